import { describe, expect, it, vi } from 'vitest';
import { PersonChanges, payloads } from './person-changes.ts';

function setUp(send: (payload: string) => Promise<void> = async () => {}) {
  const forgotten: number[] = [];
  const sent: string[] = [];
  const changes = new PersonChanges(
    (id) => forgotten.push(id),
    async (payload) => {
      await send(payload);
      sent.push(payload);
    },
    { gatherMs: 10, retryMs: 50 },
  );
  return { changes, forgotten, sent };
}

describe('person changes', () => {
  it('forgets here at once and tells the others in one notification per gathering', async () => {
    vi.useFakeTimers();
    try {
      const { changes, forgotten, sent } = setUp();
      changes.changed(1);
      changes.changed(2);
      changes.changed(1);
      expect(forgotten).toEqual([1, 2, 1]);
      expect(sent).toEqual([]);
      await vi.advanceTimersByTimeAsync(10);
      expect(sent).toEqual(['1,2']);
      changes.changed(3);
      await vi.advanceTimersByTimeAsync(10);
      expect(sent).toEqual(['1,2', '3']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries again after a failed notification, with what came meanwhile', async () => {
    vi.useFakeTimers();
    try {
      let fail = true;
      const { changes, sent } = setUp(async () => {
        if (fail) throw new Error('database down');
      });
      changes.changed(1);
      await vi.advanceTimersByTimeAsync(10);
      expect(sent).toEqual([]);
      fail = false;
      changes.changed(2);
      await vi.advanceTimersByTimeAsync(10);
      expect(sent).toEqual([]);
      await vi.advanceTimersByTimeAsync(40);
      expect(sent).toEqual(['1,2']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends what waits when the server closes', async () => {
    const { changes, sent } = setUp();
    changes.changed(7);
    await changes.flush();
    expect(sent).toEqual(['7']);
  });

  it('cuts many ids into payloads under PostgreSQL’s 8,000 bytes', () => {
    const ids = Array.from({ length: 3_000 }, (_, i) => 1_000_000 + i);
    const parts = payloads(ids);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(7_000);
    expect(parts.join(',').split(',').map(Number)).toEqual(ids);
  });
});
