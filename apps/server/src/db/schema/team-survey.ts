import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../columns.ts';
import { users } from './accounts.ts';
import type { LocalisedText } from './lookups.ts';

/*
 * The 360 area (team-survey spec, issue 11). A person's roles in a survey come from these rows, never
 * from a path: a manager manages the ratees whose manager they are, a rater rates the ratees they
 * are assigned to, a ratee is the person of a ratee row.
 */

export const tsSurveys = pgTable('ts_surveys', {
  id: serial('id').primaryKey(),
  accessCode: varchar('access_code', { length: 50 }).notNull().unique(),
  titles: jsonb('titles').$type<LocalisedText>().notNull(),
  welcomeMessages: jsonb('welcome_messages').$type<LocalisedText>().notNull(),
  logos: jsonb('logos').$type<{ fileURL: string }[]>().notNull().default([]),
  defaultLanguage: varchar('default_language', { length: 10 }).notNull().default('en_GB'),
  /** Calendar dates: open from validFrom to validTo inclusive. */
  validFrom: date('valid_from', { mode: 'string' }),
  validTo: date('valid_to', { mode: 'string' }),
  /** Raters a ratee needs before publishing, and before a skill's average is shown (issue 11/12). */
  anonymityThreshold: smallint('anonymity_threshold').notNull().default(3),
  /** Reminders go this many days before a period's expiry (issue 12). */
  reminderDays: smallint('reminder_days').notNull().default(7),
  createdAt: createdAt(),
});

