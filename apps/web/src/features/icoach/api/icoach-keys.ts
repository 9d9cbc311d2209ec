import type { Locale } from '@portal/shared/locales';

/**
 * Query keys of the iCoach feature (conventions, habit 9). Texts the server translates (course
 * title and welcome, skill names, steps, questions) carry the locale, so switching the language
 * fetches them again. Everything about one iCoach user's progress sits under `learner(id)`, so a
 * comment, a test or a finished skill invalidates it all at once.
 */
export const icoachKeys = {
  all: ['icoach'] as const,
  courseByCode: (code: string, locale: Locale) =>
    [...icoachKeys.all, 'course-by-code', code, locale] as const,
  userRecord: (icoachUserId: number) => [...icoachKeys.all, 'user-record', icoachUserId] as const,
  learner: (icoachUserId: number) => [...icoachKeys.all, 'learner', icoachUserId] as const,
  dashboard: (courseId: number, icoachUserId: number, locale: Locale) =>
    [...icoachKeys.learner(icoachUserId), 'dashboard', courseId, locale] as const,
  categorySkills: (courseId: number, icoachUserId: number, category: number, locale: Locale) =>
    [...icoachKeys.learner(icoachUserId), 'category', courseId, category, locale] as const,
  skill: (icoachUserId: number, accessCode: string, skillId: number, locale: Locale) =>
    [...icoachKeys.learner(icoachUserId), 'skill', accessCode, skillId, locale] as const,
  comments: (icoachUserId: number, skillId: number, step: number) =>
    [...icoachKeys.learner(icoachUserId), 'comments', skillId, step] as const,
  score: (icoachUserId: number, skillId: number) =>
    [...icoachKeys.learner(icoachUserId), 'score', skillId] as const,
  questions: (skillId: number, locale: Locale) =>
    [...icoachKeys.all, 'questions', skillId, locale] as const,
};

/**
 * placeholderData for translated texts: while the same thing loads in a newly chosen language,
 * the page keeps showing it in the old one instead of a loader. Another skill never borrows
 * this one's data.
 */
export function keepAcrossLocales<T>(queryKey: readonly unknown[]) {
  const same = (other: readonly unknown[]) =>
    other.length === queryKey.length && queryKey.slice(0, -1).every((part, i) => part === other[i]);
  return (previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }) =>
    previousQuery && same(previousQuery.queryKey) ? previous : undefined;
}
