import type { TsRatee, TsSkill } from '@portal/shared/team-survey';

/*
 * team-survey spec §2 "Dashboard": a rater's filter sorts by last review and has a
 * 'show completed' switch. The spec's placeholder (hide the ratee with id 2) is replaced by the
 * real rule: a ratee is completed for a rater once every skill is rated this period (issue 11).
 */
export type SortOrder = 'asc' | 'desc';

/** Completed for this rater: live, with skills, each rated by them in the current period. */
export function isCompletedFor(ratee: Pick<TsRatee, 'isLive'>, skills: TsSkill[] | undefined) {
  return ratee.isLive && !!skills && skills.length > 0 && skills.every((s) => s.status);
}

/**
 * By last review, oldest or newest first. Never reviewed counts as the oldest (first when
 * ascending: those wait longest); equal times keep the server's order.
 */
export function sortByLastReview<T extends Pick<TsRatee, 'lastReviewed'>>(
  ratees: T[],
  order: SortOrder,
): T[] {
  const time = (r: T) => (r.lastReviewed ? Date.parse(r.lastReviewed) : Number.NEGATIVE_INFINITY);
  const sign = order === 'asc' ? 1 : -1;
  return [...ratees].sort((a, b) => {
    const ta = time(a);
    const tb = time(b);
    return ta === tb ? 0 : ta < tb ? -sign : sign;
  });
}

export function visibleRatees<T extends Pick<TsRatee, 'id' | 'lastReviewed'>>(
  ratees: T[],
  options: { sort: SortOrder; showCompleted: boolean; completed: ReadonlySet<number> },
): T[] {
  const shown = options.showCompleted ? ratees : ratees.filter((r) => !options.completed.has(r.id));
  return sortByLastReview(shown, options.sort);
}
