import { LOCALE_BCP47, type Locale } from '@portal/shared/locales';
import { formatDay } from './ts-dates';

/*
 * team-survey spec §9: "Average and leadership score shown as a percent with one decimal only
 * when fractional; the table score is multiplied by 10 and shown as a percent with one decimal."
 * Percent signs, digits and spacing follow the reader's locale ('72,5 %', '%72,5', '72.5%').
 */

const formats = new Map<string, Intl.NumberFormat>();

function percentFormat(locale: Locale, decimals: 0 | 1): Intl.NumberFormat {
  const key = `${locale}/${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_BCP47[locale], {
      style: 'percent',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(key, format);
  }
  return format;
}

/** A percent rounded to one decimal: 72.25 → 72.3 (away from float noise such as 72.30000001). */
export function roundTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Whether a percent keeps a decimal once rounded to one: 72.5 does, 72.04 (→ 72.0) does not. */
export function isFractional(value: number): boolean {
  return Math.round(value * 10) % 10 !== 0;
}

/** The average and leadership scores (0-100): '72.5%' but '80%'. */
export function formatPercent(value: number, locale: Locale): string {
  const rounded = roundTenth(value);
  return percentFormat(locale, isFractional(rounded) ? 1 : 0).format(rounded / 100);
}

/** A review period's score (0-10) in the periods table: × 10, always one decimal ('80.0%'). */
export function formatPeriodScore(score: number, locale: Locale): string {
  return percentFormat(locale, 1).format(roundTenth(score * 10) / 100);
}

/** A period as its first day and its expiry, DD/MM/YYYY (spec §9): '01/03/2026 – 01/06/2026'. */
export function formatPeriod(period: { timeCreated: string; timeExpiry: string }): string {
  return `${formatDay(period.timeCreated)} – ${formatDay(period.timeExpiry)}`;
}

/**
 * spec §7: the report is "saved as a file named Report plus the ratee name and date": the date of
 * the period's first day, so two periods' reports saved on one day keep apart. Characters no file
 * system takes are dropped from the name.
 */
export function reportFileName(rateeName: string, periodStart: string): string {
  const name = rateeName
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `Report ${name} ${periodStart}.pdf`.replace(/\s+/g, ' ');
}
