import { NotFound } from '../../lib/errors.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { findManagerRole, findRatee, isRaterOf, type RateeRow } from './team-survey.queries.ts';

/*
 * Who may do what with a ratee, worked out from the database for every call (team-survey spec §6,
 * issue 11): the ratee's manager, a rater assigned to the ratee, or the ratee themselves. Anyone
 * else, like an id that does not exist, gets 404; a path's ids are never trusted on their own.
 */
export interface RateeAccess {
  ratee: RateeRow;
  isManager: boolean;
  isRater: boolean;
  isSelf: boolean;
}

export async function rateeAccess(ctx: ActorContext, rateeId: number): Promise<RateeAccess> {
  const ratee = await findRatee(ctx.db, rateeId);
  if (!ratee) throw new NotFound();
  const me = ctx.actor.user.id;
  const access = {
    ratee,
    isManager: ratee.managerUserId === me,
    isRater: await isRaterOf(ctx.db, ratee.id, me),
    isSelf: ratee.userId === me,
  };
  if (!access.isManager && !access.isRater && !access.isSelf) throw new NotFound();
  return access;
}

/** The ratee's manager only (manager calls keyed by the ratee). */
export async function requireManagerOf(ctx: ActorContext, rateeId: number): Promise<RateeRow> {
  const ratee = await findRatee(ctx.db, rateeId);
  if (!ratee || ratee.managerUserId !== ctx.actor.user.id) throw new NotFound();
  return ratee;
}

/** A rater assigned to the ratee. */
export async function requireRaterOf(ctx: ActorContext, rateeId: number): Promise<RateeRow> {
  const ratee = await findRatee(ctx.db, rateeId);
  if (!ratee || !(await isRaterOf(ctx.db, ratee.id, ctx.actor.user.id))) throw new NotFound();
  return ratee;
}

/**
 * The changes keyed by the manager's team-survey user id M (api-notes): M must be the signed-in
 * person's manager role, in the ratee's survey, and the ratee theirs to manage.
 */
export async function requireManagingRatee(
  ctx: ActorContext,
  managerTsUserId: number,
  rateeId: number,
): Promise<RateeRow> {
  const role = await findManagerRole(ctx.db, managerTsUserId, ctx.actor.user.id);
  const ratee = role && (await findRatee(ctx.db, rateeId));
  if (!role || !ratee || ratee.tsSurveyId !== role.tsSurveyId) throw new NotFound();
  if (ratee.managerUserId !== ctx.actor.user.id) throw new NotFound();
  return ratee;
}
