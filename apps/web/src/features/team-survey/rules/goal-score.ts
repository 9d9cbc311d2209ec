import { LOCALE_BCP47, type Locale } from '@portal/shared/locales';

/*
 * team-survey spec §2 "success score (%)": the manager's 0-100 shown as a percentage the reader's
 * way ('70%', '70 %', '٧٠٪').
 */
const formats = new Map<Locale, Intl.NumberFormat>();

export function formatGoalScore(score: number, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_BCP47[locale], {
      style: 'percent',
      maximumFractionDigits: 0,
    });
    formats.set(locale, format);
  }
  return format.format(score / 100);
}
