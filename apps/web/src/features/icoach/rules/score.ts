import { LOCALE_BCP47, type Locale } from '@portal/shared/locales';

/*
 * platform spec §2, §9: "iCoach score shown as a percentage". The server answers a whole percent
 * (0-100); the page writes it the locale's way (80 %, ٨٠٪, %80), as it does a skill's progress.
 */
const formats = new Map<Locale, Intl.NumberFormat>();

export function formatPercent(score: number, locale: Locale): string {
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
