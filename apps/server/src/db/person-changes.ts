import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { personCacheOf } from './person-cache.ts';
import { oncePerDb } from './prepared.ts';

/** NOTIFY payloads are at most 8,000 bytes; ids are sent in chunks below that. */
const PAYLOAD_LIMIT = 7_000;

export interface PersonChangesOptions {
  /** How long writes are gathered before one NOTIFY tells them all. */
  gatherMs?: number;
  /** After a failed NOTIFY, the wait before the next try. */
  retryMs?: number;
}

/**
 * Tells every process that people's own views changed, after their own request wrote (decision
 * 037). The process that wrote forgets at once, before it answers, so the person's next call
 * never sees the view from before. The other processes hear it in one NOTIFY for all the people
 * who wrote during the last `gatherMs`: a NOTIFY in every section submit would serialise the
 * commits of the hottest write (migration 0015 says by how much), one every few milliseconds
 * costs nothing that shows.
 *
 * If the process dies in those milliseconds, the other processes keep what they had until the
 * cache's maximum age (person-cache.ts).
 */
export class PersonChanges {
  private readonly waiting = new Set<number>();
  private timer: NodeJS.Timeout | null = null;
  private sending: Promise<void> | null = null;
  private readonly gatherMs: number;
  private readonly retryMs: number;

  constructor(
    private readonly forgetHere: (personId: number) => void,
    private readonly send: (payload: string) => Promise<void>,
    options: PersonChangesOptions = {},
  ) {
    this.gatherMs = options.gatherMs ?? 25;
    this.retryMs = options.retryMs ?? 1_000;
  }

  /** Person `personId`'s own request has committed a change. */
  changed(personId: number): void {
    this.forgetHere(personId);
    this.waiting.add(personId);
    this.schedule(this.gatherMs);
  }

  /** Sends what is waiting now (at close). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.sending;
    await this.sendWaiting();
  }

  private schedule(ms: number) {
    if (this.timer || this.sending) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.sendWaiting();
    }, ms);
    this.timer.unref();
  }

  private sendWaiting(): Promise<void> {
    if (this.waiting.size === 0) return Promise.resolve();
    const ids = [...this.waiting];
    this.waiting.clear();
    const sending = (async () => {
      let next = this.gatherMs;
      try {
        for (const payload of payloads(ids)) await this.send(payload);
      } catch {
        // Told again at the next try; meanwhile the cache's maximum age bounds what is stale.
        for (const id of ids) this.waiting.add(id);
        next = this.retryMs;
      } finally {
        this.sending = null;
        if (this.waiting.size > 0) this.schedule(next);
      }
    })();
    this.sending = sending;
    return sending;
  }
}

/** Comma-separated ids, each payload under PostgreSQL's limit. */
export function payloads(ids: number[]): string[] {
  const out: string[] = [];
  let current = '';
  for (const id of ids) {
    const text = String(id);
    if (current && current.length + 1 + text.length > PAYLOAD_LIMIT) {
      out.push(current);
      current = '';
    }
    current = current ? `${current},${text}` : text;
  }
  if (current) out.push(current);
  return out;
}

/** One per database handle: forgets in that handle's cache, NOTIFYs through that database. */
export const personChangesOf = oncePerDb(
  (db: Db) =>
    new PersonChanges(
      (personId) => personCacheOf(db).forget(personId),
      async (payload) => {
        await db.execute(sql`select pg_notify('portal_person', ${payload})`);
      },
    ),
);
