import type { IcoachSkillResponse } from '@portal/shared/icoach';
import type { Locale } from '@portal/shared/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { icoachKeys, keepAcrossLocales } from './icoach-keys';

/**
 * GET /icoach/skill/{accessCode}/{skillId} (platform spec §7): the skill, its steps (sanitised
 * HTML) and which of them the learner has completed.
 */
export function getSkill(
  accessCode: string,
  skillId: number,
  signal?: AbortSignal,
): Promise<IcoachSkillResponse> {
  return api.get<IcoachSkillResponse>(
    `/icoach/skill/${encodeURIComponent(accessCode)}/${skillId}`,
    {
      signal,
    },
  );
}

export function skillQueryOptions(
  icoachUserId: number,
  accessCode: string,
  skillId: number,
  locale: Locale,
) {
  return queryOptions({
    queryKey: icoachKeys.skill(icoachUserId, accessCode, skillId, locale),
    queryFn: ({ signal }) => getSkill(accessCode, skillId, signal),
    staleTime: 0,
  });
}

export function useSkill(icoachUserId: number, accessCode: string, skillId: number) {
  const locale = useLocale();
  const options = skillQueryOptions(icoachUserId, accessCode, skillId, locale);
  return useQuery({
    ...options,
    placeholderData: keepAcrossLocales<IcoachSkillResponse>(options.queryKey),
  });
}
