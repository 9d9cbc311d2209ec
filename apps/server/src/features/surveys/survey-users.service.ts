import type {
  ApiProduct,
  SurveyUserLookupBody,
  SurveyUserRecordResponse,
  SurveyUserResponse,
} from '@portal/shared/surveys';
import { eq } from 'drizzle-orm';
import { surveyUsers } from '../../db/schema/surveys.ts';
import { AppError, NotFound } from '../../lib/errors.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { isUniqueViolation } from '../accounts/registration.service.ts';
import { assertSurveyOpen } from './survey-dates.ts';
import { toSurveyInfo } from './survey-info.service.ts';
import {
  findCompletedSurveyUser,
  findOpenSurveyUser,
  findSurveyUser,
  listPartSurveyUsers,
  type SurveyUserRow,
} from './surveys.queries.ts';
import { findTakingToStart } from './taking.queries.ts';

export function toSurveyUserResponse(row: SurveyUserRow): SurveyUserResponse {
  return {
    surveyUserId: row.id,
    isAuthorized: row.isAuthorized,
    isCompleted: row.timeCompleted !== null,
  };
}

/**
 * The survey a lookup names, with the caller's open taking and whether they completed one (one
 * round trip, issue 14): its id, product and access code must all agree, else 404.
 */
async function takingToStart(ctx: ActorContext, product: ApiProduct, body: SurveyUserLookupBody) {
  const found = await findTakingToStart(ctx.db, product, body.surveyId, ctx.actor.user.id);
  if (!found || found.accessCode !== body.accessCode) throw new NotFound();
  return found;
}

function openTakingResponse(open: { id: number; isAuthorized: boolean }): SurveyUserResponse {
  return { surveyUserId: open.id, isAuthorized: open.isAuthorized, isCompleted: false };
}

/** POST /{product}/survey/user/get/: the person's open taking, or 404 (platform §7). */
export async function getSurveyUser(
  ctx: ActorContext,
  product: ApiProduct,
  body: SurveyUserLookupBody,
) {
  const { open } = await takingToStart(ctx, product, body);
  if (!open) throw new NotFound();
  await ctx.db
    .update(surveyUsers)
    .set({ lastReviewedAt: new Date() })
    .where(eq(surveyUsers.id, open.id));
  return openTakingResponse(open);
}

/** POST /{product}/survey/completed/user/get/: the person's completed taking, or 404. */
export async function getCompletedSurveyUser(
  ctx: ActorContext,
  product: ApiProduct,
  body: SurveyUserLookupBody,
) {
  const survey = await takingToStart(ctx, product, body);
  const row = survey.hasCompleted
    ? await findCompletedSurveyUser(ctx.db, survey.surveyId, ctx.actor.user.id)
    : null;
  if (!row) throw new NotFound();
  return toSurveyUserResponse(row);
}

/**
 * POST /{product}/survey/user/create/. Checks the dates and, for a survey without unlimited
 * access, that the person has not completed it. A paid survey's taking starts unauthorised
 * until it is paid for. Asking again while one is open answers the open one. Two round trips:
 * the checks, then the insert (issue 14).
 */
export async function createSurveyUser(
  ctx: ActorContext,
  product: ApiProduct,
  body: SurveyUserLookupBody,
) {
  const survey = await takingToStart(ctx, product, body);
  if (survey.open) return openTakingResponse(survey.open);
  assertSurveyOpen(survey);
  if (!survey.isUnlimitedAccess && survey.hasCompleted) {
    throw new AppError(400, 'surveys.already_completed');
  }
  try {
    const [row] = await ctx.db
      .insert(surveyUsers)
      .values({
        surveyId: survey.surveyId,
        userId: ctx.actor.user.id,
        isAuthorized: survey.pricePence <= 0,
      })
      .returning();
    return toSurveyUserResponse(row!);
  } catch (error) {
    // Two creates at once: the partial unique index keeps one; answer it.
    if (!isUniqueViolation(error)) throw error;
    const existing = await findOpenSurveyUser(ctx.db, survey.surveyId, ctx.actor.user.id);
    if (!existing) throw error;
    return toSurveyUserResponse(existing);
  }
}

/**
 * A survey user of the caller for this product, or 404: someone else's is indistinguishable
 * from one that does not exist (issue 3).
 */
export async function ownedSurveyUser(
  ctx: ActorContext,
  product: ApiProduct,
  surveyUserId: number,
) {
  const found = await findSurveyUser(ctx.db, surveyUserId);
  if (!found || found.surveyUser.userId !== ctx.actor.user.id || found.survey.product !== product) {
    throw new NotFound();
  }
  return found;
}

/**
 * GET /{product}/survey/user/{id}/ (issue 9): the caller's taking as the browser's local record
 * holds it, so a section address opened without that record (a bookmark, another device, cleared
 * storage) rebuilds it. Anyone else's taking is a 404, as in ownedSurveyUser.
 */
export async function getSurveyUserRecord(
  ctx: ActorContext,
  product: ApiProduct,
  surveyUserId: number,
): Promise<SurveyUserRecordResponse> {
  const { surveyUser, survey } = await ownedSurveyUser(ctx, product, surveyUserId);
  const children = product === 'dp' ? await findChildren(ctx, surveyUser.id) : [];
  return {
    surveyUserId: surveyUser.id,
    surveyId: survey.id,
    accessCode: survey.accessCode,
    product,
    title: toSurveyInfo(survey, null, ctx.locale).survey.title,
    dpSurveyId: surveyUser.dpSurveyUserId,
    dpChildSurveys: children,
    isAuthorized: surveyUser.isAuthorized,
    isCompleted: surveyUser.timeCompleted !== null,
  };
}

/** A discovery process's part takings as the local record names them ('eq_45'). */
async function findChildren(ctx: ActorContext, dpSurveyUserId: number): Promise<string[]> {
  const takings = await listPartSurveyUsers(ctx.db, dpSurveyUserId);
  const parts = await Promise.all(takings.map((t) => findSurveyUser(ctx.db, t.id)));
  return parts
    .filter((p): p is NonNullable<typeof p> => p !== null)
    .sort((a, b) => a.surveyUser.id - b.surveyUser.id)
    .map((p) => `${p.survey.product}_${p.surveyUser.id}`);
}
