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
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../columns.ts';
import { users } from './accounts.ts';
import type { LocalisedText } from './lookups.ts';

/*
 * iCoach (platform spec §1-§9, issue 10): a course of skills in three categories, each skill a list
 * of steps (the spec's "content areas"), one of which may be a scored test. Every text is stored per
 * locale, like the questionnaires', and read with the course's default language as the fallback.
 */

export const icoachCourses = pgTable('icoach_courses', {
  id: serial('id').primaryKey(),
  accessCode: varchar('access_code', { length: 50 }).notNull().unique(),
  titles: jsonb('titles').$type<LocalisedText>().notNull(),
  welcomeMessages: jsonb('welcome_messages').$type<LocalisedText>().notNull(),
  logos: jsonb('logos').$type<{ fileURL: string }[]>().notNull().default([]),
  defaultLanguage: varchar('default_language', { length: 10 }).notNull().default('en_GB'),
  /** Calendar dates: open from validFrom to validTo inclusive. */
  validFrom: date('valid_from', { mode: 'string' }),
  validTo: date('valid_to', { mode: 'string' }),
  /** An unpublished course is not found by anyone but an administrator. */
  isPublished: boolean('is_published').notNull().default(true),
  /** A partner-package course: reached only with a live row of icoach_access_grants. */
  requiresGrant: boolean('requires_grant').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

export const icoachSkills = pgTable(
  'icoach_skills',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => icoachCourses.id, { onDelete: 'cascade' }),
    /** The course file's key: an update keeps learners' progress on the same skill. */
    key: varchar('key', { length: 60 }).notNull(),
    /** 1 soft skills, 2 essential business skills, 3 organisational skills. */
    category: smallint('category').notNull(),
    position: integer('position').notNull(),
    names: jsonb('names').$type<LocalisedText>().notNull(),
  },
  (t) => [
    uniqueIndex('icoach_skills_key_unique').on(t.courseId, t.key),
    index('icoach_skills_course_category_idx').on(t.courseId, t.category, t.position),
  ],
);

/** A skill's steps in order; `position` is the step number of the route, from 1. */
export const icoachSteps = pgTable(
  'icoach_steps',
  {
    id: serial('id').primaryKey(),
    skillId: integer('skill_id')
      .notNull()
      .references(() => icoachSkills.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    titles: jsonb('titles').$type<LocalisedText>().notNull(),
    /** Sanitised HTML per locale (sanitised on import and again when served). */
    contents: jsonb('contents').$type<LocalisedText>().notNull(),
    isTest: boolean('is_test').notNull().default(false),
  },
  (t) => [uniqueIndex('icoach_steps_position_unique').on(t.skillId, t.position)],
);

/** The questions of a skill's test step. */
export const icoachQuestions = pgTable(
  'icoach_questions',
  {
    id: serial('id').primaryKey(),
    stepId: integer('step_id')
      .notNull()
      .references(() => icoachSteps.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    texts: jsonb('texts').$type<LocalisedText>().notNull(),
  },
  (t) => [uniqueIndex('icoach_questions_position_unique').on(t.stepId, t.position)],
);

export const icoachQuestionOptions = pgTable(
  'icoach_question_options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => icoachQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    texts: jsonb('texts').$type<LocalisedText>().notNull(),
    /** Never sent to a browser: the score is computed on the server. */
    isCorrect: boolean('is_correct').notNull().default(false),
  },
  (t) => [uniqueIndex('icoach_question_options_position_unique').on(t.questionId, t.position)],
);

/** One person in one course (platform spec §3 "iCoach user"). */
export const icoachUsers = pgTable(
  'icoach_users',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => icoachCourses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The category the dashboard opens on (platform spec §4: soft skills by default). */
    category: smallint('category').notNull().default(1),
    timeCreated: instant('time_created').notNull().defaultNow(),
    /** Every skill of the course completed. */
    timeCompleted: instant('time_completed'),
    lastReviewedAt: instant('last_reviewed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('icoach_users_person_unique').on(t.courseId, t.userId),
    index('icoach_users_user_idx').on(t.userId),
  ],
);

/** A step done: after its comment, or its test (platform spec §4). */
export const icoachStepCompletions = pgTable(
  'icoach_step_completions',
  {
    icoachUserId: integer('icoach_user_id')
      .notNull()
      .references(() => icoachUsers.id, { onDelete: 'cascade' }),
    stepId: integer('step_id')
      .notNull()
      .references(() => icoachSteps.id, { onDelete: 'cascade' }),
    completedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.icoachUserId, t.stepId] })],
);

/** A skill done: the learner moved past its last step (platform spec §4). */
export const icoachSkillCompletions = pgTable(
  'icoach_skill_completions',
  {
    icoachUserId: integer('icoach_user_id')
      .notNull()
      .references(() => icoachUsers.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => icoachSkills.id, { onDelete: 'cascade' }),
    completedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.icoachUserId, t.skillId] })],
);

/** Published at once; plain text; an administrator may hide one. */
export const icoachComments = pgTable(
  'icoach_comments',
  {
    id: serial('id').primaryKey(),
    stepId: integer('step_id')
      .notNull()
      .references(() => icoachSteps.id, { onDelete: 'cascade' }),
    icoachUserId: integer('icoach_user_id')
      .notNull()
      .references(() => icoachUsers.id, { onDelete: 'cascade' }),
    text: varchar('text', { length: 2000 }).notNull(),
    createdAt: createdAt(),
    hiddenAt: instant('hidden_at'),
    hiddenByUserId: integer('hidden_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('icoach_comments_step_idx').on(t.stepId, t.createdAt).where(sql`hidden_at is null`),
  ],
);

/** Every try of a skill's test; the latest is the stored score. */
export const icoachTestAttempts = pgTable(
  'icoach_test_attempts',
  {
    id: serial('id').primaryKey(),
    icoachUserId: integer('icoach_user_id')
      .notNull()
      .references(() => icoachUsers.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => icoachSkills.id, { onDelete: 'cascade' }),
    /** Whole percent, 0-100. */
    score: smallint('score').notNull(),
    answers: jsonb('answers').$type<Record<string, number>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('icoach_test_attempts_user_skill_idx').on(t.icoachUserId, t.skillId, t.id)],
);
