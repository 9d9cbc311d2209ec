import { IPULSE_MAX, IPULSE_MIN } from '@portal/shared/surveys';

/**
 * The scoring model (docs/decisions/006-scoring-model.md): every answer becomes points from 0 to
 * 100, and a dimension's score is the mean of its statements' points, to one decimal.
 * - Ranking: the top of a section of n statements scores 100, the bottom 0, evenly between.
 * - iPulse: 1 (disagree) scores 0, 4 (strongly agree) 100.
 */
export interface ScoringRow {
  dimension: string;
  rank: number | null;
  score: number | null;
  sectionSize: number;
}

export function rankPoints(rank: number, sectionSize: number): number {
  if (sectionSize <= 1) return 100;
  return ((sectionSize - rank) / (sectionSize - 1)) * 100;
}

export function ipulsePoints(score: number): number {
  return ((score - IPULSE_MIN) / (IPULSE_MAX - IPULSE_MIN)) * 100;
}

export function scoreDimensions(rows: ScoringRow[]): Record<string, number> {
  const sums = new Map<string, { total: number; n: number }>();
  for (const row of rows) {
    const points =
      row.score != null
        ? ipulsePoints(row.score)
        : row.rank != null
          ? rankPoints(row.rank, row.sectionSize)
          : null;
    if (points == null) continue;
    const sum = sums.get(row.dimension) ?? { total: 0, n: 0 };
    sum.total += points;
    sum.n += 1;
    sums.set(row.dimension, sum);
  }
  return Object.fromEntries(
    [...sums].map(([dimension, { total, n }]) => [dimension, Math.round((total / n) * 10) / 10]),
  );
}
