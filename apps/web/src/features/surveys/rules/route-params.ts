import { isAccessCode, parsePathId } from '@portal/shared/rules/path-params';
import {
  type ApiProduct,
  apiProductOf,
  DP_PARTS,
  RANKING_PRODUCTS,
  type RankingProduct,
  ROUTE_PRODUCTS,
  type RouteProduct,
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

export function parseRouteProduct(value: string | undefined): RouteProduct | null {
  return (ROUTE_PRODUCTS as readonly (string | undefined)[]).includes(value)
    ? (value as RouteProduct)
    : null;
}

/**
 * The products a welcome page is built for. The 360 welcome comes with the team-survey issue;
 * until then its address is not found.
 */
export function parseWelcomeProduct(
  value: string | undefined,
): { route: RouteProduct; api: ApiProduct } | null {
  const route = parseRouteProduct(value);
  const api = route ? apiProductOf(route) : null;
  return route && api ? { route, api } : null;
}

export function parseRankingProduct(value: string | undefined): RankingProduct | null {
  return (RANKING_PRODUCTS as readonly (string | undefined)[]).includes(value)
    ? (value as RankingProduct)
    : null;
}

export function parseDpPart(value: string | undefined): DpPart | null {
  return (DP_PARTS as readonly (string | undefined)[]).includes(value) ? (value as DpPart) : null;
}
