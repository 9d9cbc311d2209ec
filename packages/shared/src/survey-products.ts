import { LIMITS } from './limits.ts';

/*
 * The questionnaire products, report layouts and answer limits (platform spec §2, §3, §9), apart
 * from the zod schemas of surveys.ts: a page that needs only these does not download zod.
 */

/** Products in API paths (platform §7: discovery-process maps to dp). */
export const API_PRODUCTS = ['eq', 'values', 'behaviours', 'ipulse', 'dp'] as const;
export type ApiProduct = (typeof API_PRODUCTS)[number];
/** Products that are taken section by section (a dp survey is taken through its parts). */
export const TAKEN_PRODUCTS = ['eq', 'values', 'behaviours', 'ipulse'] as const;
export type TakenProduct = (typeof TAKEN_PRODUCTS)[number];
export const RANKING_PRODUCTS = ['eq', 'values', 'behaviours'] as const;
export type RankingProduct = (typeof RANKING_PRODUCTS)[number];
/** The discovery process's parts, in the order they are taken (platform §1). */
export const DP_PARTS = ['eq', 'values', 'behaviours'] as const;

/** Products in browser routes (platform §2). */
export const ROUTE_PRODUCTS = [
  'eq',
  'values',
  'behaviours',
  'discovery-process',
  'ipulse',
  '360',
] as const;
export type RouteProduct = (typeof ROUTE_PRODUCTS)[number];

export function apiProductOf(route: RouteProduct): ApiProduct | null {
  if (route === '360') return null;
  return route === 'discovery-process' ? 'dp' : route;
}
/**
 * The products a survey welcome page, /{surveyProduct}/{accessCode}, is built for: its route
 * and API names. The 360 welcome is the team-survey feature's.
 */
export function welcomeProductOf(
  value: string | undefined,
): { route: RouteProduct; api: ApiProduct } | null {
  const route = (ROUTE_PRODUCTS as readonly (string | undefined)[]).includes(value)
    ? (value as RouteProduct)
    : null;
  const api = route ? apiProductOf(route) : null;
  return route && api ? { route, api } : null;
}
export function routeProductOf(api: ApiProduct): RouteProduct {
  return api === 'dp' ? 'discovery-process' : api;
}

export const SOFT_TOUCH_LAYOUT = 'E.Q. Soft Touch Report';
export const DEFAULT_LAYOUT = 'Default Layout';
export const EQ_STATEMENTS_PER_SECTION = 18;
export const IPULSE_MIN = 1;
export const IPULSE_MAX = 4;
export const KRISK_TITLES = ['KRisk Option 1', 'KRisk Option 2', 'KRisk Option 3'] as const;
export const IPULSE_COMMENT_MAX = 2000;
/** A resiliency question is answered on a 1-5 agreement scale. */
export const RESILIENCY_MIN = 1;
export const RESILIENCY_MAX = 5;

/** platform spec §5: an access code is exactly 50 alphanumeric characters. */
export const ACCESS_CODE_PATTERN = new RegExp(`^[A-Za-z0-9]{${LIMITS.accessCodeLength}}$`);
