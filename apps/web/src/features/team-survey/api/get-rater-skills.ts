import type { Locale } from '@portal/shared/locales';
import type { TsSkill } from '@portal/shared/team-survey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { tsKeys } from './ts-keys';

/** GET /ts/{rateeId}/skills/for-rater: the ratee's skills; `status` is whether this rater rated
 * each in the current period (team-survey spec §3). */
export function getRaterSkills(rateeId: number, signal?: AbortSignal): Promise<TsSkill[]> {
  return api.get<TsSkill[]>(`/ts/${rateeId}/skills/for-rater`, { signal });
}

export function raterSkillsQueryOptions(rateeId: number, locale: Locale) {
  return queryOptions({
    queryKey: tsKeys.raterSkills(rateeId, locale),
    queryFn: ({ signal }) => getRaterSkills(rateeId, signal),
    staleTime: 0,
  });
}

export function useRaterSkills(rateeId: number) {
  const locale = useLocale();
  return useQuery({ ...raterSkillsQueryOptions(rateeId, locale) });
}
