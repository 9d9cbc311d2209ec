import type { IcoachQuestion, IcoachScoreBody, IcoachScoreResponse } from '@portal/shared/icoach';
import { eq } from 'drizzle-orm';
import { icoachStepCompletions, icoachTestAttempts, icoachUsers } from '../../db/schema/icoach.ts';
import { AppError, NotFound, Validation } from '../../lib/errors.ts';
import { enforceCostlyLimit } from '../../lib/limits.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { pick } from '../surveys/localised.ts';
import {
  findCourseAccessById,
  findLatestAttempt,
  findLearnerInCourse,
  findSkillById,
  findSkillInCourse,
  findTestStep,
  listQuestionsWithOptions,
} from './icoach.queries.ts';
import { assertCourseReachable, type Learning, requireOwnLearner } from './learner-access.ts';
import { scoreAnswers } from './scoring.ts';

/** The signed-in person's learning in the course a skill belongs to (404 when they have none). */
async function learningOfSkill(ctx: ActorContext, skillId: number): Promise<Learning> {
  const skill = await findSkillById(ctx.db, skillId);
  if (!skill) throw new NotFound();
  const course = await assertCourseReachable(
    ctx,
    await findCourseAccessById(ctx.db, skill.courseId),
  );
  const learner = await findLearnerInCourse(ctx.db, course.id, ctx.actor.user.id);
  if (!learner) throw new NotFound();
  return { learner, course };
}

/** GET /icoach/question/{skillId}: the test's questions and options, without which is correct. */
export async function listQuestions(ctx: ActorContext, skillId: number): Promise<IcoachQuestion[]> {
  const { course } = await learningOfSkill(ctx, skillId);
  const step = await findTestStep(ctx.db, skillId);
  if (!step) return [];
  const fallback = course.defaultLanguage;
  return (await listQuestionsWithOptions(ctx.db, step.id)).map((q) => ({
    id: q.id,
    name: pick(q.texts, ctx.locale, fallback),
    icoachSkillQuestionOptions: q.options.map((o) => ({
      id: o.id,
      name: pick(o.texts, ctx.locale, fallback),
    })),
  }));
}

/** GET /icoach/score/{skillId}/{icoachUserId}: the latest score; 404 before the first try. */
export async function getScore(
  ctx: ActorContext,
  skillId: number,
  icoachUserId: number,
): Promise<IcoachScoreResponse> {
  const { learner, course } = await requireOwnLearner(ctx, icoachUserId);
  if (!(await findSkillInCourse(ctx.db, course.id, skillId))) throw new NotFound();
  const attempt = await findLatestAttempt(ctx.db, learner.id, skillId);
  if (!attempt) throw new NotFound();
  return attempt;
}

/**
 * POST /icoach/score/create/: scores the answers against the stored correct options (the browser
 * sends choices, never a score), keeps the attempt and marks the test step completed, in one
 * transaction. Every question needs an answer ('This field is required' on each one missing).
 */
export async function createScore(
  ctx: ActorContext,
  body: IcoachScoreBody,
): Promise<IcoachScoreResponse> {
  const { learner, course } = await requireOwnLearner(ctx, body.icoachUserId);
  const skill = await findSkillInCourse(ctx.db, course.id, body.skillId);
  if (!skill) throw new NotFound();
  const step = await findTestStep(ctx.db, skill.id);
  if (!step) throw new AppError(400, 'icoach.problems.comment_step_only');
  const questions = await listQuestionsWithOptions(ctx.db, step.id);
  const scored = scoreAnswers(questions, body.answers);
  if (!scored.ok) throw new Validation(scored.errors);
  await enforceCostlyLimit(ctx, 'test', ctx.actor.user.id);
  return ctx.db.transaction(async (tx) => {
    const [attempt] = await tx
      .insert(icoachTestAttempts)
      .values({
        icoachUserId: learner.id,
        skillId: skill.id,
        score: scored.score,
        answers: scored.answers,
      })
      .returning({ id: icoachTestAttempts.id, score: icoachTestAttempts.score });
    await tx
      .insert(icoachStepCompletions)
      .values({ icoachUserId: learner.id, stepId: step.id })
      .onConflictDoNothing();
    await tx
      .update(icoachUsers)
      .set({ lastReviewedAt: new Date() })
      .where(eq(icoachUsers.id, learner.id));
    if (!attempt) throw new Error('attempt insert returned nothing');
    return attempt;
  });
}
