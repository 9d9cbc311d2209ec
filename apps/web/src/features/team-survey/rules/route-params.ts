import { isAccessCode, parsePathId } from '@portal/shared/rules/path-params';
import { MANAGER_RATING_TYPES, type ManagerRatingType } from '@portal/shared/team-survey';

/*
 * team-survey spec §5 "Route parameters: ids digits only; type is everyday or overall".
 * Anything else is the not-found page.
 */
export const parseId = (value: string | undefined): number | null => parsePathId(value);

export function parseAccessCode(value: string | undefined): string | null {
  return isAccessCode(value) ? value : null;
}

export function parseRatingType(value: string | undefined): ManagerRatingType | null {
  return (MANAGER_RATING_TYPES as readonly (string | undefined)[]).includes(value)
    ? (value as ManagerRatingType)
    : null;
}

type Params = Record<string, string | undefined>;

/** /360/{tsSurveyId}/user/{tsRaterRateeId}[/...]: the ids every ratee page starts with. */
export function parseRateeParams(
  params: Params,
  rateeParam: 'tsRaterRateeId' | 'tsManagerRateeId' = 'tsRaterRateeId',
): { tsSurveyId: number; rateeId: number } | null {
  const tsSurveyId = parseId(params.tsSurveyId);
  const rateeId = parseId(params[rateeParam]);
  return tsSurveyId && rateeId ? { tsSurveyId, rateeId } : null;
}
