import { LOCALE_BCP47, type Locale } from '@portal/shared/locales';

/*
 * A whole percent (0-100) written the reader's way (80%, 80 %, %80, ٨٠٪): an iCoach test score
 * (platform spec §9) and a 360 goal's success score (team-survey spec §2) alike.
 */
const formats = new Map<Locale, Intl.NumberFormat>();

export function formatWholePercent(score: number, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_BCP47[locale], {
      style: 'percent',
      maximumFractionDigits: 0,
    });
    formats.set(locale, format);
  }
  const whole = Number.isFinite(score) ? Math.min(100, Math.max(0, Math.round(score))) : 0;
  return format.format(whole / 100);
}
