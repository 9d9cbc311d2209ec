import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { instant } from '../columns.ts';

/**
 * Fixed-window counters for every limit (sign-in, registration, reset mails, costly routes).
 * One row per key: a single INSERT ... ON CONFLICT DO UPDATE adds to it and reads it back, so
 * parallel requests on any number of server processes are counted exactly (issue 8). Used when
 * REDIS_URL is not set.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: varchar('key', { length: 400 }).primaryKey(),
    count: integer('count').notNull(),
    resetAt: instant('reset_at').notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);
