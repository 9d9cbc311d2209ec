import { EQ_STATEMENTS_PER_SECTION, type RankingProduct } from '@portal/shared/survey-products';

/*
 * platform spec §4 "Ranking" and §5. Three ways to rank (issue 9, decision 016):
 * - 'drag': the E.Q. on a wide screen, a pre-numbered list reordered by drag and drop (the
 *   order is the answer; an unchanged order asks first);
 * - 'pool': values and behaviours on a wide screen, every statement dragged from an unranked pool
 *   into the ranked list (§5 "every answer must be dragged and dropped");
 * - 'tap': every product on a narrow screen, statements ranked one tap at a time.
 * Pool and tap keep the same `ranked` list, so turning a tablet or resizing loses nothing.
 */
export type RankingMode = 'drag' | 'pool' | 'tap';

/** platform spec §2: drag and drop on a wide screen, tap-to-rank otherwise. */
export function rankingModeFor(product: RankingProduct, wide: boolean): RankingMode {
  if (!wide) return 'tap';
  return product === 'eq' ? 'drag' : 'pool';
}

export interface RankingValue {
  /** Drag mode: every statement id, top first. */
  order: number[];
  /** Pool and tap modes: the ids placed so far, rank 1 first. */
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

/**
 * Tap mode: "the confirm button is enabled only when all statements are ranked"; the pool too
 * (§5: every answer placed). The E.Q.'s pre-numbered list always has them all.
 */
export function canConfirm(mode: RankingMode, value: RankingValue, total: number): boolean {
  return mode === 'drag' || value.ranked.length === total;
}

/** The statements not placed yet, in the server's order. */
export function poolOf(ids: number[], ranked: number[]): number[] {
  return ids.filter((id) => !ranked.includes(id));
}

/** Where a statement of the pool mode is dropped. */
export type PoolDrop =
  | { type: 'before'; id: number }
  | { type: 'end' }
  | { type: 'pool' }
  | { type: 'none' };

/**
 * The ranked list after a drop: onto a ranked statement takes that statement's place (a move
 * within the list, or an insertion from the pool that moves the later ones down); onto the end
 * slot places it last; onto the pool takes it out of the ranking.
 */
export function dropInRanking(ranked: number[], id: number, drop: PoolDrop): number[] {
  const without = ranked.filter((r) => r !== id);
  if (drop.type === 'pool') return without;
  if (drop.type === 'end') return [...without, id];
  if (drop.type === 'none' || drop.id === id) return ranked;
  const from = ranked.indexOf(id);
  const to = ranked.indexOf(drop.id);
  if (to < 0) return ranked;
  if (from >= 0) return moveItem(ranked, from, to);
  return [...ranked.slice(0, to), id, ...ranked.slice(to)];
}

/** The answer to send, top first. */
export function answerOf(mode: RankingMode, value: RankingValue): number[] {
  return mode === 'drag' ? value.order : value.ranked;
}

export type RankingWarning = { type: 'unchanged' } | { type: 'eq_fewer'; count: number };

/**
 * What to confirm before sending (platform spec §4): in drag mode an order nobody changed, and
 * for eq fewer than 18 statements placed. Each is a dialog of its own (issue 9).
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
