import type { TsRatee } from '@portal/shared/team-survey';
import { userImage } from '../accounts/user-response.ts';
import { addMonths } from './review-dates.ts';
import type { RateeRow } from './team-survey.queries.ts';

export interface PersonColumns {
  personId: number;
  firstName: string;
  lastName: string;
  email: string;
  pictureFileName: string | null;
}

export function toPerson(p: PersonColumns) {
  return {
    fullName: `${p.firstName} ${p.lastName}`.trim(),
    email: p.email,
    image: userImage(p.personId, p.pictureFileName),
  };
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** A ratee as every 360 list shows it (team-survey spec §3). */
export function toRatee(
  row: PersonColumns & {
    ratee: RateeRow;
    lastReviewed: Date | string | null;
    /** The open review period's start and expiry, once published. */
    periodStart: string | null;
    periodExpiry?: string | null;
  },
): TsRatee {
  const { ratee } = row;
  const [year, month, day] = ratee.reviewStart.split('-').map(Number) as [number, number, number];
  return {
    id: ratee.id,
    tsSurveyId: ratee.tsSurveyId,
    ...toPerson(row),
    isLive: ratee.isLive,
    // The open period's own expiry (counted from the first start, decision 024); before publishing,
    // the first period's.
    expiryTime:
      row.periodExpiry ??
      addMonths(row.periodStart ?? ratee.reviewStart, ratee.reviewFrequencyMonths),
    reviewStartYear: year,
    reviewStartMonth: month,
    reviewStartDay: day,
    reviewFrequencyMonths: ratee.reviewFrequencyMonths,
    lastReviewed: iso(row.lastReviewed),
  };
}
