import type { Locale } from '@portal/shared/locales';
import type { TsSurveyInfoResponse } from '@portal/shared/team-survey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { tsKeys } from './ts-keys';

/** GET /public/360/survey/access-code/{code}/ (api-notes): the 360 welcome page's survey, for
 * visitors too. */
export function getTsSurveyByCode(
  code: string,
  signal?: AbortSignal,
): Promise<TsSurveyInfoResponse> {
  return api.get<TsSurveyInfoResponse>(
    `/public/360/survey/access-code/${encodeURIComponent(code)}/`,
    { signal },
  );
}

export function tsSurveyByCodeQueryOptions(code: string, locale: Locale) {
  return queryOptions({
    queryKey: tsKeys.surveyByCode(code, locale),
    queryFn: ({ signal }) => getTsSurveyByCode(code, signal),
  });
}

export function useTsSurveyByCode(code: string) {
  const locale = useLocale();
  return useQuery({ ...tsSurveyByCodeQueryOptions(code, locale) });
}
