import { describe, expect, it } from 'vitest';
import { NotificationHub } from './notifications.ts';
import { PersonCache } from './person-cache.ts';

function setUp(
  options: { assured?: boolean; now?: () => number; maxPeople?: number; maxViews?: number } = {},
) {
  const hub = new NotificationHub();
  hub.setAssured(options.assured ?? true);
  const cache = new PersonCache(hub, {
    maxPeople: options.maxPeople ?? 3,
    maxViewsPerPerson: options.maxViews ?? 4,
    maxAgeMs: 60_000,
    now: options.now,
  });
  let loads = 0;
  const read = (personId: number, key = 'dashboard') =>
    cache.get(personId, key, async () => `${personId}:${key}:${++loads}`);
  const tell = (payload: string) => hub.dispatch('portal_person', payload);
  return { hub, cache, read, tell, loads: () => loads };
}

describe('person cache', () => {
  it('reads a view once, then from memory, each person and view apart', async () => {
    const { read, loads } = setUp();
    expect(await read(1)).toBe('1:dashboard:1');
    expect(await read(1)).toBe('1:dashboard:1');
    expect(await read(1, 'ratees')).toBe('1:ratees:2');
    expect(await read(2)).toBe('2:dashboard:3');
    expect(loads()).toBe(3);
  });

  it('forgets every view of the people a notification names, and only theirs', async () => {
    const { read, tell } = setUp();
    await read(1);
    await read(1, 'ratees');
    await read(2);
    await read(3);
    tell('1,3');
    expect(await read(1)).toBe('1:dashboard:5');
    expect(await read(1, 'ratees')).toBe('1:ratees:6');
    expect(await read(2)).toBe('2:dashboard:3');
    expect(await read(3)).toBe('3:dashboard:7');
  });

  it("forgets everyone on '*'", async () => {
    const { read, tell, loads } = setUp();
    await read(1);
    await read(2);
    tell('*');
    await read(1);
    await read(2);
    expect(loads()).toBe(4);
  });

  it('does not keep a read that a notification overtook', async () => {
    const { cache, tell } = setUp();
    let finish: (value: string) => void = () => {};
    const first = cache.get(1, 'dashboard', () => new Promise<string>((r) => (finish = r)));
    tell('1');
    finish('from before the change');
    expect(await first).toBe('from before the change');
    expect(await cache.get(1, 'dashboard', async () => 'after')).toBe('after');
  });

  it('keeps nothing while notifications may be missed, and starts empty when they come again', async () => {
    const { hub, read, loads } = setUp({ assured: false });
    await read(1);
    await read(1);
    expect(loads()).toBe(2);
    hub.setAssured(true);
    await read(1);
    await read(1);
    expect(loads()).toBe(3);
    hub.setAssured(false);
    hub.setAssured(true);
    await read(1);
    expect(loads()).toBe(4);
  });

  it('reads again after the maximum age, and lets the longest kept person go first', async () => {
    let now = 0;
    const { read, loads } = setUp({ now: () => now });
    await read(1);
    now = 60_000;
    await read(1);
    expect(loads()).toBe(2);
    await read(2);
    await read(3);
    await read(4);
    await read(2);
    expect(loads()).toBe(5);
    await read(1);
    expect(loads()).toBe(6);
  });

  it('keeps a bounded number of views per person, the oldest first out', async () => {
    const { read, loads } = setUp({ maxViews: 2 });
    for (const id of [1, 2, 3, 4, 5]) await read(1, `taking:${id}`);
    expect(loads()).toBe(5);
    await read(1, 'taking:5');
    await read(1, 'taking:4');
    expect(loads()).toBe(5);
    await read(1, 'taking:1');
    expect(loads()).toBe(6);
  });

  it('does not remember a failed read', async () => {
    const { cache } = setUp();
    await expect(
      cache.get(1, 'v', async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow();
    expect(await cache.get(1, 'v', async () => 'up')).toBe('up');
  });
});
