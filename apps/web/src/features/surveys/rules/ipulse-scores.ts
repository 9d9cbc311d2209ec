import { IPULSE_MIN } from '@portal/shared/survey-products';

/*
 * An iPulse section's answers as kept in its draft (statement id to score, 1 to 4), apart from
 * the board that shows them: the section page reads drafts before the board's chunk arrives.
 */
export type IpulseScores = Record<string, number>;

export function isIpulseScores(value: unknown): value is IpulseScores {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => Number.isInteger(v) && v >= 1 && v <= 4)
  );
}

export function scoreOf(scores: IpulseScores, id: number): number {
  return scores[String(id)] ?? IPULSE_MIN;
}
