import { describe, expect, it } from 'vitest';
import {
  anonymousOrder,
  asPercent,
  gridValue,
  leadershipScore,
  periodScore,
  skillAverage,
  talentZone,
} from './scores.ts';

describe('a skill average', () => {
  it('is withheld until the threshold of raters have rated', () => {
    expect(skillAverage([], 3)).toBeNull();
    expect(skillAverage([80, 90], 3)).toBeNull();
    expect(skillAverage([80, 90, 100], 3)).toBe(90);
    expect(skillAverage([70, 80, 80], 3)).toBe(76.7);
    expect(skillAverage([50], 1)).toBe(50);
  });
});

describe('a period score', () => {
  it('is the mean of the skills (÷10) and the overall rating, of those present', () => {
    expect(periodScore({ skillAverages: [80, 90], overall: 7 })).toBe(7.75);
    expect(periodScore({ skillAverages: [80, null], overall: null })).toBe(8);
    expect(periodScore({ skillAverages: [null, null], overall: 6 })).toBe(6);
    expect(periodScore({ skillAverages: [], overall: null })).toBeNull();
    expect(periodScore({ skillAverages: [76.7], overall: 10 })).toBe(8.84);
  });
});

describe('the leadership score', () => {
  it('is the mean of the shown soft-skill averages', () => {
    expect(leadershipScore([90, 80, null])).toBe(85);
    expect(leadershipScore([null])).toBeNull();
    expect(leadershipScore([])).toBeNull();
  });
});

describe('percent and the talent grid', () => {
  it('shows a period score as percent with one decimal', () => {
    expect(asPercent(7.75)).toBe(77.5);
    expect(asPercent(8)).toBe(80);
    expect(asPercent(null)).toBeNull();
  });

  it('places a ratee by the lower of their two scores', () => {
    expect(talentZone(95, 92)).toBe('global');
    expect(talentZone(90, 90)).toBe('global');
    expect(talentZone(95, 89.9)).toBe('local');
    expect(talentZone(80, 99)).toBe('local');
    expect(talentZone(79.9, 99)).toBe('emerging');
    expect(talentZone(40, 30)).toBe('emerging');
    expect(talentZone(null, 90)).toBeNull();
  });

  it('draws scores below 70 at 70, on a 70 to 100 axis', () => {
    expect(gridValue(42)).toBe(70);
    expect(gridValue(70)).toBe(70);
    expect(gridValue(85.5)).toBe(85.5);
    expect(gridValue(120)).toBe(100);
  });
});

describe('comments', () => {
  it('are ordered by their text, not by who rated when', () => {
    const rated = [
      { comment: 'Listens well', raterOrder: 1 },
      { comment: 'Always on time', raterOrder: 2 },
      { comment: 'Clear writer', raterOrder: 3 },
    ];
    expect(anonymousOrder(rated).map((c) => c.comment)).toEqual([
      'Always on time',
      'Clear writer',
      'Listens well',
    ]);
  });
});
