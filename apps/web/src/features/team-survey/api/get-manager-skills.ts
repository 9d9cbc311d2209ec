import type { Locale } from '@portal/shared/locales';
import type { TsSkill } from '@portal/shared/team-survey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { tsKeys } from './ts-keys';

/** GET /ts/{rateeId}/skills/: the ratee's skills, the manager's call (team-survey spec §6). */
export function getManagerSkills(rateeId: number, signal?: AbortSignal): Promise<TsSkill[]> {
  return api.get<TsSkill[]>(`/ts/${rateeId}/skills/`, { signal });
}

export function managerSkillsQueryOptions(rateeId: number, locale: Locale) {
  return queryOptions({
    queryKey: tsKeys.managerSkills(rateeId, locale),
    queryFn: ({ signal }) => getManagerSkills(rateeId, signal),
  });
}

export function useManagerSkills(rateeId: number) {
  const locale = useLocale();
  return useQuery({ ...managerSkillsQueryOptions(rateeId, locale) });
}
