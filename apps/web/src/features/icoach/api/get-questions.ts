import type { IcoachQuestion } from '@portal/shared/icoach';
import type { Locale } from '@portal/shared/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { icoachKeys } from './icoach-keys';

/**
 * GET /icoach/question/{skillId} (platform spec §7). §8: "a 400 while loading iCoach ... questions
 * is caught and its handling is not shown": the test then has no questions.
 */
export async function getQuestions(
  skillId: number,
  signal?: AbortSignal,
): Promise<IcoachQuestion[]> {
  try {
    return await api.get<IcoachQuestion[]>(`/icoach/question/${skillId}`, { signal });
  } catch (error) {
    if (isApiError(error, 400)) return [];
    throw error;
  }
}

export function questionsQueryOptions(skillId: number, locale: Locale) {
  return queryOptions({
    queryKey: icoachKeys.questions(skillId, locale),
    queryFn: ({ signal }) => getQuestions(skillId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useQuestions(skillId: number) {
  return useQuery(questionsQueryOptions(skillId, useLocale()));
}
