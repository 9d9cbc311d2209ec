import type { Locale } from '@portal/shared/locales';
import type { ResiliencyQuestionsResponse } from '@portal/shared/surveys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { keepAcrossLocales, surveysKeys } from './surveys-keys';

/** GET /survey/info/resiliencyQuestions (platform spec §7): the questions and the 1-5 scale. */
export function getResiliencyQuestions(
  locale: Locale,
  signal?: AbortSignal,
): Promise<ResiliencyQuestionsResponse> {
  return api.get<ResiliencyQuestionsResponse>('/survey/info/resiliencyQuestions', {
    locale,
    signal,
  });
}

export function resiliencyQuestionsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: surveysKeys.resiliencyQuestions(locale),
    queryFn: ({ signal }) => getResiliencyQuestions(locale, signal),
    staleTime: 10 * 60_000,
  });
}

export function useResiliencyQuestions(enabled = true) {
  const locale = useLocale();
  const options = resiliencyQuestionsQueryOptions(locale);
  return useQuery({
    ...options,
    enabled,
    placeholderData: keepAcrossLocales<ResiliencyQuestionsResponse>(options.queryKey),
  });
}
