import type { Locale } from '@portal/shared/locales';
import type { ApiProduct } from '@portal/shared/survey-products';

/**
 * Query keys of the payments feature (conventions, habit 9). The survey's title is translated,
 * so its key carries the locale; a payment's details and the survey user do not.
 */
export const paymentsKeys = {
  all: ['payments'] as const,
  survey: (product: ApiProduct, code: string, locale: Locale) =>
    [...paymentsKeys.all, 'survey', product, code, locale] as const,
  surveyUser: (product: ApiProduct, surveyId: number, code: string) =>
    [...paymentsKeys.all, 'survey-user', product, surveyId, code] as const,
  details: (reference: string) => [...paymentsKeys.all, 'details', reference] as const,
};
