import { describe, expect, it } from 'vitest';
import { ipulsePoints, rankPoints, scoreDimensions } from './scoring.ts';

describe('scoring', () => {
  it('the top of a section scores 100 and the bottom 0', () => {
    expect(rankPoints(1, 18)).toBe(100);
    expect(rankPoints(18, 18)).toBe(0);
    expect(rankPoints(2, 3)).toBe(50);
  });

  it('iPulse 1 scores 0 and 4 scores 100', () => {
    expect(ipulsePoints(1)).toBe(0);
    expect(ipulsePoints(4)).toBe(100);
  });

  it('a dimension scores the mean of its statements, to one decimal', () => {
    const scores = scoreDimensions([
      { dimension: 'a', rank: 1, score: null, sectionSize: 4 },
      { dimension: 'a', rank: 2, score: null, sectionSize: 4 },
      { dimension: 'b', rank: 3, score: null, sectionSize: 4 },
      { dimension: 'b', rank: 4, score: null, sectionSize: 4 },
    ]);
    expect(scores).toEqual({ a: 83.3, b: 16.7 });
  });

  it('ranking is ipsative: equal-sized dimensions average 50', () => {
    const rows = Array.from({ length: 18 }, (_, i) => ({
      dimension: `d${i % 6}`,
      rank: i + 1,
      score: null,
      sectionSize: 18,
    }));
    const values = Object.values(scoreDimensions(rows));
    expect(values.reduce((a, b) => a + b, 0) / values.length).toBeCloseTo(50, 0);
  });
});
