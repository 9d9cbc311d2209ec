import { AppError } from '../../lib/errors.ts';

/** Today's calendar date in UTC, YYYY-MM-DD (architecture: "by calendar date"). */
export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export type DateStatus = 'active' | 'not_active' | 'expired';

/** platform spec §5: open from validFrom to validTo inclusive, as calendar dates. */
export function surveyDateStatus(
  survey: { validFrom: string | null; validTo: string | null },
  on = today(),
): DateStatus {
  if (survey.validFrom && on < survey.validFrom) return 'not_active';
  if (survey.validTo && on > survey.validTo) return 'expired';
  return 'active';
}

/** 'This Survey is not active yet.' / 'This Survey has now expired.' as a 400. */
export function assertSurveyOpen(survey: {
  validFrom: string | null;
  validTo: string | null;
}): void {
  const status = surveyDateStatus(survey);
  if (status === 'not_active') throw new AppError(400, 'surveys.not_active');
  if (status === 'expired') throw new AppError(400, 'surveys.expired');
}
