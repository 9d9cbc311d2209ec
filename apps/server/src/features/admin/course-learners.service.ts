import type { AdminListQuery } from '@portal/shared/admin';
import type {
  CommentVisibility,
  CourseComment,
  CourseCommentsResponse,
  CourseLearnersResponse,
  LearnerSort,
} from '@portal/shared/admin-courses';
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import {
  icoachComments,
  icoachCourses,
  icoachSkillCompletions,
  icoachSkills,
  icoachStepCompletions,
  icoachSteps,
  icoachTestAttempts,
  icoachUsers,
} from '../../db/schema/icoach.ts';
import { NotFound } from '../../lib/errors.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { pick } from '../surveys/localised.ts';
import { likeAny } from './courses.service.ts';

/*
 * One course's learners with their progress, and its comment moderation list (issue 13). Hiding
 * or showing a comment is the icoach feature's own audited route
 * (PUT /api/admin/icoach/comments/{id}/visibility); this lists what it acts on.
 */

type Page<T> = {
  items: T[];
  total: number;
  page: number;
  pageSize: CourseLearnersResponse['pageSize'];
};

async function courseOf(ctx: ActorContext, courseId: number) {
  const [course] = await ctx.db
    .select({ id: icoachCourses.id, defaultLanguage: icoachCourses.defaultLanguage })
    .from(icoachCourses)
    .where(eq(icoachCourses.id, courseId));
  if (!course) throw new NotFound();
  return course;
}

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

const personMatches = (pattern: string) =>
  sql`(${users.email} ilike ${pattern} or (${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern})`;

function pageOf<T>(query: AdminListQuery, items: T[], total: number): Page<T> {
  return { items, total, page: query.page, pageSize: query.pageSize as Page<T>['pageSize'] };
}

