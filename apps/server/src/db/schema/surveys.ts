import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../columns.ts';
import { users } from './accounts.ts';
import type { LocalisedText } from './lookups.ts';

export const reportLayouts = pgTable('report_layouts', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 100 }).notNull().unique(),
});

/** The content of a questionnaire: its dimensions, sections and statements. */
export const questionnaires = pgTable('questionnaires', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 60 }).notNull().unique(),
  product: varchar('product', { length: 20 }).notNull(),
});

export const dimensions = pgTable(
  'dimensions',
  {
    id: serial('id').primaryKey(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 60 }).notNull(),
    position: integer('position').notNull(),
    names: jsonb('names').$type<LocalisedText>().notNull(),
    descriptions: jsonb('descriptions').$type<LocalisedText>().notNull(),
  },
  (t) => [uniqueIndex('dimensions_key_unique').on(t.questionnaireId, t.key)],
);

export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    /** 1, 2, 3...: the section number of the taking route. */
    position: integer('position').notNull(),
    titles: jsonb('titles').$type<LocalisedText>().notNull(),
    instructions: jsonb('instructions').$type<LocalisedText>().notNull(),
  },
  (t) => [uniqueIndex('sections_position_unique').on(t.questionnaireId, t.position)],
);

export const statements = pgTable(
  'statements',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    dimensionId: integer('dimension_id')
      .notNull()
      .references(() => dimensions.id),
    position: integer('position').notNull(),
    texts: jsonb('texts').$type<LocalisedText>().notNull(),
  },
  (t) => [uniqueIndex('statements_position_unique').on(t.sectionId, t.position)],
);

/** A survey: one questionnaire (or, for dp, three parts) offered under one access code. */
export const surveys = pgTable('surveys', {
  id: serial('id').primaryKey(),
  /** eq, values, behaviours, ipulse or dp. */
  product: varchar('product', { length: 20 }).notNull(),
  /**
   * The survey's title per locale, like sections' titles (issue 9); a locale without one reads the
   * default language's (localised.ts `pick`). Each value at most 200 characters.
   */
  titles: jsonb('titles').$type<LocalisedText>().notNull(),
  accessCode: varchar('access_code', { length: 50 }).notNull().unique(),
  /** Null for a discovery process, whose parts carry the questionnaires. */
  questionnaireId: integer('questionnaire_id').references(() => questionnaires.id),
  reportLayoutId: integer('report_layout_id').references(() => reportLayouts.id),
  pricePence: integer('price_pence').notNull().default(0),
  /** Calendar dates: the survey is open from validFrom to validTo inclusive. */
  validFrom: date('valid_from', { mode: 'string' }),
  validTo: date('valid_to', { mode: 'string' }),
  welcomeMessages: jsonb('welcome_messages').$type<LocalisedText>().notNull(),
  defaultLanguage: varchar('default_language', { length: 10 }).notNull().default('en_GB'),
  logos: jsonb('logos').$type<{ fileURL: string }[]>().notNull().default([]),
  /** May be taken again after completion. */
  isUnlimitedAccess: boolean('is_unlimited_access').notNull().default(false),
  /** A discovery process ends with the resiliency questionnaire. */
  resiliencyEnabled: boolean('resiliency_enabled').notNull().default(false),
  createdAt: createdAt(),
});

/** The three parts of a discovery-process survey, in order (eq, values, behaviours). */
export const dpSurveyParts = pgTable(
  'dp_survey_parts',
  {
    dpSurveyId: integer('dp_survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    partSurveyId: integer('part_survey_id')
      .notNull()
      .references(() => surveys.id),
  },
  (t) => [primaryKey({ columns: [t.dpSurveyId, t.position] })],
);

/** One person's taking of one survey. */
export const surveyUsers = pgTable(
  'survey_users',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The discovery-process survey user this part belongs to. */
    dpSurveyUserId: integer('dp_survey_user_id'),
    /** False until a paid survey is paid for. */
    isAuthorized: boolean('is_authorized').notNull(),
    timeCreated: instant('time_created').notNull().defaultNow(),
    timeCompleted: instant('time_completed'),
    lastReviewedAt: instant('last_reviewed_at').notNull().defaultNow(),
  },
  (t) => [
    // One open taking per person and survey (a part: one per discovery process).
    uniqueIndex('survey_users_open_unique')
      .on(t.surveyId, t.userId)
      .where(sql`time_completed is null and dp_survey_user_id is null`),
    uniqueIndex('survey_users_part_unique')
      .on(t.surveyId, t.dpSurveyUserId)
      .where(sql`dp_survey_user_id is not null`),
    index('survey_users_user_idx').on(t.userId),
  ],
);

/** Which sections a survey user has submitted: the idempotency key of a section submit. */
export const sectionSubmissions = pgTable(
  'section_submissions',
  {
    surveyUserId: integer('survey_user_id')
      .notNull()
      .references(() => surveyUsers.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    submittedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.surveyUserId, t.sectionId] })],
);

export const answers = pgTable(
  'answers',
  {
    surveyUserId: integer('survey_user_id')
      .notNull()
      .references(() => surveyUsers.id, { onDelete: 'cascade' }),
    statementId: integer('statement_id')
      .notNull()
      .references(() => statements.id),
    /** Ranking products: 1 is the top of the section. */
    rank: smallint('rank'),
    /** iPulse: 1 to 4. */
    score: smallint('score'),
  },
  (t) => [primaryKey({ columns: [t.surveyUserId, t.statementId] })],
);

export const ipulseComments = pgTable('ipulse_comments', {
  surveyUserId: integer('survey_user_id')
    .primaryKey()
    .references(() => surveyUsers.id, { onDelete: 'cascade' }),
  comment: text('comment').notNull(),
  createdAt: createdAt(),
});

export const resiliencyQuestions = pgTable('resiliency_questions', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().unique(),
  texts: jsonb('texts').$type<LocalisedText>().notNull(),
});

export const resiliencyResponses = pgTable(
  'resiliency_responses',
  {
    dpSurveyUserId: integer('dp_survey_user_id')
      .notNull()
      .references(() => surveyUsers.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => resiliencyQuestions.id),
    value: smallint('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dpSurveyUserId, t.questionId] })],
);

/** Scores per dimension, 0-100, computed on completion (docs/decisions/006-scoring-model.md). */
export const surveyResults = pgTable('survey_results', {
  surveyUserId: integer('survey_user_id')
    .primaryKey()
    .references(() => surveyUsers.id, { onDelete: 'cascade' }),
  scores: jsonb('scores').$type<Record<string, number>>().notNull(),
  computedAt: createdAt(),
});
