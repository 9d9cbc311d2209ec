import type { IcoachCourseResponse, IcoachUserResponse } from '@portal/shared/icoach';
import { surveyDateStatus } from '@portal/shared/rules/survey-dates';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import type { LocalIcoachRecord } from '../storage/local-records';
import { categoryOr } from './categories';

/*
 * platform spec §4 "iCoach begin" and §8 "iCoach", as pure decisions: the hook makes the calls,
 * these say what each answer means.
 */

export type DateMessage = 'icoach.problems.not_active' | 'icoach.problems.expired';

/** platform spec §5: open by calendar date from validFrom to validTo; checked before any call. */
export function courseDateMessage(
  course: Pick<IcoachCourseResponse, 'validFrom' | 'validTo'>,
  today?: string,
): DateMessage | null {
  const status = surveyDateStatus(course, today);
  if (status === 'not_active') return 'icoach.problems.not_active';
  if (status === 'expired') return 'icoach.problems.expired';
  return null;
}

/**
 * What a failed iCoach call shows (platform spec §8): a validity error (400) is the page's
 * message; a partner-package course without a live grant (403) is its message and a way to the
 * packages page, never not found; a missing course or iCoach user (404, other 4xx) is not found;
 * a network fault or 5xx says something went wrong, since the course may well exist.
 */
export type BlockedOutcome =
  | { type: 'message'; message: string }
  | { type: 'package'; message: string }
  | { type: 'notFound' }
  | { type: 'failed' };

export function blockedOutcome(error: unknown): BlockedOutcome {
  if (isApiError(error, 400) && error.message) return { type: 'message', message: error.message };
  if (isApiError(error, 403)) return { type: 'package', message: error.message };
  if (isApiError(error) && error.status < 500) return { type: 'notFound' };
  return { type: 'failed' };
}

/**
 * The record the begin stores (platform spec §4: "record locally with default category soft
 * skills"); a course begun here before keeps the category chosen then.
 */
export function beginRecord(
  course: Pick<IcoachCourseResponse, 'id' | 'title' | 'accessCode'>,
  icoachUser: IcoachUserResponse,
  previous: LocalIcoachRecord | null,
): LocalIcoachRecord {
  return {
    icoachAccessCode: course.accessCode,
    icoachCourseId: course.id,
    icoachUserId: icoachUser.id,
    icoachCourseTitle: course.title,
    icoachSkillCategoryId: categoryOr(previous?.icoachSkillCategoryId),
  };
}

export type BeginDecision =
  | { type: 'message'; message: DateMessage }
  | { type: 'package' }
  | { type: 'dashboard'; href: string };

/** Where Start leads once the iCoach user is known. */
export function decideBegin(input: {
  course: Pick<IcoachCourseResponse, 'validFrom' | 'validTo'>;
  icoachUser: IcoachUserResponse;
  today?: string;
}): BeginDecision {
  const message = courseDateMessage(input.course, input.today);
  if (message) return { type: 'message', message };
  // The server answers 403 for a course behind a package; an unauthorised user is the same case.
  if (!input.icoachUser.isAuthorized) return { type: 'package' };
  return { type: 'dashboard', href: paths.icoachDashboard.href(input.icoachUser.id) };
}
