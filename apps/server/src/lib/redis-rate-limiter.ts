import { Redis } from 'ioredis';
import type { RateLimiter } from './rate-limiter.ts';

/*
 * The same fixed windows as the database limiter, in Redis (REDIS_URL): INCRBY and the window's
 * expiry in one script, so the count is atomic across every server process.
 */
const HIT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return { count, ttl }`;

export function createRedisRateLimiter(url: string, prefix: string): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async hit(key, windowSeconds, by = 1) {
      const [count, ttl] = (await redis.eval(
        HIT,
        1,
        prefix + key,
        String(by),
        String(windowSeconds * 1000),
      )) as [number, number];
      return { count, resetInSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
