import type { IcoachQuestion } from '@portal/shared/icoach';

/*
 * platform spec §5 "iCoach: ... each test question needs an answer ('This field is required')":
 * checked in the browser before sending, and the server's own field errors
 * (`answers.<questionId>`) are put back on the same questions.
 */
export type Answers = Record<number, number>;
export type AnswerErrors = Record<number, string>;

export const ANSWER_REQUIRED = 'validation.answer_required';

export function missingAnswers(
  questions: readonly IcoachQuestion[],
  answers: Answers,
): AnswerErrors {
  const errors: AnswerErrors = {};
  for (const question of questions) {
    if (answers[question.id] === undefined) errors[question.id] = ANSWER_REQUIRED;
  }
  return errors;
}

/** The body's `answers`: `{ "<questionId>": optionId }` (api-notes "iCoach"). */
export function answersBody(answers: Answers): Record<string, number> {
  return Object.fromEntries(Object.entries(answers).map(([id, option]) => [String(id), option]));
}

/** A 400's `errors` keyed `answers.<questionId>` as messages per question (first message each). */
export function serverAnswerErrors(errors: Record<string, string[]>): AnswerErrors {
  const found: AnswerErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const match = /^answers\.(\d+)$/.exec(field);
    const message = messages[0];
    if (match && message) found[Number(match[1])] = message;
  }
  return found;
}

/** The first question, in page order, that has an error. */
export function firstErrorQuestion(
  questions: readonly IcoachQuestion[],
  errors: AnswerErrors,
): IcoachQuestion | undefined {
  return questions.find((question) => errors[question.id] !== undefined);
}
