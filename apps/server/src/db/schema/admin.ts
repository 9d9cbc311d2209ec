import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../columns.ts';
import { signInLinks, users } from './accounts.ts';
import { icoachCourses } from './icoach.ts';
import { surveys } from './surveys.ts';

/*
 * The administrator's console (issue 13): exports made in the background, and invitations to a
 * survey or a course with what became of them.
 */

/**
 * An export: asked for by an administrator, written by a job, downloaded when done. Its id is a
 * random uuid, and the download still checks the administrator role.
 */
export const adminExports = pgTable(
  'admin_exports',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** What is exported: survey-results, people, payments, surveys, participants... */
    kind: varchar('kind', { length: 30 }).notNull(),
    /** csv or xlsx. */
    format: varchar('format', { length: 4 }).notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    /** queued, running, done or failed. */
    status: varchar('status', { length: 10 }).notNull().default('queued'),
    /** Rows written so far, and how many there are (known once counted). */
    progress: integer('progress').notNull().default(0),
    total: integer('total'),
    /** The finished file under the data folder's exports, and the name it downloads as. */
    fileName: varchar('file_name', { length: 200 }),
    downloadName: varchar('download_name', { length: 200 }),
    error: text('error'),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    finishedAt: instant('finished_at'),
  },
  (t) => [index('admin_exports_created_idx').on(t.createdAt)],
);

/** A person invited to a survey or a course by an administrator, and what they did with it. */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id').references(() => surveys.id, { onDelete: 'cascade' }),
    icoachCourseId: integer('icoach_course_id').references(() => icoachCourses.id, {
      onDelete: 'cascade',
    }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
    /** When the person first used their link. */
    openedAt: instant('opened_at'),
    /** The day a reminder goes to them if they have not finished; sent at most once per date. */
    remindOn: date('remind_on', { mode: 'string' }),
    remindedAt: instant('reminded_at'),
    /**
     * The one-time link last mailed (invitation or reminder): spending it marks the invitation
     * opened (docs/decisions/029). Gone with the link's row; openedAt stays.
     */
    signInLinkId: integer('sign_in_link_id').references(() => signInLinks.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('admin_invitations_survey_unique')
      .on(t.surveyId, t.userId)
      .where(sql`survey_id is not null`),
    uniqueIndex('admin_invitations_course_unique')
      .on(t.icoachCourseId, t.userId)
      .where(sql`icoach_course_id is not null`),
  ],
);
