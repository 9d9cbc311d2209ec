import type { ApiProduct, ProgressResponse } from '@portal/shared/surveys';
import type { Db } from '../../db/client.ts';
import { personCacheOf } from '../../db/person-cache.ts';
import { personChangesOf } from '../../db/person-changes.ts';
import { AppError, NotFound } from '../../lib/errors.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { finishTakingIfDone } from './completion.service.ts';
import { nextSectionId, questionnaireStructure } from './questionnaire-structure.ts';
import { findSurveyUser } from './surveys.queries.ts';
import { findTakingToAnswer } from './taking.queries.ts';

/**
 * The caller's own taking of `product`, with the sections submitted: one prepared query (issue
 * 14). Anyone else's taking, or one of another product, is a 404 like one that does not exist
 * (issue 3).
 */
export async function ownTaking(
  ctx: ActorContext,
  product: ApiProduct,
  surveyUserId: number,
  read: typeof findTakingToAnswer = findTakingToAnswer,
) {
  const taking = await read(ctx.db, surveyUserId);
  if (!taking || taking.userId !== ctx.actor.user.id || taking.product !== product) {
    throw new NotFound();
  }
  return taking;
}

/**
 * The taking as the person's progress shows it, kept until their view changes (decision 037):
 * the web reads it after every page. A submit reads it afresh (ownTaking).
 */
function keptTaking(ctx: ActorContext) {
  return (db: Db, surveyUserId: number) =>
    personCacheOf(db).get(ctx.actor.user.id, `taking:${surveyUserId}`, () =>
      findTakingToAnswer(db, surveyUserId),
    );
}

/** GET /{product}/survey/user/{id}/progress/ (platform §7; a dp survey has its own call). */
export async function getProgress(
  ctx: ActorContext,
  product: ApiProduct,
  surveyUserId: number,
): Promise<ProgressResponse> {
  if (product === 'dp') throw new AppError(400, 'surveys.dp_use_other_method');
  const taking = await ownTaking(ctx, product, surveyUserId, keptTaking(ctx));
  if (!taking.questionnaireId) throw new NotFound();
  const structure = await questionnaireStructure(ctx.db, taking.questionnaireId);
  const submitted = new Set(taking.submitted);
  const total = structure.sections.length;
  const next = nextSectionId(structure, submitted);
  // The next read of a taking finishes it when a crash left it answered but unfinished (issue 8).
  if (next === null && !(taking.timeCompleted && taking.hasResult)) {
    await finishTakingIfDone(ctx.db, taking.id);
    // A read that writes: told here, as the server tells a person's writes (decision 037).
    personChangesOf(ctx.db).changed(ctx.actor.user.id);
  }
  return {
    nextSection: next,
    completedSections: submitted.size,
    totalSections: total,
  };
}

/** The discovery-process parent of a part, when it is one. */
export async function parentOf(db: Db, dpSurveyUserId: number | null) {
  return dpSurveyUserId ? findSurveyUser(db, dpSurveyUserId) : null;
}
