import { isAccessCode, parsePathId } from '@portal/shared/rules/path-params';
import {
  DP_PARTS,
  RANKING_PRODUCTS,
  type RankingProduct,
  welcomeProductOf,
} from '@portal/shared/survey-products';

/*
 * platform spec §5 "Route parameters: access code exactly 50 alphanumeric characters; ids digits
 * only". Anything else shows the not-found page.
 */
export type DpPart = (typeof DP_PARTS)[number];

export function parseAccessCode(value: string | undefined): string | null {
  return isAccessCode(value) ? value : null;
}

export function parseId(value: string | undefined | null): number | null {
  return parsePathId(value);
}

/** The products a welcome page is built for (the 360 welcome is the team-survey feature's). */
export const parseWelcomeProduct = welcomeProductOf;

export function parseRankingProduct(value: string | undefined): RankingProduct | null {
  return (RANKING_PRODUCTS as readonly (string | undefined)[]).includes(value)
    ? (value as RankingProduct)
    : null;
}

export function parseDpPart(value: string | undefined): DpPart | null {
  return (DP_PARTS as readonly (string | undefined)[]).includes(value) ? (value as DpPart) : null;
}
