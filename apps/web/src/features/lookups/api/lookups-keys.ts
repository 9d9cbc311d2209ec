import type { Locale } from '@portal/shared/locales';

/**
 * The server translates and sorts the lists per Accept-Language, so the locale is part of
 * every key: switching language fetches the list in the new language.
 */
export const lookupsKeys = {
  all: ['lookups'] as const,
  list: (name: string, locale: Locale) => [...lookupsKeys.all, name, locale] as const,
  registrationFields: () => [...lookupsKeys.all, 'registration-fields'] as const,
};
