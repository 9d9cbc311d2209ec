import type { TsRatee } from '@portal/shared/team-survey';
import { personCacheOf } from '../../db/person-cache.ts';
import { NotFound } from '../../lib/errors.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { addMonths } from './review-dates.ts';
import {
  findOpenReview,
  findPerson,
  findRateeWithPerson,
  listOwnRatee,
  listRateesOfManager,
  listRateesOfRater,
  listRaters,
} from './team-survey.queries.ts';
import { rateeAccess, requireManagerOf } from './ts-access.ts';
import { toPerson, toRatee } from './ts-responses.ts';

/** GET /ts/ratees/{id}/: for the ratee's manager, its raters and the ratee. */
export async function getRatee(ctx: ActorContext, rateeId: number): Promise<TsRatee> {
  await rateeAccess(ctx, rateeId);
  const [row] = await findRateeWithPerson(ctx.db, rateeId);
  if (!row) throw new NotFound();
  return toRatee(row);
}

/** GET /ts/ratees/{id}/review-expiry/: the current period's dates. */
export async function getReviewExpiry(ctx: ActorContext, rateeId: number) {
  const { ratee } = await rateeAccess(ctx, rateeId);
  const open = await findOpenReview(ctx.db, ratee.id);
  const reviewStart = open?.startsOn ?? ratee.reviewStart;
  return {
    reviewStart,
    expiryTime: open?.expiresOn ?? addMonths(reviewStart, ratee.reviewFrequencyMonths),
  };
}

/** GET /ts/{tsSurveyId}/ratees/for-manager/: the ratees the signed-in person manages. */
export async function listManagedRatees(ctx: ActorContext, tsSurveyId: number) {
  return (await listRateesOfManager(ctx.db, tsSurveyId, ctx.actor.user.id)).map(toRatee);
}

/** GET /ts/{tsSurveyId}/ratees/for-rater/: the ratees assigned to the signed-in person. */
export function listAssignedRatees(ctx: ActorContext, tsSurveyId: number): Promise<TsRatee[]> {
  // Kept until one of these ratees, or the person's raters' roles, change (decision 037).
  const raterId = ctx.actor.user.id;
  return personCacheOf(ctx.db).get(raterId, `ratees-for-rater:${tsSurveyId}`, async () =>
    (await listRateesOfRater(ctx.db, tsSurveyId, raterId)).map(toRatee),
  );
}

/** GET /ts/{tsSurveyId}/ratees/my/: the signed-in person's own ratee card; 404 when not a ratee. */
export async function getOwnRatee(ctx: ActorContext, tsSurveyId: number): Promise<TsRatee> {
  const [row] = await listOwnRatee(ctx.db, tsSurveyId, ctx.actor.user.id);
  if (!row) throw new NotFound();
  return toRatee(row);
}

/** GET /ts/{rateeId}/raters/: the ratee's raters, for its manager (the set-up page). */
export async function listRateeRaters(ctx: ActorContext, rateeId: number) {
  const ratee = await requireManagerOf(ctx, rateeId);
  return (await listRaters(ctx.db, ratee.id)).map((r) => ({ id: r.id, ...toPerson(r) }));
}

/** GET /ts/{role}/{rateeId}/manager: the ratee's performance manager, for the ratee or a rater. */
export async function getRateeManager(ctx: ActorContext, role: 'ratee' | 'rater', rateeId: number) {
  const access = await rateeAccess(ctx, rateeId);
  if (role === 'ratee' ? !access.isSelf : !access.isRater) throw new NotFound();
  const person = await findPerson(ctx.db, access.ratee.managerUserId);
  if (!person) throw new NotFound();
  return toPerson(person);
}
