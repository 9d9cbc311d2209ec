import { describe, expect, it } from 'vitest';
import { NotificationHub } from '../../db/notifications.ts';
import { type ActiveSession, SessionCache } from './session-cache.ts';

const HOUR = 3_600_000;

function sessionOf(id: string, userId: number, impersonatorId: number | null = null) {
  return {
    session: { id, userId, impersonatorId, expiresAt: new Date(Date.now() + HOUR) },
    user: { id: userId },
  } as unknown as ActiveSession;
}

function setUp(options: { assured?: boolean; now?: () => number } = {}) {
  const hub = new NotificationHub();
  hub.setAssured(options.assured ?? true);
  const cache = new SessionCache(hub, { maxEntries: 3, maxAgeMs: 60_000, now: options.now });
  let loads = 0;
  const lookup = (id: string, userId: number, impersonatorId: number | null = null) =>
    cache.lookup(id, userId, async () => {
      loads++;
      return sessionOf(id, userId, impersonatorId);
    });
  return { hub, cache, lookup, loads: () => loads };
}

describe('session cache', () => {
  it('reads a session once, then from memory', async () => {
    const { lookup, loads } = setUp();
    await lookup('a', 1);
    await lookup('a', 1);
    expect(loads()).toBe(1);
  });

  it('never answers a session for another person than the token names', async () => {
    const { cache, lookup } = setUp();
    await lookup('a', 1);
    expect(await cache.lookup('a', 2, async () => null)).toBeNull();
  });

  it('forgets a session, a person, or everything when the database says so', async () => {
    const { hub, lookup, loads } = setUp();
    await lookup('a', 1);
    await lookup('b', 2, 7); // administrator 7 impersonates person 2
    hub.dispatch('portal_auth', 's:a');
    await lookup('a', 1);
    expect(loads()).toBe(3);
    hub.dispatch('portal_auth', 'u:7');
    await lookup('b', 2, 7);
    expect(loads()).toBe(4);
    hub.dispatch('portal_auth', '*');
    await lookup('a', 1);
    await lookup('b', 2, 7);
    expect(loads()).toBe(6);
  });

  it('keeps nothing while delivery is not assured, and starts empty when it is again', async () => {
    const { hub, cache, lookup, loads } = setUp({ assured: false });
    await lookup('a', 1);
    await lookup('a', 1);
    expect(loads()).toBe(2);
    hub.setAssured(true);
    await lookup('a', 1);
    hub.setAssured(false);
    expect(cache.size).toBe(0);
    await lookup('a', 1);
    expect(loads()).toBe(4);
  });

  it('does not keep a read that a change overtook', async () => {
    const { hub, cache } = setUp();
    let finish: (found: ActiveSession) => void = () => {};
    const pending = cache.lookup('a', 1, () => new Promise((resolve) => (finish = resolve)));
    hub.dispatch('portal_auth', 'u:1'); // the row changed while it was being read
    finish(sessionOf('a', 1));
    await pending;
    expect(cache.size).toBe(0);
  });

  it('reads again after its age, and holds at most its size', async () => {
    let now = 0;
    const { cache, lookup, loads } = setUp({ now: () => now });
    await lookup('a', 1);
    now = 61_000;
    await lookup('a', 1);
    expect(loads()).toBe(2);
    await lookup('b', 2);
    await lookup('c', 3);
    await lookup('d', 4);
    expect(cache.size).toBe(3);
  });
});
