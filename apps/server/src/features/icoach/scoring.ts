import type { FieldErrors } from '../../lib/errors.ts';

export interface ScoredQuestion {
  id: number;
  options: { id: number; isCorrect: boolean }[];
}

export type ScoreOutcome =
  | { ok: true; score: number; answers: Record<string, number> }
  | { ok: false; errors: FieldErrors };

/**
 * A test's score as a whole percentage of questions answered with their correct option (platform
 * spec §9: "iCoach score shown as a percentage"). Every question needs one of its own options;
 * an answer to a question that is not in the test is refused rather than ignored.
 */
export function scoreAnswers(
  questions: ScoredQuestion[],
  answers: Record<string, number>,
): ScoreOutcome {
  const errors: FieldErrors = {};
  const known = new Set(questions.map((q) => String(q.id)));
  for (const key of Object.keys(answers)) {
    if (!known.has(key)) errors[`answers.${key}`] = ['validation.invalid'];
  }
  let correct = 0;
  const kept: Record<string, number> = {};
  for (const question of questions) {
    const chosen = answers[String(question.id)];
    const option = question.options.find((o) => o.id === chosen);
    if (chosen === undefined || !option) {
      errors[`answers.${question.id}`] = ['validation.answer_required'];
      continue;
    }
    kept[String(question.id)] = option.id;
    if (option.isCorrect) correct += 1;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const score = questions.length === 0 ? 0 : Math.round((correct / questions.length) * 100);
  return { ok: true, score, answers: kept };
}
