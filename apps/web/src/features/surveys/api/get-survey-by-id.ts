import type { Locale } from '@portal/shared/locales';
import type { ApiProduct, SurveyInfoResponse } from '@portal/shared/surveys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { keepAcrossLocales, surveysKeys } from './surveys-keys';

/** GET /{product}/survey/id/{id}/ (platform spec §7). */
export function getSurveyById(
  product: ApiProduct,
  surveyId: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<SurveyInfoResponse> {
  return api.get<SurveyInfoResponse>(`/${product}/survey/id/${surveyId}/`, { locale, signal });
}

export function surveyByIdQueryOptions(product: ApiProduct, surveyId: number, locale: Locale) {
  return queryOptions({
    queryKey: surveysKeys.infoById(product, surveyId, locale),
    queryFn: ({ signal }) => getSurveyById(product, surveyId, locale, signal),
    staleTime: 5 * 60_000,
  });
}

export function useSurveyById(product: ApiProduct, surveyId: number | null) {
  const locale = useLocale();
  const options = surveyByIdQueryOptions(product, surveyId ?? 0, locale);
  return useQuery({
    ...options,
    enabled: surveyId !== null,
    placeholderData: keepAcrossLocales<SurveyInfoResponse>(options.queryKey),
  });
}
