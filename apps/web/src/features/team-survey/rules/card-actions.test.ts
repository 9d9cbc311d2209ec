import { describe, expect, it } from 'vitest';
import { cardActions, setupActions } from './card-actions';

const live = { isLive: true };
const draft = { isLive: false };

describe('ratee card actions', () => {
  it('a rater may review a live ratee only', () => {
    expect(cardActions('rater', live).reviewNow).toBe(true);
    expect(cardActions('rater', draft).reviewNow).toBe(false);
    expect(cardActions('rater', live).publish).toBe(false);
  });

  it('a manager publishes a draft and is warned about a live ratee', () => {
    expect(cardActions('manager', draft)).toMatchObject({
      publish: true,
      liveWarning: false,
      reviewNow: false,
      setUp: true,
    });
    expect(cardActions('manager', live)).toMatchObject({
      publish: false,
      liveWarning: true,
      setUp: true,
      reviewBefore: true,
    });
  });

  it('the ratee sees their card with their results and goals only, and a live period’s date', () => {
    expect(cardActions('ratee', live)).toEqual({
      reviewNow: false,
      publish: false,
      setUp: false,
      liveWarning: false,
      reviewBefore: true,
      results: true,
      goals: true,
    });
    expect(cardActions('ratee', draft)).toMatchObject({
      reviewBefore: false,
      results: false,
      goals: false,
    });
    expect(cardActions('rater', live)).toMatchObject({ results: false, goals: false });
    expect(cardActions('manager', live)).toMatchObject({ results: false, goals: false });
  });

  it('the set-up page changes things before publishing and rates after', () => {
    expect(setupActions(draft)).toEqual({ change: true, ratings: false });
    expect(setupActions(live)).toEqual({ change: false, ratings: true });
  });
});
