import type { ApiProduct, ProgressResponse } from '@portal/shared/surveys';
import type { Db } from '../../db/client.ts';
import { AppError, NotFound } from '../../lib/errors.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { finishTakingIfDone } from './completion.service.ts';
import { nextSectionId, questionnaireStructure } from './questionnaire-structure.ts';
import { findSurveyUser, submittedSectionIds } from './surveys.queries.ts';
import { findTakingToAnswer } from './taking.queries.ts';

/** Sections done and the next one, from the cached questionnaire shape. */
export async function sectionProgress(db: Db, questionnaireId: number, surveyUserId: number) {
  const [structure, submitted] = await Promise.all([
    questionnaireStructure(db, questionnaireId),
    submittedSectionIds(db, surveyUserId),
  ]);
  return { total: structure.sections.length, submitted, next: nextSectionId(structure, submitted) };
}

/** GET /{product}/survey/user/{id}/progress/ (platform §7; a dp survey has its own call). */
export async function getProgress(
  ctx: ActorContext,
  product: ApiProduct,
  surveyUserId: number,
): Promise<ProgressResponse> {
  if (product === 'dp') throw new AppError(400, 'surveys.dp_use_other_method');
  // One prepared query for the taking and its submitted sections (issue 14).
  const taking = await findTakingToAnswer(ctx.db, surveyUserId);
  if (!taking || taking.userId !== ctx.actor.user.id || taking.product !== product) {
    throw new NotFound();
  }
  if (!taking.questionnaireId) throw new NotFound();
  const structure = await questionnaireStructure(ctx.db, taking.questionnaireId);
  const submitted = new Set(taking.submitted);
  const total = structure.sections.length;
  const next = nextSectionId(structure, submitted);
  // The next read of a taking finishes it when a crash left it answered but unfinished (issue 8).
  if (next === null) await finishTakingIfDone(ctx.db, taking.id);
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
