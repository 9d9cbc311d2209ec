import type { TalentZone } from '@portal/shared/team-survey-results';

/*
 * How a 360 review period is scored (issue 12, docs/decisions/024-team-survey-scores.md). Pure
 * rules, tested as units; the queries feed them what a period holds.
 *
 * Scales: a rater scores a skill 0-100 (step 10); a manager rates 0-10; a period's score is 0-10
 * (the periods table shows it × 10 as percent); the results' two scores are percents.
 */

/** The grid is drawn from 70 to 100; a score below 70 is drawn at 70 (spec §9). */
export const GRID_FLOOR = 70;
const LOCAL_FROM = 80;
const GLOBAL_FROM = 90;

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * A skill's average (0-100) in a period: the mean of its raters' scores, or null (withheld) while
 * fewer raters than the survey's anonymity threshold have rated it.
 */
export function skillAverage(scores: number[], threshold: number): number | null {
  if (scores.length === 0 || scores.length < threshold) return null;
  return round(mean(scores), 1);
}

/**
 * A period's score (0-10, two decimals): the mean of what it holds of
 * (a) the mean of its shown skill averages, divided by 10, and (b) the manager's overall rating.
 * Null when it holds neither. Everyday ratings are feedback along the way and do not count.
 */
export function periodScore(p: {
  skillAverages: (number | null)[];
  overall: number | null;
}): number | null {
  const parts: number[] = [];
  const shown = p.skillAverages.filter((a): a is number => a !== null);
  if (shown.length > 0) parts.push(mean(shown) / 10);
  if (p.overall !== null) parts.push(p.overall);
  return parts.length === 0 ? null : round(mean(parts), 2);
}

/**
 * The leadership score (percent, one decimal): the mean of the shown averages of the period's
 * Soft Skills (category 1: how a person leads others and themselves), or null without any.
 */
export function leadershipScore(softSkillAverages: (number | null)[]): number | null {
  const shown = softSkillAverages.filter((a): a is number => a !== null);
  return shown.length === 0 ? null : round(mean(shown), 1);
}

/** A period score (0-10) as the percent the results show. */
export function asPercent(score: number | null): number | null {
  return score === null ? null : round(score * 10, 1);
}

/**
 * Where a ratee stands on the talent grid: Global Talent Pool when both scores reach 90, Local
 * Talent Pool when both reach 80, Emerging Talent otherwise; null while either is unknown.
 */
export function talentZone(
  performance: number | null,
  leadership: number | null,
): TalentZone | null {
  if (performance === null || leadership === null) return null;
  const lower = Math.min(performance, leadership);
  if (lower >= GLOBAL_FROM) return 'global';
  if (lower >= LOCAL_FROM) return 'local';
  return 'emerging';
}

/** A score as the grid draws it: from 70 to 100. */
export function gridValue(score: number): number {
  return Math.min(100, Math.max(GRID_FLOOR, score));
}

/**
 * The order comments are shown in: by their text, so that it says nothing of who rated, or when
 * (issue 12: "an order that does not follow who rated when").
 */
export function anonymousOrder<T extends { comment: string }>(comments: T[]): T[] {
  return [...comments].sort((a, b) => (a.comment < b.comment ? -1 : a.comment > b.comment ? 1 : 0));
}
