import { ACCESS_CODE_PATTERN } from '../survey-products.ts';

/*
 * platform spec §5 "Route parameters: access code exactly 50 alphanumeric characters; ids digits
 * only", without zod, for pages that check their address before anything else. They agree with
 * AccessCodeSchema (surveys.ts) and PathIdSchema (ids.ts); path-params.test.ts holds them to it.
 */
const MAX_ID = 2_147_483_647;

export function isAccessCode(value: unknown): value is string {
  return typeof value === 'string' && ACCESS_CODE_PATTERN.test(value);
}

/** A path or query id: 1 to 10 digits, positive, within the database's integer range. */
export function parsePathId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= MAX_ID ? id : null;
}
