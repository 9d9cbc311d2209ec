import { AppError, NotFound } from '../../lib/errors.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { surveyDateStatus } from '../surveys/survey-dates.ts';
import {
  type CourseAccess,
  findCourseAccessByCode,
  findLearnerInCourse,
  findOwnLearner,
  grantStatus,
  type LearnerRow,
} from './icoach.queries.ts';

/*
 * Who may reach a course's content, decided from the database for every call (issue 10): the
 * course is published, open today by calendar date, and, for a partner-package course, covered by a
 * live grant of the person's. An iCoach user is reached only by its own person; any other id is a
 * 404, like an id that does not exist.
 */

export interface Learning {
  learner: LearnerRow;
  course: CourseAccess;
}

/** platform spec §5: 'This iCoach is not yet active.' / 'This iCoach has now expired.' as a 400. */
export function assertCourseOpen(course: CourseAccess): void {
  const status = surveyDateStatus(course);
  if (status === 'not_active') throw new AppError(400, 'icoach.problems.not_active');
  if (status === 'expired') throw new AppError(400, 'icoach.problems.expired');
}

/**
 * Published, open, and paid for when it must be. A course behind a package answers 403 with the
 * way to get one (the web links it to the packages page), never a 404 and never the content.
 */
export async function assertCourseReachable(
  ctx: ActorContext,
  course: CourseAccess | null,
): Promise<CourseAccess> {
  if (!course?.isPublished) throw new NotFound();
  assertCourseOpen(course);
  if (course.requiresGrant) {
    const grant = await grantStatus(ctx.db, ctx.actor.user.id, course.accessCode);
    if (grant === 'none') throw new AppError(403, 'icoach.problems.package_required');
    if (grant === 'ended') throw new AppError(403, 'icoach.problems.package_ended');
  }
  return course;
}

/** The signed-in person's own iCoach user, with its course, when the course may be opened now. */
export async function requireOwnLearner(
  ctx: ActorContext,
  icoachUserId: number,
): Promise<Learning> {
  const found = await findOwnLearner(ctx.db, icoachUserId, ctx.actor.user.id);
  if (!found) throw new NotFound();
  await assertCourseReachable(ctx, found.course);
  return found;
}

/** The signed-in person's iCoach user in the course of `accessCode` (404 when they have none). */
export async function requireLearnerByCode(
  ctx: ActorContext,
  accessCode: string,
): Promise<Learning> {
  const course = await assertCourseReachable(ctx, await findCourseAccessByCode(ctx.db, accessCode));
  const learner = await findLearnerInCourse(ctx.db, course.id, ctx.actor.user.id);
  if (!learner) throw new NotFound();
  return { learner, course };
}
