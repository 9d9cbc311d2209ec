import { surveyDateStatus } from '@portal/shared/rules/survey-dates';
import type {
  DpProgressResponse,
  ResiliencyStatusResponse,
  RouteProduct,
  SurveyInfo,
  SurveyUserResponse,
} from '@portal/shared/surveys';
import { paths } from '../../../config/paths';

/*
 * platform spec §4 "Starting a survey from the welcome page" and "Discovery-process continue",
 * as pure decisions: the hooks make the calls, these say where each answer leads.
 */

export type DateMessage = 'surveys.not_active' | 'surveys.expired';

/** Reasons the completion page explains (api-notes: "the completion page's reason is a translation key"). */
export const COMPLETE_REASONS = ['already_completed'] as const;
export type CompleteReason = (typeof COMPLETE_REASONS)[number];

/** `reportOf`: the survey user whose Soft Touch report the completion page offers (issue 9). */
export function completeHref(title: string, reason?: CompleteReason, reportOf?: number): string {
  return paths.surveyComplete.href({
    title,
    reason,
    report: reportOf === undefined ? undefined : String(reportOf),
  });
}

/** platform spec §5: checked by calendar date before any call, so the message shows at once. */
export function dateMessage(
  survey: Pick<SurveyInfo, 'validFrom' | 'validTo'>,
  today?: string,
): DateMessage | null {
  const status = surveyDateStatus(survey, today);
  if (status === 'not_active') return 'surveys.not_active';
  if (status === 'expired') return 'surveys.expired';
  return null;
}

export type StartDecision =
  | { type: 'message'; message: DateMessage }
  | { type: 'payment'; href: string }
  | { type: 'complete'; href: string }
  | { type: 'begin'; href: string }
  | { type: 'dp-progress' };

/** Where the welcome page's Accept leads, once the survey user is known (or not needed). */
export function decideStart(input: {
  routeProduct: RouteProduct;
  survey: Pick<SurveyInfo, 'title' | 'accessCode' | 'validFrom' | 'validTo'>;
  surveyUser: SurveyUserResponse;
  today?: string;
}): StartDecision {
  const { routeProduct, survey, surveyUser } = input;
  const message = dateMessage(survey, input.today);
  if (message) return { type: 'message', message };
  // "if not authorised (not paid) go to the payment page"
  if (!surveyUser.isAuthorized) {
    return { type: 'payment', href: paths.surveyPayment.href(routeProduct, survey.accessCode) };
  }
  // "if the survey user is no longer available ... mark the survey completed locally and go to complete"
  if (surveyUser.isCompleted) {
    return { type: 'complete', href: completeHref(survey.title, 'already_completed') };
  }
  if (routeProduct === 'discovery-process') return { type: 'dp-progress' };
  if (routeProduct === 'ipulse') {
    return { type: 'begin', href: paths.surveyIpulsePagePart.href(surveyUser.surveyUserId, 1) };
  }
  if (routeProduct === '360') return { type: 'complete', href: paths.notFound.href() };
  return {
    type: 'begin',
    href: paths.surveyPagePart.href(routeProduct, surveyUser.surveyUserId, 1),
  };
}

/** Where a finished discovery process goes: the resiliency questions first when they apply. */
export function dpEndHref(input: {
  dpSurveyUserId: number;
  title: string;
  resiliency: ResiliencyStatusResponse | null;
}): { type: 'resiliency' | 'complete'; href: string } {
  const { resiliency } = input;
  if (resiliency?.resiliencyStatus && !resiliency.answered) {
    return {
      type: 'resiliency',
      href: paths.resiliencyQuestions.href({
        dpSurveyUserId: input.dpSurveyUserId,
        title: input.title,
      }),
    };
  }
  return { type: 'complete', href: completeHref(input.title) };
}

export type DpDecision =
  | { type: 'resiliency'; href: string }
  | { type: 'complete'; href: string }
  | { type: 'part'; part: NonNullable<DpProgressResponse['nextSurveyPart']> };

/**
 * platform spec §4: "complete or no next part completes the dp survey, clears dp data and goes
 * to complete; otherwise load the next part". `resiliency` is asked only when the process is over
 * and has the resiliency questions.
 */
export function decideDpNext(input: {
  progress: DpProgressResponse;
  dpSurveyUserId: number;
  title: string;
  resiliency?: ResiliencyStatusResponse | null;
}): DpDecision {
  const next = input.progress.nextSurveyPart;
  if (input.progress.isCompleted || !next) {
    return dpEndHref({ ...input, resiliency: input.resiliency ?? null });
  }
  return { type: 'part', part: next };
}

/** Whether decideDpNext needs the resiliency status first. */
export function needsResiliencyStatus(progress: DpProgressResponse): boolean {
  return (progress.isCompleted || !progress.nextSurveyPart) && progress.resiliency;
}
