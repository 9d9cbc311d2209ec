import type { IcoachCategorySkill } from '@portal/shared/icoach';
import type { Locale } from '@portal/shared/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { icoachKeys, keepAcrossLocales } from './icoach-keys';

/**
 * GET /icoach/skill/category/{courseId}/{icoachUserId}/{category} (platform spec §7): the skills
 * of one category with the learner's progress, for the skill page's left list.
 */
export function getCategorySkills(
  courseId: number,
  icoachUserId: number,
  category: number,
  signal?: AbortSignal,
): Promise<IcoachCategorySkill[]> {
  return api.get<IcoachCategorySkill[]>(
    `/icoach/skill/category/${courseId}/${icoachUserId}/${category}`,
    { signal },
  );
}

export function categorySkillsQueryOptions(
  courseId: number,
  icoachUserId: number,
  category: number,
  locale: Locale,
) {
  return queryOptions({
    queryKey: icoachKeys.categorySkills(courseId, icoachUserId, category, locale),
    queryFn: ({ signal }) => getCategorySkills(courseId, icoachUserId, category, signal),
    staleTime: 0,
  });
}

/** `category` null: the skill (and so its category) is not known yet. */
export function useCategorySkills(courseId: number, icoachUserId: number, category: number | null) {
  const locale = useLocale();
  const options = categorySkillsQueryOptions(courseId, icoachUserId, category ?? 0, locale);
  return useQuery({
    ...options,
    enabled: category !== null,
    placeholderData: keepAcrossLocales<IcoachCategorySkill[]>(options.queryKey),
  });
}
