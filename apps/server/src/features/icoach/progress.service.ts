import type {
  IcoachCategorySkill,
  IcoachDashboardResponse,
  IcoachSkillResponse,
} from '@portal/shared/icoach';
import type { Locale } from '@portal/shared/locales';
import { and, eq, sql } from 'drizzle-orm';
import { personCacheOf } from '../../db/person-cache.ts';
import { icoachSkillCompletions, icoachSkills, icoachUsers } from '../../db/schema/icoach.ts';
import { AppError, NotFound } from '../../lib/errors.ts';
import { sanitizeStoredHtml } from '../../lib/safe-html.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { pick } from '../surveys/localised.ts';
import { today } from '../surveys/survey-dates.ts';
import {
  findLatestAttempt,
  findOwnLearner,
  findSkillInCourse,
  findTestStep,
  listReachableSkillsOfCategory,
  listSkillProgress,
  listStepProgress,
  type SkillProgressRow,
} from './icoach.queries.ts';
import {
  assertCourseReachable,
  requireLearnerByCode,
  requireOwnLearner,
} from './learner-access.ts';

function toCategorySkill(row: SkillProgressRow, locale: Locale, fallback: string) {
  return {
    id: row.id,
    category: row.category,
    name: pick(row.names, locale, fallback),
    completed: Number(row.completed),
    total: Number(row.total),
    isCompleted: row.is_completed,
  } satisfies IcoachCategorySkill;
}

/** GET /icoach/dashboard/{courseId}/{icoachUserId}: the course's skills by category. */
export async function getIcoachDashboard(
  ctx: ActorContext,
  courseId: number,
  icoachUserId: number,
): Promise<IcoachDashboardResponse> {
  // The learner, its course and the skills' progress are kept until the person's view changes
  // (decision 037); whether the course may be opened today is decided afresh on every call.
  const { found, skills } = await personCacheOf(ctx.db).get(
    ctx.actor.user.id,
    `icoach-dashboard:${icoachUserId}`,
    async () => {
      const found = await findOwnLearner(ctx.db, icoachUserId, ctx.actor.user.id);
      const skills = found
        ? await listSkillProgress(ctx.db, found.course.id, found.learner.id)
        : [];
      return { found, skills };
    },
  );
  if (!found) throw new NotFound();
  const course = await assertCourseReachable(ctx, found.course);
  if (course.id !== courseId) throw new NotFound();
  const out: IcoachDashboardResponse = { '1': [], '2': [], '3': [] };
  for (const row of skills) {
    const list = out[String(row.category) as '1' | '2' | '3'];
    list?.push(toCategorySkill(row, ctx.locale, course.defaultLanguage));
  }
  return out;
}

/** GET icoach/skill/category/{courseId}/{icoachUserId}/{category}: one category's skills. */
export async function getCategorySkills(
  ctx: ActorContext,
  courseId: number,
  icoachUserId: number,
  category: number,
): Promise<IcoachCategorySkill[]> {
  const { learner, course } = await requireOwnLearner(ctx, icoachUserId);
  if (course.id !== courseId) throw new NotFound();
  const rows = await listSkillProgress(ctx.db, course.id, learner.id, { category });
  return rows.map((row) => toCategorySkill(row, ctx.locale, course.defaultLanguage));
}

/** GET /icoach/skill/category/{categoryId}/skills/: the category's skills in the person's courses. */
export async function listCategorySkillNames(ctx: ActorContext, category: number) {
  const rows = await listReachableSkillsOfCategory(ctx.db, ctx.actor.user.id, category, today());
  return rows.map((row) => ({
    id: row.id,
    name: pick(row.names, ctx.locale, row.default_language),
    category: row.category,
    icoachCourseId: row.course_id,
  }));
}

/** GET /icoach/skill/{accessCode}/{skillId}: the skill with its steps and the learner's progress. */
export async function getSkill(
  ctx: ActorContext,
  accessCode: string,
  skillId: number,
): Promise<IcoachSkillResponse> {
  const { learner, course } = await requireLearnerByCode(ctx, accessCode);
  const skill = await findSkillInCourse(ctx.db, course.id, skillId);
  if (!skill) throw new NotFound();
  const [progress] = await listSkillProgress(ctx.db, course.id, learner.id, {
    skillId: skill.id,
  });
  if (!progress) throw new NotFound();
  const steps = await listStepProgress(ctx.db, skill.id, learner.id);
  const fallback = course.defaultLanguage;
  return {
    ...toCategorySkill(progress, ctx.locale, fallback),
    icoachSkillContents: steps.map((step) => ({
      id: step.id,
      position: step.position,
      content: sanitizeStoredHtml(pick(step.contents, ctx.locale, fallback)),
      isCompleted: step.is_completed,
      icoachSkillArea: { title: pick(step.titles, ctx.locale, fallback), isTest: step.is_test },
    })),
  };
}

/**
 * POST /icoach/skill/complete/: moving past a skill's last step completes it (platform spec §4);
 * a skill with a test needs the test taken first. Completing the course's last skill completes the
 * course, in the same transaction.
 */
export async function completeSkill(
  ctx: ActorContext,
  icoachUserId: number,
  skillId: number,
): Promise<{ skillCompleted: true; courseCompleted: boolean }> {
  const { learner, course } = await requireOwnLearner(ctx, icoachUserId);
  const skill = await findSkillInCourse(ctx.db, course.id, skillId);
  if (!skill) throw new NotFound();
  if (
    (await findTestStep(ctx.db, skill.id)) &&
    !(await findLatestAttempt(ctx.db, learner.id, skill.id))
  ) {
    throw new AppError(400, 'icoach.problems.test_required');
  }
  return ctx.db.transaction(async (tx) => {
    await tx
      .insert(icoachSkillCompletions)
      .values({ icoachUserId: learner.id, skillId: skill.id })
      .onConflictDoNothing();
    const [counts] = await tx
      .select({
        skills: sql<number>`count(*)`,
        done: sql<number>`count(${icoachSkillCompletions.skillId})`,
      })
      .from(icoachSkills)
      .leftJoin(
        icoachSkillCompletions,
        and(
          eq(icoachSkillCompletions.skillId, icoachSkills.id),
          eq(icoachSkillCompletions.icoachUserId, learner.id),
        ),
      )
      .where(eq(icoachSkills.courseId, course.id));
    const courseCompleted = Number(counts?.done) === Number(counts?.skills);
    // The first completion of the last skill dates the course's completion; later ones keep it.
    await tx
      .update(icoachUsers)
      .set({
        lastReviewedAt: new Date(),
        ...(courseCompleted
          ? { timeCompleted: sql`coalesce(${icoachUsers.timeCompleted}, now())` }
          : {}),
      })
      .where(eq(icoachUsers.id, learner.id));
    return { skillCompleted: true as const, courseCompleted };
  });
}
