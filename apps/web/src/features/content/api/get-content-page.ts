import type { ContentPageResponse } from '@portal/shared/content';
import type { Locale } from '@portal/shared/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';

export const contentKeys = {
  all: ['content'] as const,
  page: (pageId: number, locale: Locale) => [...contentKeys.all, pageId, locale] as const,
};

export function contentPageQueryOptions(pageId: number, locale: Locale) {
  return queryOptions({
    queryKey: contentKeys.page(pageId, locale),
    queryFn: ({ signal }) =>
      api.get<ContentPageResponse>(`/public/content/${pageId}`, { locale, signal }),
    staleTime: 10 * 60_000,
  });
}

/** A public content page in the current language (platform spec §7: GET /public/content/{pageId}). */
export function useContentPage(pageId: number, enabled = true) {
  const locale = useLocale();
  return useQuery({ ...contentPageQueryOptions(pageId, locale), enabled });
}
