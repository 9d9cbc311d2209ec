import type { Locale } from '@portal/shared/locales';
import type { ManagerRatingType } from '@portal/shared/team-survey';

/**
 * Query keys of the 360 area (conventions, habit 9). Everything about one ratee sits under
 * `ratee(id)` and the lists of a survey under `ratees(tsSurveyId)`, so a set-up change or a
 * rating invalidates the ratee and the dashboard lists at once. Texts the server translates
 * (survey title, skill names and texts) carry the locale.
 */
export const tsKeys = {
  all: ['team-survey'] as const,
  surveyByCode: (code: string, locale: Locale) =>
    [...tsKeys.all, 'survey-by-code', code, locale] as const,
  survey: (tsSurveyId: number, locale: Locale) =>
    [...tsKeys.all, 'survey', tsSurveyId, locale] as const,
  userInfo: (userId: number, tsSurveyId: number) =>
    [...tsKeys.all, 'user-info', userId, tsSurveyId] as const,
  ratees: (tsSurveyId: number) => [...tsKeys.all, 'ratees', tsSurveyId] as const,
  managedRatees: (tsSurveyId: number) => [...tsKeys.ratees(tsSurveyId), 'managed'] as const,
  assignedRatees: (tsSurveyId: number) => [...tsKeys.ratees(tsSurveyId), 'assigned'] as const,
  ownRatee: (tsSurveyId: number) => [...tsKeys.ratees(tsSurveyId), 'own'] as const,
  ratee: (rateeId: number) => [...tsKeys.all, 'ratee', rateeId] as const,
  rateeDetail: (rateeId: number) => [...tsKeys.ratee(rateeId), 'detail'] as const,
  reviewExpiry: (rateeId: number) => [...tsKeys.ratee(rateeId), 'review-expiry'] as const,
  raters: (rateeId: number) => [...tsKeys.ratee(rateeId), 'raters'] as const,
  manager: (rateeId: number, role: 'ratee' | 'rater') =>
    [...tsKeys.ratee(rateeId), 'manager', role] as const,
  managerSkills: (rateeId: number, locale: Locale) =>
    [...tsKeys.ratee(rateeId), 'skills', 'manager', locale] as const,
  raterSkills: (rateeId: number, locale: Locale) =>
    [...tsKeys.ratee(rateeId), 'skills', 'rater', locale] as const,
  skill: (rateeId: number, rateeSkillId: number, locale: Locale) =>
    [...tsKeys.ratee(rateeId), 'skill', rateeSkillId, locale] as const,
  availableSkills: (rateeId: number, category: number, locale: Locale) =>
    [...tsKeys.ratee(rateeId), 'available', category, locale] as const,
  skillRating: (rateeId: number, rateeSkillId: number) =>
    [...tsKeys.ratee(rateeId), 'skill-rating', rateeSkillId] as const,
  managerRatings: (rateeId: number, type: ManagerRatingType) =>
    [...tsKeys.ratee(rateeId), 'manager-ratings', type] as const,
  /** Issue 12: the ratee's SMART goals, and one goal under them. */
  goals: (rateeId: number) => [...tsKeys.ratee(rateeId), 'goals'] as const,
  goal: (rateeId: number, goalId: number) => [...tsKeys.goals(rateeId), goalId] as const,
  /** Issue 12: the results page's calls (spec §7 "Average score" to "Rating results"). */
  results: (rateeId: number) => [...tsKeys.ratee(rateeId), 'results'] as const,
  ratingAverage: (rateeId: number, type: ManagerRatingType) =>
    [...tsKeys.results(rateeId), 'average', type] as const,
  lastRatings: (rateeId: number, type: ManagerRatingType) =>
    [...tsKeys.results(rateeId), 'last', type] as const,
  reviews: (rateeId: number) => [...tsKeys.results(rateeId), 'reviews'] as const,
  ratingResults: (rateeId: number, locale: Locale) =>
    [...tsKeys.results(rateeId), 'rating-results', locale] as const,
  periodResults: (rateeId: number, reviewId: number, locale: Locale) =>
    [...tsKeys.results(rateeId), 'period', reviewId, locale] as const,
};
