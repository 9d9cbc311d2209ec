/*
 * platform spec §5: a survey is open by calendar date from validFrom to validTo, both included.
 * Dates are plain YYYY-MM-DD; "today" is the UTC calendar date, as the server reads it, so the
 * welcome page shows the same verdict before a click that the server gives after one.
 */
export type SurveyDateStatus = 'active' | 'not_active' | 'expired';

export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function surveyDateStatus(
  survey: { validFrom: string | null; validTo: string | null },
  on: string = todayUtc(),
): SurveyDateStatus {
  if (survey.validFrom && on < survey.validFrom.slice(0, 10)) return 'not_active';
  if (survey.validTo && on > survey.validTo.slice(0, 10)) return 'expired';
  return 'active';
}
