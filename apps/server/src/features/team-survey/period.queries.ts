import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { LocalisedText } from '../../db/schema/lookups.ts';
import {
  tsManagerRatings,
  tsRateeSkills,
  tsReviews,
  tsSkillRatings,
  tsSkills,
} from '../../db/schema/team-survey.ts';
import type { Tx } from '../../db/transaction.ts';

/*
 * What a review period holds (issue 12): each of the ratee's skills with the scores and comments
 * it was given in the period, and the manager's overall rating. Never who gave them: the rater's
 * id is not selected, so nothing built on these rows can carry it.
 */

export interface PeriodSkill {
  rateeSkillId: number;
  skillId: number;
  category: number;
  position: number;
  names: LocalisedText;
  scores: number[];
  comments: string[];
}

export async function periodSkills(db: Db | Tx, rateeId: number, reviewId: number) {
  const rows = await db
    .select({
      rateeSkillId: tsRateeSkills.id,
      skillId: tsSkills.id,
      category: tsSkills.category,
      position: tsSkills.position,
      names: tsSkills.names,
      scores: sql<
        number[] | null
      >`array_agg(${tsSkillRatings.score}) filter (where ${tsSkillRatings.id} is not null)`,
      comments: sql<
        string[] | null
      >`array_agg(${tsSkillRatings.comment}) filter (where ${tsSkillRatings.id} is not null)`,
    })
    .from(tsRateeSkills)
    .innerJoin(tsSkills, eq(tsSkills.id, tsRateeSkills.skillId))
    .leftJoin(
      tsSkillRatings,
      and(eq(tsSkillRatings.rateeSkillId, tsRateeSkills.id), eq(tsSkillRatings.reviewId, reviewId)),
    )
    .where(eq(tsRateeSkills.rateeId, rateeId))
    .groupBy(tsRateeSkills.id, tsSkills.id)
    .orderBy(asc(tsSkills.category), asc(tsSkills.position));
  return rows.map(
    (r): PeriodSkill => ({
      ...r,
      scores: (r.scores ?? []).map(Number),
      comments: r.comments ?? [],
    }),
  );
}

/** The manager's overall rating of the period, if given. */
export async function periodOverall(db: Db | Tx, reviewId: number) {
  const [row] = await db
    .select({
      score: tsManagerRatings.score,
      comment: tsManagerRatings.comment,
      timeCreated: tsManagerRatings.createdAt,
    })
    .from(tsManagerRatings)
    .where(and(eq(tsManagerRatings.reviewId, reviewId), eq(tsManagerRatings.type, 'overall')));
  return row ?? null;
}

/** A ratee's periods, oldest first. */
export function listReviews(db: Db, rateeId: number) {
  return db
    .select()
    .from(tsReviews)
    .where(eq(tsReviews.rateeId, rateeId))
    .orderBy(asc(tsReviews.startsOn), asc(tsReviews.id));
}

export async function findReview(db: Db, rateeId: number, reviewId: number) {
  const [row] = await db
    .select()
    .from(tsReviews)
    .where(and(eq(tsReviews.id, reviewId), eq(tsReviews.rateeId, rateeId)));
  return row ?? null;
}
