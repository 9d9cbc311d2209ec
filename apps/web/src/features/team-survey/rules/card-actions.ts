import type { TsRatee, TsRole } from '@portal/shared/team-survey';

/*
 * team-survey spec §2 "Ratee card" and §6: which parts a ratee card shows to whom. A person with
 * several roles sees a card per section, each with that role's actions.
 */
export interface CardActions {
  /** The rater's Review Now: only once the ratee is live. */
  reviewNow: boolean;
  /** The manager's Publish: only while not live (§4). */
  publish: boolean;
  /** The manager's way into the set-up page, live or not (ratings are given from there). */
  setUp: boolean;
  /** §2: "A warning icon is shown to managers when the ratee is live." */
  liveWarning: boolean;
  /** The 'review before <expiry>' notice: a live review has a period to finish in. */
  reviewBefore: boolean;
  /** §6: the ratee sees their own results (issue 12), once live: only then is there a period. */
  results: boolean;
  /** §6: the ratee's own page with their goals (issue 12), once live: only then can goals be set. */
  goals: boolean;
}

export function cardActions(role: TsRole, ratee: Pick<TsRatee, 'isLive'>): CardActions {
  const manager = role === 'manager';
  return {
    reviewNow: role === 'rater' && ratee.isLive,
    publish: manager && !ratee.isLive,
    setUp: manager,
    liveWarning: manager && ratee.isLive,
    reviewBefore: ratee.isLive,
    results: role === 'ratee' && ratee.isLive,
    goals: role === 'ratee' && ratee.isLive,
  };
}

/** §2 "Manager setup page": what the set-up page offers in each state. */
export function setupActions(ratee: Pick<TsRatee, 'isLive'>) {
  return {
    /** §4: "add and remove actions are hidden once live". */
    change: !ratee.isLive,
    /** §2: "Results, Everyday and Overall buttons ... appear only when the ratee is live." */
    ratings: ratee.isLive,
  };
}
