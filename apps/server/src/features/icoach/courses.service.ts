import type {
  IcoachCourseResponse,
  IcoachUserBody,
  IcoachUserResponse,
} from '@portal/shared/icoach';
import type { Locale } from '@portal/shared/locales';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { icoachUsers } from '../../db/schema/icoach.ts';
import { NotFound } from '../../lib/errors.ts';
import { sanitizeStoredHtml } from '../../lib/safe-html.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { pick } from '../surveys/localised.ts';
import {
  type CourseAccess,
  type CourseRow,
  findCourseAccessById,
  findCourseByCode,
  findLearnerInCourse,
  type LearnerRow,
} from './icoach.queries.ts';
import { assertCourseReachable, requireOwnLearner } from './learner-access.ts';

export function courseTitle(course: CourseAccess, locale: Locale): string {
  return pick(course.titles, locale, course.defaultLanguage);
}

function toCourseResponse(course: CourseRow, locale: Locale): IcoachCourseResponse {
  return {
    id: course.id,
    title: courseTitle(course, locale),
    // Sanitised again when served: the stored HTML is made safe whatever wrote it.
    welcomeMessage: sanitizeStoredHtml(
      pick(course.welcomeMessages, locale, course.defaultLanguage),
    ),
    accessCode: course.accessCode,
    defaultLanguage: course.defaultLanguage,
    isPublished: course.isPublished,
    logos: course.logos,
    validFrom: course.validFrom,
    validTo: course.validTo,
    requiresGrant: course.requiresGrant,
  };
}

function toUserResponse(
  learner: LearnerRow,
  course: CourseAccess,
  locale: Locale,
): IcoachUserResponse {
  return {
    id: learner.id,
    // Only a person who may open the course gets an answer at all.
    isAuthorized: true,
    icoachCourseId: course.id,
    icoachAccessCode: course.accessCode,
    icoachCourseTitle: courseTitle(course, locale),
    icoachSkillCategoryId: learner.category,
  };
}

/**
 * GET /public/icoach/access-code/{code}/: the welcome page's course. Public, like a survey's: the
 * welcome message is what a visitor reads before registering. An unpublished course is not found.
 */
export async function getCourseByAccessCode(
  ctx: { db: Db; locale: Locale },
  accessCode: string,
): Promise<IcoachCourseResponse> {
  const course = await findCourseByCode(ctx.db, accessCode);
  if (!course?.isPublished) throw new NotFound();
  return toCourseResponse(course, ctx.locale);
}

/** The course a get/create body names: its id and access code must agree. */
async function courseFor(ctx: ActorContext, body: IcoachUserBody): Promise<CourseAccess> {
  const course = await findCourseAccessById(ctx.db, body.icoachId);
  if (!course || course.accessCode !== body.accessCode) throw new NotFound();
  return assertCourseReachable(ctx, course);
}

/** POST /icoach/user/get/: the person's iCoach user in the course; 404 means none (platform §7). */
export async function getIcoachUser(
  ctx: ActorContext,
  body: IcoachUserBody,
): Promise<IcoachUserResponse> {
  const course = await courseFor(ctx, body);
  const learner = await findLearnerInCourse(ctx.db, course.id, ctx.actor.user.id);
  if (!learner) throw new NotFound();
  await ctx.db
    .update(icoachUsers)
    .set({ lastReviewedAt: new Date() })
    .where(eq(icoachUsers.id, learner.id));
  return toUserResponse(learner, course, ctx.locale);
}

/** POST /icoach/user/create/: one iCoach user per person and course; asking again answers it. */
export async function createIcoachUser(
  ctx: ActorContext,
  body: IcoachUserBody,
): Promise<IcoachUserResponse> {
  const course = await courseFor(ctx, body);
  await ctx.db
    .insert(icoachUsers)
    .values({ courseId: course.id, userId: ctx.actor.user.id })
    .onConflictDoNothing();
  const learner = await findLearnerInCourse(ctx.db, course.id, ctx.actor.user.id);
  if (!learner) throw new NotFound();
  return toUserResponse(learner, course, ctx.locale);
}

/** GET /icoach/user/{icoachUserId}/: the owner's record, to rebuild a lost local one (issue 10). */
export async function getIcoachUserRecord(
  ctx: ActorContext,
  icoachUserId: number,
): Promise<IcoachUserResponse> {
  const { learner, course } = await requireOwnLearner(ctx, icoachUserId);
  return toUserResponse(learner, course, ctx.locale);
}
