import type {
  ApiProduct,
  IpulseSubmitBody,
  RankingProduct,
  RankingSubmitBody,
  SubmitResponse,
} from '@portal/shared/surveys';
import { AppError, Forbidden, NotFound, Validation } from '../../lib/errors.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { completeSurveyUser } from './completion.service.ts';
import { parentOf } from './progress.service.ts';
import {
  nextSectionId,
  type QuestionnaireStructure,
  questionnaireStructure,
} from './questionnaire-structure.ts';
import { assertSurveyOpen } from './survey-dates.ts';
import { ownedSurveyUser } from './survey-users.service.ts';
import { submittedSectionIds } from './surveys.queries.ts';
import { claimSection, insertAnswers, touchSurveyUser } from './taking.queries.ts';

interface Answer {
  statementId: number;
  score?: number;
}

/** A taking that may be answered: owned, paid for, and (it or its discovery process) open. */
async function answerableSurveyUser(ctx: ActorContext, product: ApiProduct, surveyUserId: number) {
  const found = await ownedSurveyUser(ctx, product, surveyUserId);
  const parent = await parentOf(ctx.db, found.surveyUser.dpSurveyUserId);
  if (!found.surveyUser.isAuthorized || (parent && !parent.surveyUser.isAuthorized)) {
    throw new Forbidden('surveys.not_authorized');
  }
  if (!found.survey.questionnaireId) throw new NotFound();
  return { ...found, parent, questionnaireId: found.survey.questionnaireId };
}

/**
 * Finds the one section a submit is about and checks it holds every statement of that section
 * exactly once (issue 3). Field errors name what is wrong.
 */
function sectionOfSubmit(structure: QuestionnaireStructure, given: Answer[]): number {
  const ids = given.map((a) => a.statementId);
  if (new Set(ids).size !== ids.length)
    throw new Validation({ statements: ['surveys.statements_duplicated'] });
  const sectionIds = new Set(ids.map((id) => structure.sectionOfStatement.get(id)));
  const [sectionId] = sectionIds;
  if (sectionIds.size !== 1 || sectionId === undefined) {
    throw new Validation({ statements: ['surveys.statements_foreign'] });
  }
  const section = structure.sections.find((s) => s.id === sectionId);
  if (section?.statementIds.size !== ids.length)
    throw new Validation({ statements: ['surveys.statements_missing'] });
  return sectionId;
}

async function submitSection(
  ctx: ActorContext,
  product: ApiProduct,
  surveyUserId: number,
  given: Answer[],
  toRow: (a: Answer, index: number) => { rank?: number | null; score?: number | null },
): Promise<SubmitResponse> {
  const taking = await answerableSurveyUser(ctx, product, surveyUserId);
  const [structure, submitted] = await Promise.all([
    questionnaireStructure(ctx.db, taking.questionnaireId),
    submittedSectionIds(ctx.db, surveyUserId),
  ]);
  const sectionId = sectionOfSubmit(structure, given);
  if (submitted.has(sectionId)) {
    // The same section again: nothing stored, the same answer as the first time.
    return { nextSection: nextSectionId(structure, submitted) };
  }
  if (taking.surveyUser.timeCompleted) throw new AppError(400, 'surveys.already_completed');
  assertSurveyOpen(taking.parent?.survey ?? taking.survey);
  if (nextSectionId(structure, submitted) !== sectionId) {
    throw new Validation({ statements: ['surveys.section_out_of_order'] });
  }

  const claimed = await ctx.db.transaction(async (tx) => {
    if (!(await claimSection(tx, surveyUserId, sectionId))) return false; // a twin submit won
    await insertAnswers(
      tx,
      given.map((a, i) => ({ surveyUserId, statementId: a.statementId, ...toRow(a, i) })),
    );
    return true;
  });
  const after = claimed
    ? new Set([...submitted, sectionId])
    : await submittedSectionIds(ctx.db, surveyUserId);
  const next = nextSectionId(structure, after);
  // iPulse completes with its comment; the ranking products with their last section.
  if (claimed && next === null && product !== 'ipulse')
    await completeSurveyUser(ctx.db, surveyUserId);
  else if (claimed) await touchSurveyUser(ctx.db, surveyUserId);
  return { nextSection: next };
}

/** PATCH /{product}/survey/user/{id}/submit/: the whole section in rank order. */
export function submitRanking(
  ctx: ActorContext,
  product: RankingProduct,
  surveyUserId: number,
  body: RankingSubmitBody,
): Promise<SubmitResponse> {
  return submitSection(ctx, product, surveyUserId, body.statements, (_a, i) => ({ rank: i + 1 }));
}

/** PATCH /ipulse/survey/user/{id}/submit/: a score from 1 to 4 per statement. */
export function submitIpulse(
  ctx: ActorContext,
  surveyUserId: number,
  body: IpulseSubmitBody,
): Promise<SubmitResponse> {
  return submitSection(ctx, 'ipulse', surveyUserId, body.statements, (a) => ({
    score: a.score ?? null,
  }));
}

export { answerableSurveyUser };
