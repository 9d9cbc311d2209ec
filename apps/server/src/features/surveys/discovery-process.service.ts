import type { DP_PARTS, DpProgressResponse } from '@portal/shared/surveys';
import { personChangesOf } from '../../db/person-changes.ts';
import { surveyUsers } from '../../db/schema/surveys.ts';
import { Forbidden } from '../../lib/errors.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { isUniqueViolation } from '../accounts/registration.service.ts';
import { completeDpIfDone } from './completion.service.ts';
import { ownedSurveyUser } from './survey-users.service.ts';
import { listDpParts, listPartSurveyUsers } from './surveys.queries.ts';

type DpPart = (typeof DP_PARTS)[number];

/**
 * GET /dp/survey/user/{id}/progress/: which part comes next (eq, then values, then behaviours).
 * The next part's taking is made here, authorised as its discovery process is.
 */
export async function getDpProgress(
  ctx: ActorContext,
  dpSurveyUserId: number,
): Promise<DpProgressResponse> {
  const { surveyUser: parent, survey } = await ownedSurveyUser(ctx, 'dp', dpSurveyUserId);
  if (!parent.isAuthorized) throw new Forbidden('surveys.not_authorized');
  const parts = await listDpParts(ctx.db, survey.id);
  let takings = await listPartSurveyUsers(ctx.db, parent.id);
  const done = (surveyId: number) =>
    takings.some((t) => t.surveyId === surveyId && t.timeCompleted);
  const partsCompleted = parts.filter((p) => done(p.survey.id)).length;
  const next = parts.find((p) => !done(p.survey.id));
  if (!next) {
    await completeDpIfDone(ctx.db, parent.id);
    // A read that writes: told here, as the server tells a person's writes (decision 037).
    personChangesOf(ctx.db).changed(ctx.actor.user.id);
    return {
      isCompleted: true,
      nextSurveyPart: null,
      partsCompleted,
      resiliency: survey.resiliencyEnabled,
    };
  }
  let taking = takings.find((t) => t.surveyId === next.survey.id);
  if (!taking) {
    try {
      [taking] = await ctx.db
        .insert(surveyUsers)
        .values({
          surveyId: next.survey.id,
          userId: ctx.actor.user.id,
          dpSurveyUserId: parent.id,
          isAuthorized: true,
        })
        .returning();
      personChangesOf(ctx.db).changed(ctx.actor.user.id);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      takings = await listPartSurveyUsers(ctx.db, parent.id);
      taking = takings.find((t) => t.surveyId === next.survey.id);
    }
  }
  return {
    isCompleted: parent.timeCompleted !== null,
    nextSurveyPart: {
      id: next.survey.id,
      product: next.survey.product as DpPart,
      surveyUserId: taking!.id,
    },
    partsCompleted,
    resiliency: survey.resiliencyEnabled,
  };
}
