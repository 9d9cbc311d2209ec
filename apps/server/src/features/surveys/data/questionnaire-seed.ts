import type { Translations } from '../../lookups/data/translated-lists.ts';

/**
 * The shape of demo questionnaire content. Every text is in all 12 locales. Each statement
 * belongs to one dimension of its questionnaire: scoring averages a dimension's statements
 * (docs/decisions/006-scoring-model.md).
 */
export interface DimensionSeed {
  /** Stable key, lowercase with dashes, e.g. 'self-awareness'. */
  key: string;
  name: Translations;
  /** One or two sentences saying what the dimension measures. */
  description: Translations;
}

export interface StatementSeed {
  /** The dimension key this statement measures. */
  dimension: string;
  text: Translations;
}

export interface SectionSeed {
  title: Translations;
  instructions: Translations;
  statements: StatementSeed[];
}

export interface QuestionnaireSeed {
  /** Stable key, e.g. 'eq-core'. */
  key: string;
  product: 'eq' | 'values' | 'behaviours' | 'ipulse';
  dimensions: DimensionSeed[];
  sections: SectionSeed[];
}

export interface ResiliencyQuestionSeed {
  text: Translations;
}
