import type { IcoachCourseResponse } from '@portal/shared/icoach';
import type { Locale } from '@portal/shared/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { icoachKeys, keepAcrossLocales } from './icoach-keys';

/**
 * GET /public/icoach/access-code/{code}/ (platform spec §7): the welcome page's course; a 404 for
 * an unknown or unpublished course.
 */
export function getCourseByCode(
  code: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<IcoachCourseResponse> {
  return api.get<IcoachCourseResponse>(`/public/icoach/access-code/${encodeURIComponent(code)}/`, {
    locale,
    signal,
  });
}

export function courseByCodeQueryOptions(code: string, locale: Locale) {
  return queryOptions({
    queryKey: icoachKeys.courseByCode(code, locale),
    queryFn: ({ signal }) => getCourseByCode(code, locale, signal),
    staleTime: 5 * 60_000,
  });
}

/** `code` null: nothing to ask (the dashboard before its record is known). */
export function useCourseByCode(code: string | null) {
  const locale = useLocale();
  const options = courseByCodeQueryOptions(code ?? '', locale);
  return useQuery({
    ...options,
    enabled: code !== null,
    placeholderData: keepAcrossLocales<IcoachCourseResponse>(options.queryKey),
  });
}
