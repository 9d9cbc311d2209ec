import { TooManyRequests } from './errors.ts';
import type { RateLimiter } from './rate-limiter.ts';

/** A limit: at most `max` in a fixed window, and the message a person gets past it. */
export interface LimitRule {
  max: number;
  windowSeconds: number;
  /** A translation key taking {{minutes}}. */
  messageKey: string;
}

export const HOUR = 3600;

/** The error past a limit: 429, a translated message, and Retry-After. */
export function tooMany(rule: LimitRule, resetInSeconds: number): TooManyRequests {
  return new TooManyRequests(
    rule.messageKey,
    { minutes: Math.max(1, Math.ceil(resetInSeconds / 60)) },
    resetInSeconds,
  );
}

/** Counts one more under `key` and throws 429 once the rule's maximum is passed. */
export async function enforceLimit(
  limiter: RateLimiter,
  rule: LimitRule,
  key: string,
): Promise<void> {
  const { count, resetInSeconds } = await limiter.hit(key, rule.windowSeconds);
  if (count > rule.max) throw tooMany(rule, resetInSeconds);
}

/**
 * Costly actions of a signed-in person (a picture to decode, a payment to start, a report to lay
 * out, a comment or a test to store): COSTLY_ACTIONS_PER_USER_PER_HOUR of each.
 */
export function enforceCostlyLimit(
  deps: { limiter: RateLimiter; config: { limits: { costlyActionsPerUserPerHour: number } } },
  action: 'picture' | 'payment' | 'report' | 'comment' | 'test',
  userId: number,
): Promise<void> {
  return enforceLimit(
    deps.limiter,
    {
      max: deps.config.limits.costlyActionsPerUserPerHour,
      windowSeconds: HOUR,
      messageKey: 'errors.too_many_requests',
    },
    `costly:${action}:${userId}`,
  );
}