/** A person's role in a 360 survey: manager, rater or ratee (one person may hold several). */
export const tsUsers = pgTable(
  'ts_users',
  {
    id: serial('id').primaryKey(),
    tsSurveyId: integer('ts_survey_id')
      .notNull()
      .references(() => tsSurveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 10 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ts_users_role_unique').on(t.tsSurveyId, t.userId, t.role),
    index('ts_users_user_idx').on(t.userId),
  ],
);

/** A person being appraised in a survey, prepared and published by their manager. */
export const tsRatees = pgTable(
  'ts_ratees',
  {
    id: serial('id').primaryKey(),
    tsSurveyId: integer('ts_survey_id')
      .notNull()
      .references(() => tsSurveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    managerUserId: integer('manager_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isLive: boolean('is_live').notNull().default(false),
    /** The first review period starts here (spec §3 reviewStartYear/Month/Day). */
    reviewStart: date('review_start', { mode: 'string' }).notNull(),
    /** A review period lasts this many months: expiry = start + frequency (spec §2). */
    reviewFrequencyMonths: smallint('review_frequency_months').notNull().default(12),
    publishedAt: instant('published_at'),
    lastReviewedAt: instant('last_reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ts_ratees_person_unique').on(t.tsSurveyId, t.userId),
    index('ts_ratees_manager_idx').on(t.managerUserId, t.tsSurveyId),
  ],
);

export const tsRateeRaters = pgTable(
  'ts_ratee_raters',
  {
    id: serial('id').primaryKey(),
    rateeId: integer('ratee_id')
      .notNull()
      .references(() => tsRatees.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ts_ratee_raters_unique').on(t.rateeId, t.userId),
    index('ts_ratee_raters_user_idx').on(t.userId),
  ],
);

/** The skill catalogue: every text per locale; the two guides are sanitised HTML. */
export const tsSkills = pgTable('ts_skills', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 60 }).notNull().unique(),
  /** 1 Soft Skills, 2 Essential Business Skills, 3 Organisational Skills. */
  category: smallint('category').notNull(),
  position: integer('position').notNull(),
  names: jsonb('names').$type<LocalisedText>().notNull(),
  inContexts: jsonb('in_contexts').$type<LocalisedText>().notNull(),
  howToDevelops: jsonb('how_to_develops').$type<LocalisedText>().notNull(),
});

export const tsRateeSkills = pgTable(
  'ts_ratee_skills',
  {
    id: serial('id').primaryKey(),
    rateeId: integer('ratee_id')
      .notNull()
      .references(() => tsRatees.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => tsSkills.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ts_ratee_skills_unique').on(t.rateeId, t.skillId)],
);

/**
 * A ratee's review periods. Publishing opens the first; closing one and opening the next is the
 * review job of part 2 (issue 12). Ratings belong to the period they were given in.
 */
export const tsReviews = pgTable(
  'ts_reviews',
  {
    id: serial('id').primaryKey(),
    rateeId: integer('ratee_id')
      .notNull()
      .references(() => tsRatees.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    /**
     * Set when the period closes (issue 12, docs/decisions/024): the period's score from 0 to 10,
     * and the leadership score in percent; null when nothing counted.
     */
    score: doublePrecision('score'),
    leadershipScore: doublePrecision('leadership_score'),
    closedAt: instant('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ts_reviews_open_unique').on(t.rateeId).where(sql`closed_at is null`)],
);

/** A rater's score (0-100, step 10) and comment for one skill of a ratee, once per period. */
export const tsSkillRatings = pgTable(
  'ts_skill_ratings',
  {
    id: serial('id').primaryKey(),
    rateeSkillId: integer('ratee_skill_id')
      .notNull()
      .references(() => tsRateeSkills.id, { onDelete: 'cascade' }),
    reviewId: integer('review_id')
      .notNull()
      .references(() => tsReviews.id, { onDelete: 'cascade' }),
    raterUserId: integer('rater_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    comment: varchar('comment', { length: 2000 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ts_skill_ratings_once').on(t.rateeSkillId, t.reviewId, t.raterUserId),
    // A rater's own ratings, for their dashboard (issue 14: without it the 360 row of the
    // dashboard read every rating of the survey, 38 ms at a million takings).
    index('ts_skill_ratings_rater_idx').on(t.raterUserId),
  ],
);

/** A manager's everyday or overall rating (0-10); overall once per period. */
export const tsManagerRatings = pgTable(
  'ts_manager_ratings',
  {
    id: serial('id').primaryKey(),
    rateeId: integer('ratee_id')
      .notNull()
      .references(() => tsRatees.id, { onDelete: 'cascade' }),
    reviewId: integer('review_id')
      .notNull()
      .references(() => tsReviews.id, { onDelete: 'cascade' }),
    managerUserId: integer('manager_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** everyday or overall. */
    type: varchar('type', { length: 10 }).notNull(),
    score: smallint('score').notNull(),
    comment: varchar('comment', { length: 2000 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ts_manager_ratings_overall_once')
      .on(t.rateeId, t.reviewId)
      .where(sql`type = 'overall'`),
    index('ts_manager_ratings_ratee_idx').on(t.rateeId, t.type, t.createdAt),
  ],
);

/**
 * A ratee's SMART goal (issue 12): made by the ratee or their manager in a period; each edits only
 * their own input, and the manager sets the success score.
 */
export const tsGoals = pgTable(
  'ts_goals',
  {
    id: serial('id').primaryKey(),
    rateeId: integer('ratee_id')
      .notNull()
      .references(() => tsRatees.id, { onDelete: 'cascade' }),
    /** The period the goal was set in; its report lists it. */
    reviewId: integer('review_id')
      .notNull()
      .references(() => tsReviews.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    specific: varchar('specific', { length: 2000 }).notNull().default(''),
    measurable: varchar('measurable', { length: 2000 }).notNull().default(''),
    achievable: varchar('achievable', { length: 2000 }).notNull().default(''),
    relevant: varchar('relevant', { length: 2000 }).notNull().default(''),
    timeBound: varchar('time_bound', { length: 2000 }).notNull().default(''),
    goal: varchar('goal', { length: 2000 }).notNull(),
    managerInput: varchar('manager_input', { length: 2000 }).notNull().default(''),
    rateeInput: varchar('ratee_input', { length: 2000 }).notNull().default(''),
    /** 0-100, set by the manager; null until then. */
    successScore: smallint('success_score'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [index('ts_goals_ratee_idx').on(t.rateeId, t.id)],
);

/** A reminder sent for a period: at most one per person, kind and period (issue 12). */
export const tsReminders = pgTable(
  'ts_reminders',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => tsReviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** rater (skills still to rate) or manager (overall rating missing). */
    kind: varchar('kind', { length: 10 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ts_reminders_once').on(t.reviewId, t.userId, t.kind)],
);
