import { DEFAULT_LOCALE, type Locale } from '@portal/shared/locales';
import type { LocalisedText } from '../../db/schema/lookups.ts';

/** A text in the person's language, else the survey's default language, else English. */
export function pick(text: LocalisedText, locale: Locale, surveyDefault?: string): string {
  return (
    text[locale] ?? (surveyDefault ? text[surveyDefault] : undefined) ?? text[DEFAULT_LOCALE] ?? ''
  );
}
