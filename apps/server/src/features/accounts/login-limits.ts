import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/accounts.ts';
import { TooManyRequests } from '../../lib/errors.ts';

/**
 * Sign-in failures counted per account and per address over a window (issue 2). Counters live in
 * the database so every server process sees the same numbers.
 */
export interface LoginLimits {
  maxPerAccount: number;
  maxPerAddress: number;
  windowMinutes: number;
}

const accountKey = (email: string) => `account:${email}`;
const addressKey = (ip: string) => `address:${ip}`;

export async function assertLoginAllowed(db: Db, limits: LoginLimits, email: string, ip: string) {
  const since = new Date(Date.now() - limits.windowMinutes * 60_000);
  const rows = await db
    .select({ key: loginFailures.key, n: count() })
    .from(loginFailures)
    .where(
      and(
        inArray(loginFailures.key, [accountKey(email), addressKey(ip)]),
        gt(loginFailures.createdAt, since),
      ),
    )
    .groupBy(loginFailures.key);
  const failures = new Map(rows.map((r) => [r.key, Number(r.n)]));
  if (
    (failures.get(accountKey(email)) ?? 0) >= limits.maxPerAccount ||
    (failures.get(addressKey(ip)) ?? 0) >= limits.maxPerAddress
  ) {
    throw new TooManyRequests('errors.too_many_logins', { minutes: limits.windowMinutes });
  }
}

export async function recordLoginFailure(db: Db, email: string, ip: string, limits: LoginLimits) {
  await db.insert(loginFailures).values([{ key: accountKey(email) }, { key: addressKey(ip) }]);
  // Old rows only slow the count down; drop them as we go.
  const before = new Date(Date.now() - limits.windowMinutes * 60_000);
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, before));
}

/** A successful sign-in forgives the account's failures (not the address's). */
export async function clearAccountFailures(db: Db, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, accountKey(email)));
}
