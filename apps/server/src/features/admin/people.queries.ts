import {
  ERASED_EMAIL_DOMAIN,
  type PeopleListQuerySchema,
  type PeopleSort,
} from '@portal/shared/admin-people';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import { icoachCourses, icoachUsers } from '../../db/schema/icoach.ts';
import { payments } from '../../db/schema/payments.ts';
import { surveys, surveyUsers } from '../../db/schema/surveys.ts';
import { tsSurveys, tsUsers } from '../../db/schema/team-survey.ts';
import type { Tx } from '../../db/transaction.ts';

/*
 * The People area's reads and writes (issue 13). The console is a feature of its own: it reads the
 * tables it shows here rather than reaching into another feature's queries.
 */

export type PeopleListQuery = z.output<typeof PeopleListQuerySchema>;

/** Placeholders an erasure leaves (decision 025) are not people: never listed, never found. */
export const notErased = sql`${users.email} not like ${`%@${ERASED_EMAIL_DOMAIN}`}`;

const summaryColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  isAdmin: users.isAdmin,
  createdAt: users.createdAt,
  deactivatedAt: users.deactivatedAt,
  awaitingOwnerSince: users.awaitingOwnerSince,
};

/** LIKE's own characters in a word are matched as themselves. */
const likePrefix = (word: string) => `${word.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Each word a case-insensitive prefix of the first name, the last name or the email, served by
 * the three `lower(...) text_pattern_ops` indexes of migration 0010 (a BitmapOr of three index
 * scans per word; `lower($1)` is folded to a constant when the statement is planned with its
 * value, which both drivers do). A substring search (`ilike '%ann%'`) would read every row: at
 * 10,000 people still some milliseconds, but it grows with the table, and pg_trgm is not in PGlite.
 *
 * EXPLAIN with 10,000 people, q = 'zed', sort by name (PGlite; PostgreSQL 15 plans the same;
 * people.test.ts checks the three index names):
 *   Limit -> Sort (lower(last_name), lower(first_name), id) -> WindowAgg
 *     -> Bitmap Heap Scan on users
 *          Filter: email !~~ '%@erased.invalid' AND (the three LIKEs)
 *          -> BitmapOr
 *               -> Bitmap Index Scan on users_first_name_search_idx
 *                    Index Cond: lower(first_name) ~>=~ 'zed' AND lower(first_name) ~<~ 'zee'
 *               -> Bitmap Index Scan on users_last_name_search_idx  (the same bounds)
 *               -> Bitmap Index Scan on users_email_search_idx  (the same bounds)
 * Without a word the page is a top-N sort of every person: a few milliseconds at 10,000.
 */
export function searchCondition(q: string | undefined): SQL | undefined {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  const matches = words.map((word) => {
    const pattern = likePrefix(word);
    return or(
      sql`lower(${users.firstName}) like lower(${pattern})`,
      sql`lower(${users.lastName}) like lower(${pattern})`,
      sql`lower(${users.email}) like lower(${pattern})`,
    );
  });
  return and(notErased, ...matches);
}

function orderOf(query: PeopleListQuery): SQL[] {
  const dir = query.order === 'desc' ? desc : asc;
  const keys: Record<PeopleSort, SQL[]> = {
    name: [dir(sql`lower(${users.lastName})`), dir(sql`lower(${users.firstName})`)],
    email: [dir(users.email)],
    created: [dir(users.createdAt)],
  };
  return [...keys[query.sort ?? 'name'], dir(users.id)];
}

/** The statement of one page, with the count of every match beside each row. */
export function searchPeopleStatement(db: Db, query: PeopleListQuery) {
  return db
    .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .where(searchCondition(query.q))
    .orderBy(...orderOf(query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

export async function searchPeople(db: Db, query: PeopleListQuery) {
  const rows = await searchPeopleStatement(db, query);
  let total = rows[0]?.total ?? 0;
  // A page past the end has no row to carry the count.
  if (rows.length === 0 && query.page > 1) {
    const [counted] = await db.select({ n: count() }).from(users).where(searchCondition(query.q));
    total = counted?.n ?? 0;
  }
  return { rows: rows.map(({ total: _, ...row }) => row), total };
}

export type PersonRow = typeof users.$inferSelect;

/** A person (never a placeholder); with `forUpdate`, locked until the transaction ends. */
export async function findPerson(
  db: Db | Tx,
  userId: number,
  forUpdate = false,
): Promise<PersonRow | null> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), notErased));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row ?? null;
}

export async function listTakings(db: Db | Tx, userId: number) {
  return db
    .select({
      surveyUserId: surveyUsers.id,
      surveyId: surveyUsers.surveyId,
      titles: surveys.titles,
      defaultLanguage: surveys.defaultLanguage,
      product: surveys.product,
      dpSurveyUserId: surveyUsers.dpSurveyUserId,
      isAuthorized: surveyUsers.isAuthorized,
      startedAt: surveyUsers.timeCreated,
      completedAt: surveyUsers.timeCompleted,
    })
    .from(surveyUsers)
    .innerJoin(surveys, eq(surveys.id, surveyUsers.surveyId))
    .where(eq(surveyUsers.userId, userId))
    .orderBy(desc(surveyUsers.timeCreated), desc(surveyUsers.id));
}

/** Each course with steps done over all steps (as dashboard.queries counts them). */
export async function listCourses(db: Db | Tx, userId: number) {
  return db
    .select({
      icoachUserId: icoachUsers.id,
      courseId: icoachUsers.courseId,
      titles: icoachCourses.titles,
      defaultLanguage: icoachCourses.defaultLanguage,
      startedAt: icoachUsers.timeCreated,
      completedAt: icoachUsers.timeCompleted,
      done: sql<number>`(select count(*) from icoach_step_completions sc
        where sc.icoach_user_id = ${icoachUsers.id})`.mapWith(Number),
      total: sql<number>`(select count(*) from icoach_skills s
        join icoach_steps st on st.skill_id = s.id
        where s.course_id = ${icoachUsers.courseId})`.mapWith(Number),
    })
    .from(icoachUsers)
    .innerJoin(icoachCourses, eq(icoachCourses.id, icoachUsers.courseId))
    .where(eq(icoachUsers.userId, userId))
    .orderBy(desc(icoachUsers.timeCreated), desc(icoachUsers.id));
}

export async function listTsRoles(db: Db | Tx, userId: number) {
  return db
    .select({
      tsSurveyId: tsUsers.tsSurveyId,
      titles: tsSurveys.titles,
      defaultLanguage: tsSurveys.defaultLanguage,
      role: tsUsers.role,
    })
    .from(tsUsers)
    .innerJoin(tsSurveys, eq(tsSurveys.id, tsUsers.tsSurveyId))
    .where(eq(tsUsers.userId, userId))
    .orderBy(asc(tsUsers.tsSurveyId), asc(tsUsers.role));
}

export async function listPayments(db: Db | Tx, userId: number) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

export async function setAdminFlag(tx: Tx, userId: number, isAdmin: boolean) {
  const [row] = await tx
    .update(users)
    .set({ isAdmin, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}

/** Deactivating keeps the first instant; reactivating clears it. */
export async function setDeactivated(tx: Tx, userId: number, deactivated: boolean) {
  const [row] = await tx
    .update(users)
    .set({
      deactivatedAt: deactivated ? sql`coalesce(${users.deactivatedAt}, now())` : null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}

/** Ends every session of the person, and every session they opened as someone else. */
export async function endSessionsOf(tx: Tx, userId: number): Promise<number> {
  const ended = await tx
    .delete(sessions)
    .where(or(eq(sessions.userId, userId), eq(sessions.impersonatorId, userId)))
    .returning({ id: sessions.id });
  return ended.length;
}