/** GET /admin/courses/{id}/learners: who began it, how far each is, and their test scores. */
export async function listCourseLearners(
  ctx: ActorContext,
  courseId: number,
  query: AdminListQuery,
): Promise<CourseLearnersResponse> {
  const course = await courseOf(ctx, courseId);
  const q = query.q?.trim();
  const where = and(eq(icoachUsers.courseId, courseId), q ? personMatches(likeAny(q)) : undefined);
  const stepsDone =
    sql<number>`(select count(*) from ${icoachStepCompletions} where ${icoachStepCompletions.icoachUserId} = ${icoachUsers.id})`.mapWith(
      Number,
    );
  const skillsDone =
    sql<number>`(select count(*) from ${icoachSkillCompletions} where ${icoachSkillCompletions.icoachUserId} = ${icoachUsers.id})`.mapWith(
      Number,
    );
  const dir = query.order === 'desc' || !query.sort ? desc : asc;
  const keys: Record<LearnerSort, SQL[]> = {
    name: [dir(sql`lower(${users.lastName})`), dir(sql`lower(${users.firstName})`)],
    started: [dir(icoachUsers.timeCreated)],
    progress: [dir(stepsDone)],
  };
  const order = keys[(query.sort as LearnerSort | undefined) ?? 'started'];
  const [rows, [counted], [totals]] = await Promise.all([
    ctx.db
      .select({
        icoachUserId: icoachUsers.id,
        userId: users.id,
        fullName,
        email: users.email,
        startedAt: icoachUsers.timeCreated,
        completedAt: icoachUsers.timeCompleted,
        stepsDone,
        skillsDone,
      })
      .from(icoachUsers)
      .innerJoin(users, eq(users.id, icoachUsers.userId))
      .where(where)
      .orderBy(...order, dir(icoachUsers.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(icoachUsers)
      .innerJoin(users, eq(users.id, icoachUsers.userId))
      .where(where),
    ctx.db
      .select({
        skills: sql<number>`count(distinct ${icoachSkills.id})`.mapWith(Number),
        steps: sql<number>`count(${icoachSteps.id})`.mapWith(Number),
      })
      .from(icoachSkills)
      .leftJoin(icoachSteps, eq(icoachSteps.skillId, icoachSkills.id))
      .where(eq(icoachSkills.courseId, courseId)),
  ]);
  const scores = await latestScores(
    ctx,
    rows.map((r) => r.icoachUserId),
    course.defaultLanguage,
  );
  return pageOf(
    query,
    rows.map((r) => ({
      icoachUserId: r.icoachUserId,
      person: { id: r.userId, fullName: r.fullName, email: r.email },
      startedAt: r.startedAt.toISOString(),
      stepsDone: r.stepsDone,
      stepsTotal: totals?.steps ?? 0,
      skillsCompleted: r.skillsDone,
      skillsTotal: totals?.skills ?? 0,
      testScores: scores.get(r.icoachUserId) ?? [],
      completedAt: r.completedAt ? r.completedAt.toISOString() : null,
    })),
    counted?.total ?? 0,
  );
}

/** Each learner's latest score per skill test (the stored score: progress.service). */
async function latestScores(ctx: ActorContext, learnerIds: number[], fallback: string) {
  const out = new Map<number, { skill: string; score: number }[]>();
  if (learnerIds.length === 0) return out;
  const rows = await ctx.db
    .selectDistinctOn([icoachTestAttempts.icoachUserId, icoachTestAttempts.skillId], {
      learner: icoachTestAttempts.icoachUserId,
      names: icoachSkills.names,
      score: icoachTestAttempts.score,
    })
    .from(icoachTestAttempts)
    .innerJoin(icoachSkills, eq(icoachSkills.id, icoachTestAttempts.skillId))
    .where(inArray(icoachTestAttempts.icoachUserId, learnerIds))
    .orderBy(
      icoachTestAttempts.icoachUserId,
      icoachTestAttempts.skillId,
      desc(icoachTestAttempts.id),
    );
  for (const row of rows) {
    const list = out.get(row.learner) ?? [];
    list.push({ skill: pick(row.names, ctx.locale, fallback), score: row.score });
    out.set(row.learner, list);
  }
  return out;
}

/** GET /admin/courses/{id}/comments: the moderation list, newest first unless told. */
export async function listCourseComments(
  ctx: ActorContext,
  courseId: number,
  query: AdminListQuery & { visibility: CommentVisibility },
): Promise<CourseCommentsResponse> {
  const course = await courseOf(ctx, courseId);
  const q = query.q?.trim();
  const pattern = q ? likeAny(q) : undefined;
  const where = and(
    eq(icoachSkills.courseId, courseId),
    query.visibility === 'hidden' ? isNotNull(icoachComments.hiddenAt) : undefined,
    query.visibility === 'shown' ? isNull(icoachComments.hiddenAt) : undefined,
    pattern
      ? sql`(${icoachComments.text} ilike ${pattern} or ${personMatches(pattern)})`
      : undefined,
  );
  const dir = query.order === 'asc' && query.sort ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({
        id: icoachComments.id,
        text: icoachComments.text,
        createdAt: icoachComments.createdAt,
        hiddenAt: icoachComments.hiddenAt,
        userId: users.id,
        fullName,
        email: users.email,
        skillNames: icoachSkills.names,
        stepNumber: icoachSteps.position,
        stepTitles: icoachSteps.titles,
      })
      .from(icoachComments)
      .innerJoin(icoachSteps, eq(icoachSteps.id, icoachComments.stepId))
      .innerJoin(icoachSkills, eq(icoachSkills.id, icoachSteps.skillId))
      .innerJoin(icoachUsers, eq(icoachUsers.id, icoachComments.icoachUserId))
      .innerJoin(users, eq(users.id, icoachUsers.userId))
      .where(where)
      .orderBy(dir(icoachComments.createdAt), dir(icoachComments.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(icoachComments)
      .innerJoin(icoachSteps, eq(icoachSteps.id, icoachComments.stepId))
      .innerJoin(icoachSkills, eq(icoachSkills.id, icoachSteps.skillId))
      .innerJoin(icoachUsers, eq(icoachUsers.id, icoachComments.icoachUserId))
      .innerJoin(users, eq(users.id, icoachUsers.userId))
      .where(where),
  ]);
  const fallback = course.defaultLanguage;
  return pageOf<CourseComment>(
    query,
    rows.map((r) => ({
      id: r.id,
      text: r.text,
      author: { id: r.userId, fullName: r.fullName, email: r.email },
      skill: pick(r.skillNames, ctx.locale, fallback),
      stepNumber: r.stepNumber,
      stepTitle: pick(r.stepTitles, ctx.locale, fallback),
      createdAt: r.createdAt.toISOString(),
      hiddenAt: r.hiddenAt ? r.hiddenAt.toISOString() : null,
    })),
    counted?.total ?? 0,
  );
}
