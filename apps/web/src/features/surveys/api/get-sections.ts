import type { Locale } from '@portal/shared/locales';
import type { Section, TakenProduct } from '@portal/shared/surveys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { keepAcrossLocales, surveysKeys } from './surveys-keys';

/** GET /{product}/survey/id/{id}/sections/ (platform spec §7), ordered by position. */
export function getSections(
  product: TakenProduct,
  surveyId: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<Section[]> {
  return api.get<Section[]>(`/${product}/survey/id/${surveyId}/sections/`, { locale, signal });
}

export function sectionsQueryOptions(product: TakenProduct, surveyId: number, locale: Locale) {
  return queryOptions({
    queryKey: surveysKeys.sections(product, surveyId, locale),
    queryFn: ({ signal }) => getSections(product, surveyId, locale, signal),
    select: (sections: Section[]) => [...sections].sort((a, b) => a.position - b.position),
    staleTime: 10 * 60_000,
  });
}

export function useSections(product: TakenProduct, surveyId: number | null) {
  const locale = useLocale();
  const options = sectionsQueryOptions(product, surveyId ?? 0, locale);
  return useQuery({
    ...options,
    enabled: surveyId !== null,
    placeholderData: keepAcrossLocales<Section[]>(options.queryKey),
  });
}
