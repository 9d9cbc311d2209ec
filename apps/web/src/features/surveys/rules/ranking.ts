import { EQ_STATEMENTS_PER_SECTION, type RankingProduct } from '@portal/shared/survey-products';

/*
 * platform spec §4 "Ranking" and §5: drag and drop places every statement at once (the order is
 * the answer); tap-to-rank places them one tap at a time. These are the rules both share.
 */
export type RankingMode = 'drag' | 'tap';

export interface RankingValue {
  /** Drag mode: every statement id, top first. */
  order: number[];
  /** Tap mode: the ids tapped so far, in the order tapped (rank 1 first). */
  ranked: number[];
}

export function isRankingValue(value: unknown): value is RankingValue {
  const v = value as Partial<RankingValue> | null;
  const ids = (list: unknown) => Array.isArray(list) && list.every((id) => Number.isInteger(id));
  return typeof v === 'object' && v !== null && ids(v.order) && ids(v.ranked);
}

const sameSet = (a: number[], b: number[]) =>
  a.length === b.length && new Set(a).size === a.length && a.every((id) => b.includes(id));

/**
 * A stored draft only counts when it is about these statements: the order must hold each of
 * them once, the tapped list only some of them once each. Anything else starts afresh.
 */
export function restoreRanking(ids: number[], stored: RankingValue | null): RankingValue {
  const order = stored && sameSet(stored.order, ids) ? stored.order : ids;
  const ranked =
    stored &&
    new Set(stored.ranked).size === stored.ranked.length &&
    stored.ranked.every((id) => ids.includes(id))
      ? stored.ranked
      : [];
  return { order, ranked };
}

/** Tapping an unranked statement gives it the next rank; tapping a ranked one takes it out. */
export function toggleRanked(ranked: number[], id: number): number[] {
  return ranked.includes(id) ? ranked.filter((r) => r !== id) : [...ranked, id];
}

export function moveItem(order: number[], from: number, to: number): number[] {
  const next = [...order];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return order;
  next.splice(to, 0, moved);
  return next;
}

/** Tap mode: "the confirm button is enabled only when all statements are ranked". */
export function canConfirm(mode: RankingMode, value: RankingValue, total: number): boolean {
  return mode === 'drag' || value.ranked.length === total;
}

/** The answer to send, top first. */
export function answerOf(mode: RankingMode, value: RankingValue): number[] {
  return mode === 'drag' ? value.order : value.ranked;
}

export type RankingWarning = { type: 'unchanged' } | { type: 'eq_fewer'; count: number };

/**
 * What to confirm before sending (platform spec §4): in drag mode an order nobody changed, and
 * for eq fewer than 18 statements placed.
 */
export function rankingWarnings(input: {
  product: RankingProduct;
  mode: RankingMode;
  value: RankingValue;
  initialOrder: number[];
}): RankingWarning[] {
  const warnings: RankingWarning[] = [];
  const { mode, value, initialOrder } = input;
  if (mode === 'drag' && value.order.every((id, i) => id === initialOrder[i])) {
    warnings.push({ type: 'unchanged' });
  }
  const placed = answerOf(mode, value).length;
  if (input.product === 'eq' && placed < EQ_STATEMENTS_PER_SECTION) {
    warnings.push({ type: 'eq_fewer', count: placed });
  }
  return warnings;
}
