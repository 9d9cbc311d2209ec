import type { Locale } from '@portal/shared/locales';
import type { TsSkill } from '@portal/shared/team-survey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { tsKeys } from './ts-keys';

/** GET /ts/{rateeId}/skills/{rateeSkillId}: one skill of the ratee, with its HTML texts. */
export function getRateeSkill(
  rateeId: number,
  rateeSkillId: number,
  signal?: AbortSignal,
): Promise<TsSkill> {
  return api.get<TsSkill>(`/ts/${rateeId}/skills/${rateeSkillId}`, { signal });
}

export function rateeSkillQueryOptions(rateeId: number, rateeSkillId: number, locale: Locale) {
  return queryOptions({
    queryKey: tsKeys.skill(rateeId, rateeSkillId, locale),
    queryFn: ({ signal }) => getRateeSkill(rateeId, rateeSkillId, signal),
  });
}

export function useRateeSkill(rateeId: number, rateeSkillId: number) {
  const locale = useLocale();
  return useQuery(rateeSkillQueryOptions(rateeId, rateeSkillId, locale));
}
