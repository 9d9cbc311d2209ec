import type { Locale } from '@portal/shared/locales';
import type { ApiProduct, SurveyInfoResponse } from '@portal/shared/surveys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { keepAcrossLocales, surveysKeys } from './surveys-keys';

/** GET /public/{product}/survey/access-code/{code}/ (platform spec §7): the welcome page's survey. */
export function getSurveyByCode(
  product: ApiProduct,
  code: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<SurveyInfoResponse> {
  return api.get<SurveyInfoResponse>(
    `/public/${product}/survey/access-code/${encodeURIComponent(code)}/`,
    { locale, signal },
  );
}

export function surveyByCodeQueryOptions(product: ApiProduct, code: string, locale: Locale) {
  return queryOptions({
    queryKey: surveysKeys.infoByCode(product, code, locale),
    queryFn: ({ signal }) => getSurveyByCode(product, code, locale, signal),
    staleTime: 5 * 60_000,
  });
}

export function useSurveyByCode(product: ApiProduct | null, code: string) {
  const locale = useLocale();
  const options = surveyByCodeQueryOptions(product ?? 'eq', code, locale);
  return useQuery({
    ...options,
    enabled: product !== null,
    placeholderData: keepAcrossLocales<SurveyInfoResponse>(options.queryKey),
  });
}
