import { describe, expect, it } from 'vitest';
import { scoreAnswers } from './scoring.ts';

const questions = [
  {
    id: 1,
    options: [
      { id: 10, isCorrect: true },
      { id: 11, isCorrect: false },
    ],
  },
  {
    id: 2,
    options: [
      { id: 20, isCorrect: false },
      { id: 21, isCorrect: true },
    ],
  },
  {
    id: 3,
    options: [
      { id: 30, isCorrect: true },
      { id: 31, isCorrect: false },
    ],
  },
];

describe('scoreAnswers', () => {
  it('is the whole percentage of questions answered with their correct option', () => {
    expect(scoreAnswers(questions, { 1: 10, 2: 21, 3: 30 })).toMatchObject({
      ok: true,
      score: 100,
    });
    expect(scoreAnswers(questions, { 1: 10, 2: 20, 3: 31 })).toMatchObject({ ok: true, score: 33 });
    expect(scoreAnswers(questions, { 1: 10, 2: 21, 3: 31 })).toMatchObject({ ok: true, score: 67 });
    expect(scoreAnswers(questions, { 1: 11, 2: 20, 3: 31 })).toMatchObject({ ok: true, score: 0 });
  });

  it('names every question without an answer of its own', () => {
    expect(scoreAnswers(questions, { 1: 20, 3: 30 })).toEqual({
      ok: false,
      errors: {
        'answers.1': ['validation.answer_required'],
        'answers.2': ['validation.answer_required'],
      },
    });
  });

  it('refuses an answer to a question that is not in the test', () => {
    expect(scoreAnswers(questions, { 1: 10, 2: 21, 3: 30, 4: 40 })).toEqual({
      ok: false,
      errors: { 'answers.4': ['validation.invalid'] },
    });
  });
});
