import type { Locale } from '@portal/shared/locales';
import type { TsSurveyInfoResponse } from '@portal/shared/team-survey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { tsKeys } from './ts-keys';

/** GET /360/survey/id/{tsSurveyId}/ (api-notes): the survey's title for its people's pages. */
export function getTsSurvey(
  tsSurveyId: number,
  signal?: AbortSignal,
): Promise<TsSurveyInfoResponse> {
  return api.get<TsSurveyInfoResponse>(`/360/survey/id/${tsSurveyId}/`, { signal });
}

export function tsSurveyQueryOptions(tsSurveyId: number, locale: Locale) {
  return queryOptions({
    queryKey: tsKeys.survey(tsSurveyId, locale),
    queryFn: ({ signal }) => getTsSurvey(tsSurveyId, signal),
  });
}

export function useTsSurvey(tsSurveyId: number) {
  const locale = useLocale();
  return useQuery({ ...tsSurveyQueryOptions(tsSurveyId, locale) });
}
