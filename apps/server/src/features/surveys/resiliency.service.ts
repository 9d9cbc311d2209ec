import type {
  ResiliencyQuestionsResponse,
  ResiliencyResponsesBody,
  ResiliencyStatusResponse,
} from '@portal/shared/surveys';
import { asc, count, eq } from 'drizzle-orm';
import { resiliencyQuestions, resiliencyResponses } from '../../db/schema/surveys.ts';
import { AppError, Validation } from '../../lib/errors.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { RESILIENCY_SCALE } from './data/resiliency-questions.ts';
import { pick } from './localised.ts';
import { ownedSurveyUser } from './survey-users.service.ts';

async function answeredCount(ctx: ActorContext, dpSurveyUserId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(resiliencyResponses)
    .where(eq(resiliencyResponses.dpSurveyUserId, dpSurveyUserId));
  return Number(row?.n ?? 0);
}

/** GET /survey/info/{dpSurveyUserId}/resiliency: whether this discovery process asks it. */
export async function getResiliencyStatus(
  ctx: ActorContext,
  dpSurveyUserId: number,
): Promise<ResiliencyStatusResponse> {
  const { survey } = await ownedSurveyUser(ctx, 'dp', dpSurveyUserId);
  return {
    resiliencyStatus: survey.resiliencyEnabled,
    dpSurveyUserId,
    answered: (await answeredCount(ctx, dpSurveyUserId)) > 0,
  };
}

/** GET /survey/info/resiliencyQuestions: the questions and the 1-5 scale, in the caller's language. */
export async function getResiliencyQuestions(
  ctx: ActorContext,
): Promise<ResiliencyQuestionsResponse> {
  const rows = await ctx.db
    .select()
    .from(resiliencyQuestions)
    .orderBy(asc(resiliencyQuestions.position));
  return {
    resiliencyQuestions: rows.map((q) => ({
      id: q.id,
      position: q.position,
      question: pick(q.texts, ctx.locale),
    })),
    scale: RESILIENCY_SCALE.map((label) => pick(label, ctx.locale)),
  };
}

/**
 * POST /survey/resiliency/responses?surveyUserId={dpSurveyUserId}: one answer per question,
 * stored once; a second send changes nothing.
 */
export async function saveResiliencyResponses(
  ctx: ActorContext,
  dpSurveyUserId: number,
  body: ResiliencyResponsesBody,
): Promise<{ saved: boolean }> {
  const { surveyUser, survey } = await ownedSurveyUser(ctx, 'dp', dpSurveyUserId);
  if (!survey.resiliencyEnabled) throw new AppError(400, 'surveys.resiliency_not_enabled');
  if (!surveyUser.isAuthorized) throw new AppError(403, 'surveys.not_authorized');
  const questions = await ctx.db.select({ id: resiliencyQuestions.id }).from(resiliencyQuestions);
  const ids = body.responses.map((r) => r.questionId);
  const known = new Set(questions.map((q) => q.id));
  if (
    new Set(ids).size !== ids.length ||
    ids.some((id) => !known.has(id)) ||
    ids.length !== known.size
  ) {
    throw new Validation({ responses: ['surveys.resiliency_all_questions'] });
  }
  const inserted = await ctx.db
    .insert(resiliencyResponses)
    .values(
      body.responses.map((r) => ({ dpSurveyUserId, questionId: r.questionId, value: r.value })),
    )
    .onConflictDoNothing()
    .returning({ id: resiliencyResponses.questionId });
  return { saved: inserted.length > 0 };
}
