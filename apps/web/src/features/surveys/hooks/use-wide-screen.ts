import { useMediaQuery } from '@mantine/hooks';
import { LIMITS } from '@portal/shared/limits';
import type { RankingProduct } from '@portal/shared/survey-products';
import { type RankingMode, rankingModeFor } from '../rules/ranking';

/**
 * platform spec §2 and §9: ranking is drag and drop on a wide screen (window width over 1024 px)
 * and tap-to-rank otherwise (phones and tablets held upright); on a wide screen values and
 * behaviours start from an unranked pool (rules/ranking.ts). Read at once, not after a first
 * paint, so the page does not switch modes under the person's finger.
 */
export function useRankingMode(product: RankingProduct): RankingMode {
  const wide = useMediaQuery(`(min-width: ${LIMITS.wideScreenPx + 1}px)`, undefined, {
    getInitialValueInEffect: false,
  });
  return rankingModeFor(product, wide);
}
