import type { Locale } from '@portal/shared/locales';
import type { ApiProduct } from '@portal/shared/surveys';

/**
 * Query keys of the surveys feature (conventions, habit 9). Texts the server translates (welcome
 * messages, section titles, statements, questions) carry the locale, so switching the language
 * fetches them again; progress does not.
 */
export const surveysKeys = {
  all: ['surveys'] as const,
  infoByCode: (product: ApiProduct, code: string, locale: Locale) =>
    [...surveysKeys.all, 'info-by-code', product, code, locale] as const,
  infoById: (product: ApiProduct, surveyId: number, locale: Locale) =>
    [...surveysKeys.all, 'info', product, surveyId, locale] as const,
  sections: (product: ApiProduct, surveyId: number, locale: Locale) =>
    [...surveysKeys.all, 'sections', product, surveyId, locale] as const,
  statements: (product: ApiProduct, sectionId: number, locale: Locale) =>
    [...surveysKeys.all, 'statements', product, sectionId, locale] as const,
  progressAll: () => [...surveysKeys.all, 'progress'] as const,
  progress: (product: ApiProduct, surveyUserId: number) =>
    [...surveysKeys.progressAll(), product, surveyUserId] as const,
  dpProgress: (dpSurveyUserId: number) =>
    [...surveysKeys.progressAll(), 'dp', dpSurveyUserId] as const,
  userRecord: (product: ApiProduct, surveyUserId: number) =>
    [...surveysKeys.all, 'user-record', product, surveyUserId] as const,
  completedUser: (product: ApiProduct, surveyId: number, accessCode: string) =>
    [...surveysKeys.all, 'completed-user', product, surveyId, accessCode] as const,
  resiliencyStatus: (dpSurveyUserId: number) =>
    [...surveysKeys.all, 'resiliency-status', dpSurveyUserId] as const,
  resiliencyQuestions: (locale: Locale) =>
    [...surveysKeys.all, 'resiliency-questions', locale] as const,
};

/**
 * placeholderData for translated texts: while the same thing loads in a newly chosen language,
 * the page keeps showing it in the old one instead of a loader. Another survey or section never
 * borrows this one's data.
 */
export function keepAcrossLocales<T>(queryKey: readonly unknown[]) {
  const same = (other: readonly unknown[]) =>
    other.length === queryKey.length && queryKey.slice(0, -1).every((part, i) => part === other[i]);
  return (previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }) =>
    previousQuery && same(previousQuery.queryKey) ? previous : undefined;
}
