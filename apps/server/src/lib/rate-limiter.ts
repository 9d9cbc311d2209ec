import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/rate-limits.ts';

/**
 * Counters for limits, shared by every server process: in PostgreSQL by default, in Redis when
 * REDIS_URL is set (lib/redis-rate-limiter.ts). Each call is one atomic step that adds and reads
 * back, so a burst of parallel requests is counted exactly (issue 8: a read-then-write limiter
 * let 60 parallel guesses through a limit of 5).
 */
export interface RateLimiter {
  /**
   * Adds `by` (default 1; -1 gives a reserved attempt back) to the key's count in its current
   * fixed window of `windowSeconds`, and answers the count after it and the seconds left.
   */
  hit(key: string, windowSeconds: number, by?: number): Promise<RateCount>;
  /** Forgets a key's count (a successful sign-in, a password reset). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface RateCount {
  count: number;
  resetInSeconds: number;
}

/** Expired rows are cleared now and then, not on every hit. */
const SWEEP_EVERY = 500;

export function createDatabaseRateLimiter(db: Db): RateLimiter {
  let hits = 0;
  return {
    async hit(key, windowSeconds, by = 1) {
      // A window that has run out starts again from this hit.
      const result = await db.execute(sql`
        insert into rate_limit_counters (key, count, reset_at)
        values (${key}, ${by}, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          count = case when rate_limit_counters.reset_at <= now() then excluded.count
                       else rate_limit_counters.count + excluded.count end,
          reset_at = case when rate_limit_counters.reset_at <= now() then excluded.reset_at
                          else rate_limit_counters.reset_at end
        returning count,
          -- now() is this statement's transaction start: a hit that waited on the row lock while
          -- a later-started one made the window sees it end a moment more than a window away.
          least(ceil(extract(epoch from reset_at - now())), ${windowSeconds})::int as reset_in`);
      hits += 1;
      if (hits % SWEEP_EVERY === 0) {
        await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, sql`now()`));
      }
      const row = (result as unknown as { rows: { count: number; reset_in: number }[] }).rows[0]!;
      return { count: Number(row.count), resetInSeconds: Math.max(1, Number(row.reset_in)) };
    },
    async reset(key) {
      await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
    },
    async close() {},
  };
}
