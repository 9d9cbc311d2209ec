import {
  type GoalCreator,
  SMART_LETTERS,
  type TsAddGoalBody,
  type TsGoal,
  type TsUpdateGoalBody,
} from '@portal/shared/team-survey-goals';
import { type FieldErrors, NotFound, RefusedChange, Validation } from '../../lib/errors.ts';
import type { ActorContext } from '../../plugins/context.ts';
import {
  findGoal,
  type GoalChanges,
  type GoalRow,
  insertGoal,
  listGoalsOfRatee,
  lockOpenReviewId,
  updateGoal,
} from './goals.queries.ts';
import { findOpenReview, type RateeRow } from './team-survey.queries.ts';
import { rateeAccess } from './ts-access.ts';

/*
 * SMART goals (issue 12; team-survey spec §2 "Goal page", §3, §6 "ratee: ... sees their goals").
 * Only the ratee and their manager read and set a ratee's goals; a rater, like anyone else, gets
 * the 404 of a ratee that does not exist (ts-access.ts). Whoever set a goal words it; each of the
 * two writes only their own input; only the manager gives the success score. Goals are set and
 * changed while the ratee is live (has an open period): a goal belongs to the period it was set
 * in, and one from an earlier period can still be scored in the next.
 */

type Viewer = GoalCreator;

const NOT_LIVE = 'team-survey.problems.goals_not_live';
const CREATOR_ONLY = 'team-survey.problems.goal_creator_only';
const MANAGER_SCORES = 'team-survey.problems.goal_score_manager_only';

/** The ratee, and whether the caller is their manager or the ratee; anyone else is a 404. */
async function goalAccess(ctx: ActorContext, rateeId: number) {
  const access = await rateeAccess(ctx, rateeId);
  if (access.isManager) return { ratee: access.ratee, viewer: 'manager' as Viewer };
  if (access.isSelf) return { ratee: access.ratee, viewer: 'ratee' as Viewer };
  throw new NotFound();
}

/** Who set a goal: the ratee's own account, or else a manager (a former one's account may be gone). */
const creatorOf = (row: GoalRow, ratee: RateeRow): GoalCreator =>
  row.createdByUserId === ratee.userId ? 'ratee' : 'manager';

function toGoal(row: GoalRow, ratee: RateeRow): TsGoal {
  return {
    id: row.id,
    reviewId: row.reviewId,
    title: row.title,
    smart: {
      specific: row.specific,
      measurable: row.measurable,
      achievable: row.achievable,
      relevant: row.relevant,
      timeBound: row.timeBound,
    },
    goal: row.goal,
    manager_input: row.managerInput,
    your_input: row.rateeInput,
    success_score: row.successScore,
    createdBy: creatorOf(row, ratee),
    timeCreated: row.createdAt.toISOString(),
    timeUpdated: row.updatedAt.toISOString(),
  };
}

async function requireLive(ctx: ActorContext, ratee: RateeRow) {
  const review = ratee.isLive ? await findOpenReview(ctx.db, ratee.id) : null;
  if (!review) throw new RefusedChange(NOT_LIVE);
}

/** The sender's own input goes to their own column. */
const inputColumn = (viewer: Viewer) => (viewer === 'manager' ? 'managerInput' : 'rateeInput');

/** GET /ts/{rateeId}/goals/: every goal of the ratee, newest first. */
export async function listGoals(ctx: ActorContext, rateeId: number): Promise<TsGoal[]> {
  const { ratee } = await goalAccess(ctx, rateeId);
  return (await listGoalsOfRatee(ctx.db, ratee.id)).map((row) => toGoal(row, ratee));
}

/** GET /ts/{rateeId}/goals/{goalId}/. */
export async function getGoal(ctx: ActorContext, rateeId: number, goalId: number) {
  const { ratee } = await goalAccess(ctx, rateeId);
  const row = await findGoal(ctx.db, ratee.id, goalId);
  if (!row) throw new NotFound();
  return toGoal(row, ratee);
}

/** POST /ts/{rateeId}/goals/add/: set by the manager or the ratee, in the open period. */
export async function addGoal(
  ctx: ActorContext,
  rateeId: number,
  body: TsAddGoalBody,
): Promise<TsGoal> {
  const { ratee, viewer } = await goalAccess(ctx, rateeId);
  const { goal } = body;
  if (viewer !== 'manager' && goal.successScore !== undefined) {
    throw new Validation({ 'goal.successScore': [MANAGER_SCORES] });
  }
  await requireLive(ctx, ratee);
  const row = await ctx.db.transaction(async (tx) => {
    const reviewId = await lockOpenReviewId(tx, ratee.id);
    if (reviewId === null) throw new RefusedChange(NOT_LIVE);
    return insertGoal(tx, {
      rateeId: ratee.id,
      reviewId,
      title: goal.title,
      specific: goal.smart.specific ?? '',
      measurable: goal.smart.measurable ?? '',
      achievable: goal.smart.achievable ?? '',
      relevant: goal.smart.relevant ?? '',
      timeBound: goal.smart.timeBound ?? '',
      goal: goal.goal,
      [inputColumn(viewer)]: goal.input ?? '',
      successScore: goal.successScore ?? null,
      createdByUserId: ctx.actor.user.id,
    });
  });
  return toGoal(row, ratee);
}

/** The fields of an update the viewer may not change, each with the reason. */
function refusedFields(body: TsUpdateGoalBody, viewer: Viewer, creator: GoalCreator) {
  const { goal } = body;
  const errors: FieldErrors = {};
  if (viewer !== creator) {
    if (goal.title !== undefined) errors['goal.title'] = [CREATOR_ONLY];
    for (const letter of SMART_LETTERS) {
      if (goal.smart?.[letter] !== undefined) errors[`goal.smart.${letter}`] = [CREATOR_ONLY];
    }
    if (goal.goal !== undefined) errors['goal.goal'] = [CREATOR_ONLY];
  }
  if (viewer !== 'manager' && goal.successScore !== undefined) {
    errors['goal.successScore'] = [MANAGER_SCORES];
  }
  return errors;
}

/**
 * PUT /ts/{rateeId}/goals/{goalId}/: only the fields sent change. A field the sender may not
 * change is a 400 on that field, and then nothing is written.
 */
export async function changeGoal(
  ctx: ActorContext,
  rateeId: number,
  goalId: number,
  body: TsUpdateGoalBody,
): Promise<TsGoal> {
  const { ratee, viewer } = await goalAccess(ctx, rateeId);
  const current = await findGoal(ctx.db, ratee.id, goalId);
  if (!current) throw new NotFound();
  const refused = refusedFields(body, viewer, creatorOf(current, ratee));
  if (Object.keys(refused).length > 0) throw new Validation(refused);
  await requireLive(ctx, ratee);
  const { goal } = body;
  const changes: GoalChanges = {};
  if (goal.title !== undefined) changes.title = goal.title;
  for (const letter of SMART_LETTERS) {
    const value = goal.smart?.[letter];
    if (value !== undefined) changes[letter] = value;
  }
  if (goal.goal !== undefined) changes.goal = goal.goal;
  if (goal.input !== undefined) changes[inputColumn(viewer)] = goal.input;
  if (goal.successScore !== undefined) changes.successScore = goal.successScore;
  if (Object.keys(changes).length === 0) return toGoal(current, ratee);
  const row = await updateGoal(ctx.db, ratee.id, goalId, changes);
  if (!row) throw new NotFound();
  return toGoal(row, ratee);
}
