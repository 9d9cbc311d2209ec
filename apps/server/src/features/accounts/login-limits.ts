import { and, eq, gt, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { signInAddresses, users } from '../../db/schema/accounts.ts';
import { type LimitRule, tooMany } from '../../lib/limits.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { sha256 } from '../../lib/secure-tokens.ts';

/*
 * Sign-in limits (issue 8, docs/decisions/013-sign-in-limits.md). Three counters, each taken
 * atomically BEFORE the password is checked, so a burst of parallel guesses is cut at exactly the
 * limit; a success gives its attempt back.
 * - account and address pair: the tight one (5 in 15 minutes). A guesser at one address locks
 *   only that pair; the owner signs in from anywhere else.
 * - account, from addresses it never signed in from: a much higher ceiling against guessing
 *   spread over many addresses. The owner's own known addresses are exempt, so reaching it does
 *   not lock them out; a password reset clears it.
 * - address, against accounts never signed in from it: stops one address spraying many
 *   accounts, without locking out the people who already sign in from there (an office).
 */

/** How long a successful sign-in makes an address known for its account. */
const KNOWN_ADDRESS_DAYS = 90;

const pairKey = (email: string, ip: string) => `login:pair:${email}:${sha256(ip)}`;
const accountKey = (email: string) => `login:account:${email}`;
const addressKey = (ip: string) => `login:address:${sha256(ip)}`;

export interface SignInAttempt {
  /** Gives the attempt back after a success: it was not a failure. */
  succeeded(userId: number): Promise<void>;
}

export async function reserveSignInAttempt(
  deps: { db: Db; limiter: RateLimiter; config: Config },
  email: string,
  ip: string,
): Promise<SignInAttempt> {
  const { login } = deps.config;
  const window = login.windowMinutes * 60;
  const rule = (max: number): LimitRule => ({
    max,
    windowSeconds: window,
    messageKey: 'errors.too_many_logins',
  });
  const known = await isKnownAddress(deps.db, email, ip);
  const taken: string[] = [];
  const take = async (key: string, max: number) => {
    const { count, resetInSeconds } = await deps.limiter.hit(key, window);
    taken.push(key);
    if (count > max) throw tooMany(rule(max), resetInSeconds);
  };
  await take(pairKey(email, ip), login.maxPerAccountAddress);
  if (!known) {
    await take(accountKey(email), login.maxPerAccount);
    await take(addressKey(ip), login.maxPerAddress);
  }
  return {
    async succeeded(userId) {
      await deps.limiter.reset(pairKey(email, ip));
      for (const key of taken.slice(1)) await deps.limiter.hit(key, window, -1);
      await rememberAddress(deps.db, userId, ip);
    },
  };
}

async function isKnownAddress(db: Db, email: string, ip: string): Promise<boolean> {
  const rows = await db
    .select({ userId: signInAddresses.userId })
    .from(signInAddresses)
    .innerJoin(users, eq(users.id, signInAddresses.userId))
    .where(
      and(
        eq(users.email, email),
        eq(signInAddresses.addressHash, sha256(ip)),
        gt(signInAddresses.lastSeenAt, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

async function rememberAddress(db: Db, userId: number, ip: string): Promise<void> {
  await db
    .insert(signInAddresses)
    .values({ userId, addressHash: sha256(ip) })
    .onConflictDoUpdate({
      target: [signInAddresses.userId, signInAddresses.addressHash],
      set: { lastSeenAt: sql`now()` },
    });
}

/**
 * Whoever reset the password holds the mailbox: the account's failures, and those of the address
 * the link was used from, no longer count.
 */
export async function clearAccountFailures(
  limiter: RateLimiter,
  email: string,
  ip: string,
): Promise<void> {
  await limiter.reset(accountKey(email));
  await limiter.reset(pairKey(email, ip));
}
