import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, signIn } from '../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createDatabaseRateLimiter, type RateLimiter } from './rate-limiter.ts';
import { createRedisRateLimiter } from './redis-rate-limiter.ts';

/*
 * The two stores behind every limit. The database one always runs; the Redis one when REDIS_URL
 * is set (CI's PostgreSQL pass sets it).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const redisUrl = process.env.REDIS_URL;
const stores: [string, () => RateLimiter][] = [
  ['database', () => createDatabaseRateLimiter(t.app.db)],
  ...(redisUrl
    ? ([
        ['redis', () => createRedisRateLimiter(redisUrl, `test:${process.pid}:${Date.now()}:`)],
      ] as [string, () => RateLimiter][])
    : []),
];

describe.each(stores)('the %s limiter', (_name, make) => {
  let limiter: RateLimiter;
  beforeAll(() => {
    limiter = make();
  });
  afterAll(() => limiter.close());

  it('counts 200 parallel hits exactly, each seeing its own count', async () => {
    const counts = await Promise.all(Array.from({ length: 200 }, () => limiter.hit('burst', 60)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 200 }, (_, i) => i + 1),
    );
    expect(Math.max(...counts.map((c) => c.resetInSeconds))).toBeLessThanOrEqual(60);
  });

  it('gives a hit back, forgets a key, and starts a window again once it has run out', async () => {
    await limiter.hit('k', 1);
    await limiter.hit('k', 1);
    expect((await limiter.hit('k', 1, -1)).count).toBe(1);
    await limiter.reset('k');
    expect((await limiter.hit('k', 1)).count).toBe(1);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await limiter.hit('k', 1)).count).toBe(1);
  });

  it('keeps keys apart', async () => {
    await limiter.hit('a', 60);
    await limiter.hit('a', 60);
    expect((await limiter.hit('b', 60)).count).toBe(1);
  });
});

describe.skipIf(!redisUrl)('sign-in on a server whose counters are in Redis', () => {
  let onRedis: TestApp;
  beforeAll(async () => {
    onRedis = await buildTestApp({
      REDIS_URL: redisUrl ?? '',
      REDIS_PREFIX: `test:${process.pid}:${Date.now()}:`,
      LOGIN_MAX_PER_ACCOUNT_ADDRESS: '5',
    });
  });
  afterAll(() => onRedis.close());

  it('of 100 wrong passwords sent at once, exactly 5 are checked', async () => {
    const user = await registerUser(onRedis.app);
    const replies = await Promise.all(
      Array.from({ length: 100 }, () => signIn(onRedis.app, user.email, 'wrong-password')),
    );
    expect(replies.filter((r) => r.statusCode === 401)).toHaveLength(5);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(95);
  });
});
