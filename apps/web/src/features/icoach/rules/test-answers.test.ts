import { describe, expect, it } from 'vitest';
import {
  ANSWER_REQUIRED,
  answersBody,
  firstErrorQuestion,
  missingAnswers,
  serverAnswerErrors,
} from './test-answers';

const question = (id: number) => ({
  id,
  name: `Question ${id}`,
  icoachSkillQuestionOptions: [
    { id: id * 10 + 1, name: 'A' },
    { id: id * 10 + 2, name: 'B' },
  ],
});
const questions = [question(1), question(2), question(3)];

describe('iCoach test answers (platform spec §5)', () => {
  it('asks for an answer to every unanswered question', () => {
    expect(missingAnswers(questions, { 2: 21 })).toEqual({
      1: ANSWER_REQUIRED,
      3: ANSWER_REQUIRED,
    });
    expect(missingAnswers(questions, { 1: 11, 2: 21, 3: 31 })).toEqual({});
  });

  it('sends the answers keyed by question id as text', () => {
    expect(answersBody({ 1: 11, 3: 32 })).toEqual({ '1': 11, '3': 32 });
  });

  it("puts the server's answers.<id> errors back on their questions", () => {
    const errors = serverAnswerErrors({
      'answers.3': ['This field is required'],
      'answers.1': ['This field is required', 'second'],
      skillId: ['ignored'],
    });
    expect(errors).toEqual({ 1: 'This field is required', 3: 'This field is required' });
    expect(firstErrorQuestion(questions, errors)?.id).toBe(1);
  });
});
