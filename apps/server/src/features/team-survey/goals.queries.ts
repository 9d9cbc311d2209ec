import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tsGoals } from '../../db/schema/team-survey.ts';
import type { Tx } from '../../db/transaction.ts';

/* A ratee's SMART goals (issue 12): the rows behind goals.service.ts and the period's report. */

export type GoalRow = typeof tsGoals.$inferSelect;
export type NewGoalRow = typeof tsGoals.$inferInsert;
export type GoalChanges = Partial<
  Pick<
    GoalRow,
    | 'title'
    | 'specific'
    | 'measurable'
    | 'achievable'
    | 'relevant'
    | 'timeBound'
    | 'goal'
    | 'managerInput'
    | 'rateeInput'
    | 'successScore'
  >
>;

/** The ratee's goals of every period, newest first. */
export function listGoalsOfRatee(db: Db, rateeId: number) {
  return db
    .select()
    .from(tsGoals)
    .where(eq(tsGoals.rateeId, rateeId))
    .orderBy(desc(tsGoals.createdAt), desc(tsGoals.id));
}

/**
 * The goals set in one review period, oldest first, for its report (the PDF). The caller has
 * already checked who may read the period.
 */
export function listGoalsOfReview(db: Db | Tx, reviewId: number): Promise<GoalRow[]> {
  return db
    .select()
    .from(tsGoals)
    .where(eq(tsGoals.reviewId, reviewId))
    .orderBy(asc(tsGoals.createdAt), asc(tsGoals.id));
}

/** One goal of the ratee: another ratee's goal id is no goal here. */
export async function findGoal(db: Db | Tx, rateeId: number, goalId: number) {
  const [row] = await db
    .select()
    .from(tsGoals)
    .where(and(eq(tsGoals.id, goalId), eq(tsGoals.rateeId, rateeId)));
  return row ?? null;
}

/**
 * Inside a goal's transaction: the ratee's open period, share-locked, so the job that closes it
 * (review-periods.ts) waits for the goal or the goal waits and lands in the next period. A
 * statement that waited on the closing sees the closed row but not yet the new one: ask twice.
 * Null when the ratee has no open period.
 */
export async function lockOpenReviewId(tx: Tx, rateeId: number): Promise<number | null> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const result = await tx.execute(
      sql`select id from ts_reviews where ratee_id = ${rateeId} and closed_at is null for share`,
    );
    const [row] = (result as unknown as { rows: { id: number }[] }).rows;
    if (row) return row.id;
  }
  return null;
}

export async function insertGoal(tx: Tx, values: NewGoalRow): Promise<GoalRow> {
  const [row] = await tx.insert(tsGoals).values(values).returning();
  if (!row) throw new Error('goal insert returned nothing');
  return row;
}

export async function updateGoal(
  db: Db | Tx,
  rateeId: number,
  goalId: number,
  changes: GoalChanges,
): Promise<GoalRow | null> {
  const [row] = await db
    .update(tsGoals)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(tsGoals.id, goalId), eq(tsGoals.rateeId, rateeId)))
    .returning();
  return row ?? null;
}
