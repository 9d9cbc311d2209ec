import { LOCALE_BCP47, type Locale } from '@portal/shared/locales';
import { MANAGER_SCORE_MAX, SKILL_SCORE_MAX, SKILL_SCORE_STEP } from '@portal/shared/team-survey';

/*
 * team-survey spec §2, §3, §9: the server keeps skill scores 0-100 in steps of 10 and the screen
 * shows them 0-10 with one decimal; a manager's rating is 0-10 on the wire already. A form holds
 * the score in the unit its call sends, so nothing is converted twice.
 */
export type ScoreScale = 'skill' | 'manager';

export const scaleMax = (scale: ScoreScale) =>
  scale === 'skill' ? SKILL_SCORE_MAX : MANAGER_SCORE_MAX;
export const scaleStep = (scale: ScoreScale) => (scale === 'skill' ? SKILL_SCORE_STEP : 1);

/** team-survey spec §5: "default 1" on the 0-10 scale (the slider's 10 for a skill). */
export const defaultScore = (scale: ScoreScale) => scaleStep(scale);

/** A wire score as the 0-10 the screen shows. */
export function toTenths(score: number, scale: ScoreScale): number {
  return scale === 'skill' ? score / (SKILL_SCORE_MAX / 10) : score;
}

/** The 0-10 a person picked (the phone's select) as the wire score. */
export function fromTenths(value: number, scale: ScoreScale): number {
  const whole = Math.min(10, Math.max(0, Math.round(value)));
  return scale === 'skill' ? whole * (SKILL_SCORE_MAX / 10) : whole;
}

const formats = new Map<Locale, Intl.NumberFormat>();

/** '7.0' or '7,0': the 0-10 score with one decimal, the reader's way. */
export function formatScore(score: number, scale: ScoreScale, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_BCP47[locale], {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    formats.set(locale, format);
  }
  const tenths = toTenths(score, scale);
  return format.format(Number.isFinite(tenths) ? tenths : 0);
}

/** team-survey spec §2: the five labels under the slider, lowest first. */
export const LEVELS = ['l1', 'l2', 'l3', 'l4', 'l5'] as const;
export type Level = (typeof LEVELS)[number];

/**
 * Which label a score falls under: the 0-10 scale in five equal bands (0-1.9, 2-3.9, 4-5.9,
 * 6-7.9, 8-10), so 10 is Top Performer with 8 and 9.
 */
export function levelOf(score: number, scale: ScoreScale): Level {
  const tenths = Math.min(10, Math.max(0, toTenths(score, scale)));
  return LEVELS[Math.min(4, Math.floor(tenths / 2))] as Level;
}
