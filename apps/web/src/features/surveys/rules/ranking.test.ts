import { describe, expect, it } from 'vitest';
import { canConfirm, dropInRanking, poolOf, rankingModeFor, rankingWarnings } from './ranking';

describe('ranking modes (issue 9)', () => {
  it('a wide screen reorders the E.Q. list and fills the ranking from a pool for values and behaviours', () => {
    expect(rankingModeFor('eq', true)).toBe('drag');
    expect(rankingModeFor('values', true)).toBe('pool');
    expect(rankingModeFor('behaviours', true)).toBe('pool');
    expect(rankingModeFor('values', false)).toBe('tap');
    expect(rankingModeFor('eq', false)).toBe('tap');
  });

  it('the pool allows Confirm only once every statement is placed, and never asks about an unchanged order', () => {
    const value = { order: [1, 2, 3], ranked: [1, 2] };
    expect(canConfirm('pool', value, 3)).toBe(false);
    expect(canConfirm('pool', { ...value, ranked: [1, 2, 3] }, 3)).toBe(true);
    expect(
      rankingWarnings({
        product: 'values',
        mode: 'pool',
        value: { order: [1, 2, 3], ranked: [1, 2, 3] },
        initialOrder: [1, 2, 3],
      }),
    ).toEqual([]);
  });

  it('the pool keeps the server’s order of what is left', () => {
    expect(poolOf([5, 6, 7, 8], [7, 5])).toEqual([6, 8]);
  });
});

describe('dropInRanking', () => {
  it('a statement from the pool takes the place it is dropped on; the later ones move down', () => {
    expect(dropInRanking([1, 2], 9, { type: 'before', id: 2 })).toEqual([1, 9, 2]);
    expect(dropInRanking([1, 2], 9, { type: 'before', id: 1 })).toEqual([9, 1, 2]);
  });

  it('the end slot places it last, also a ranked one', () => {
    expect(dropInRanking([], 9, { type: 'end' })).toEqual([9]);
    expect(dropInRanking([1, 2, 3], 1, { type: 'end' })).toEqual([2, 3, 1]);
  });

  it('moves within the ranking as a sortable list does', () => {
    expect(dropInRanking([1, 2, 3], 1, { type: 'before', id: 3 })).toEqual([2, 3, 1]);
    expect(dropInRanking([1, 2, 3], 3, { type: 'before', id: 1 })).toEqual([3, 1, 2]);
  });

  it('back onto the pool takes it out; nowhere changes nothing', () => {
    expect(dropInRanking([1, 2, 3], 2, { type: 'pool' })).toEqual([1, 3]);
    const ranked = [1, 2];
    expect(dropInRanking(ranked, 2, { type: 'none' })).toBe(ranked);
    expect(dropInRanking(ranked, 2, { type: 'before', id: 2 })).toBe(ranked);
  });
});
