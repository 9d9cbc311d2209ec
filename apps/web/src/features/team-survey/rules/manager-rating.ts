import type { ManagerRatingType, TsRating } from '@portal/shared/team-survey';
import { isInPeriod } from './ts-dates';

/**
 * team-survey spec §2 "Manager rating page": everyday always shows the form; overall only while
 * no overall rating exists in the current review period (the server allows one a period), read
 * from the list and the period's start. Ratings need a live ratee (§4).
 */
export function showsRatingForm(input: {
  type: ManagerRatingType;
  isLive: boolean;
  ratings: Pick<TsRating, 'timeCreated'>[];
  reviewStart: string;
}): boolean {
  if (!input.isLive) return false;
  if (input.type === 'everyday') return true;
  return !input.ratings.some((r) => isInPeriod(r.timeCreated, input.reviewStart));
}
