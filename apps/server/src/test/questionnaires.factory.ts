import type { QuestionnaireFile } from '@portal/shared/admin-questionnaires';
import { uniqueLetters } from './people.factory.ts';

const text = (en: string, ar?: string) => (ar ? { en_GB: en, ar } : { en_GB: en });

/**
 * A small questionnaire file (decision 030) under a new key each call: a values questionnaire of
 * two dimensions and two sections of two statements, a few texts in Arabic too.
 */
export function questionnaireFile(overrides: Partial<QuestionnaireFile> = {}): QuestionnaireFile {
  return {
    key: `values-test-${uniqueLetters(8).toLowerCase()}`,
    product: 'values',
    dimensions: [
      { key: 'care', name: text('Care', 'الرعاية'), description: text('Looking after others') },
      { key: 'drive', name: text('Drive'), description: text('Getting things done') },
    ],
    sections: [
      {
        title: text('At work', 'في العمل'),
        instructions: text('Rank the statements'),
        statements: [
          { dimension: 'care', text: text('I help a colleague', 'أساعد زميلاً') },
          { dimension: 'drive', text: text('I finish what I start') },
        ],
      },
      {
        title: text('At home'),
        instructions: text('Rank the statements'),
        statements: [
          { dimension: 'drive', text: text('I plan my week') },
          { dimension: 'care', text: text('I listen to my family') },
        ],
      },
    ],
    ...overrides,
  };
}
