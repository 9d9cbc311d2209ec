import type {
  ManagerRatingType,
  TsManagerRatingBody,
  TsRating,
  TsSkillRatingBody,
} from '@portal/shared/team-survey';
import { eq, sql } from 'drizzle-orm';
import { tsManagerRatings, tsRatees, tsSkillRatings } from '../../db/schema/team-survey.ts';
import type { Tx } from '../../db/transaction.ts';
import { NotFound, RefusedChange } from '../../lib/errors.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { isUniqueViolation } from '../accounts/registration.service.ts';
import {
  findOpenReview,
  findRateeSkill,
  findSkillRating,
  listManagerRatings,
  type RateeRow,
} from './team-survey.queries.ts';
import { rateeAccess, requireManagerOf, requireRaterOf } from './ts-access.ts';

/*
 * Ratings (team-survey spec §2 "Skill rating page", "Manager rating page", issue 11): a rater rates
 * each skill of a live ratee once per review period (0-100 in steps of 10); the manager gives
 * everyday ratings at any time and one overall rating per period (0-10). Comments are plain text.
 */

const toRating = (row: {
  id: number;
  score: number;
  comment: string;
  createdAt: Date;
}): TsRating => ({
  id: row.id,
  score: row.score,
  comment: row.comment,
  timeCreated: row.createdAt.toISOString(),
});

/**
 * Inside a rating's transaction: the ratee's open period, share-locked, so the job that closes it
 * (review-periods.ts) waits for the rating or the rating waits and lands in the next period. A
 * statement that waited on the closing sees the closed row but not yet the new one: ask twice.
 */
async function lockOpenReviewId(tx: Tx, rateeId: number): Promise<number> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const result = await tx.execute(
      sql`select id from ts_reviews where ratee_id = ${rateeId} and closed_at is null for share`,
    );
    const [row] = (result as unknown as { rows: { id: number }[] }).rows;
    if (row) return row.id;
  }
  throw new RefusedChange('team-survey.problems.not_live');
}

async function openReviewOf(ctx: ActorContext, ratee: RateeRow) {
  const review = ratee.isLive ? await findOpenReview(ctx.db, ratee.id) : null;
  if (!review) throw new RefusedChange('team-survey.problems.not_live');
  return review;
}

/** GET /ts/{rateeId}/{skillId}/rating: the rater's own rating of the skill this period, or 404. */
export async function getSkillRating(ctx: ActorContext, rateeId: number, rateeSkillId: number) {
  const ratee = await requireRaterOf(ctx, rateeId);
  const skill = await findRateeSkill(ctx.db, ratee.id, rateeSkillId);
  const review = skill && (await findOpenReview(ctx.db, ratee.id));
  const rating = review && (await findSkillRating(ctx.db, skill.id, review.id, ctx.actor.user.id));
  if (!rating) throw new NotFound();
  return toRating(rating);
}

/** POST /ts/{rateeId}/{skillId}/rating/add/. */
export async function addSkillRating(
  ctx: ActorContext,
  rateeId: number,
  rateeSkillId: number,
  body: TsSkillRatingBody,
): Promise<TsRating> {
  const ratee = await requireRaterOf(ctx, rateeId);
  const skill = await findRateeSkill(ctx.db, ratee.id, rateeSkillId);
  if (!skill) throw new NotFound();
  await openReviewOf(ctx, ratee);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(tsSkillRatings)
        .values({
          rateeSkillId: skill.id,
          reviewId: await lockOpenReviewId(tx, ratee.id),
          raterUserId: ctx.actor.user.id,
          score: body.rating.score,
          comment: body.rating.comment,
        })
        .returning();
      await tx
        .update(tsRatees)
        .set({ lastReviewedAt: new Date() })
        .where(eq(tsRatees.id, ratee.id));
      if (!row) throw new Error('rating insert returned nothing');
      return toRating(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new RefusedChange('team-survey.problems.already_rated');
    throw error;
  }
}

/** GET /ts/{rateeId}/rating/{type}/: the manager's ratings of a type, newest first. */
export async function getManagerRatings(
  ctx: ActorContext,
  rateeId: number,
  type: ManagerRatingType,
): Promise<TsRating[]> {
  const access = await rateeAccess(ctx, rateeId);
  // The ratee sees their everyday ratings (spec §6); raters see none of the manager's.
  if (!access.isManager && !access.isSelf) throw new NotFound();
  return (await listManagerRatings(ctx.db, access.ratee.id, type)).map(toRating);
}

/** POST /ts/{rateeId}/rating/{type}/add/: the manager's rating; overall once per period. */
export async function addManagerRating(
  ctx: ActorContext,
  rateeId: number,
  type: ManagerRatingType,
  body: TsManagerRatingBody,
): Promise<TsRating> {
  const ratee = await requireManagerOf(ctx, rateeId);
  await openReviewOf(ctx, ratee);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(tsManagerRatings)
        .values({
          rateeId: ratee.id,
          reviewId: await lockOpenReviewId(tx, ratee.id),
          managerUserId: ctx.actor.user.id,
          type,
          score: body.rating.score,
          comment: body.rating.comment,
        })
        .returning();
      if (!row) throw new Error('rating insert returned nothing');
      return toRating(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new RefusedChange('team-survey.problems.overall_given');
    throw error;
  }
}
