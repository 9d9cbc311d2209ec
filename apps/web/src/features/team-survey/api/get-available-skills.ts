import type { Locale } from '@portal/shared/locales';
import type { TsAvailableSkillsResponseSchema } from '@portal/shared/team-survey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { tsKeys } from './ts-keys';

export type TsAvailableSkills = z.infer<typeof TsAvailableSkillsResponseSchema>;

/**
 * GET /ts/{rateeId}/skills/available/{category}/: the catalogue's skills of a category less the
 * ratee's (team-survey spec §4: the add-skill list excludes skills already in the team).
 */
export function getAvailableSkills(
  rateeId: number,
  category: number,
  signal?: AbortSignal,
): Promise<TsAvailableSkills> {
  return api.get<TsAvailableSkills>(`/ts/${rateeId}/skills/available/${category}/`, { signal });
}

export function availableSkillsQueryOptions(rateeId: number, category: number, locale: Locale) {
  return queryOptions({
    queryKey: tsKeys.availableSkills(rateeId, category, locale),
    queryFn: ({ signal }) => getAvailableSkills(rateeId, category, signal),
    staleTime: 0,
  });
}

export function useAvailableSkills(rateeId: number, category: number | null) {
  const locale = useLocale();
  return useQuery({
    ...availableSkillsQueryOptions(rateeId, category ?? 0, locale),
    enabled: category !== null,
  });
}
