import type { Db } from './client.ts';
import { type NotificationHub, type NotifyChannel, notificationsOf } from './notifications.ts';
import { oncePerDb } from './prepared.ts';

/**
 * Content that changes only when an operator edits it (a questionnaire's sections and
 * statements), kept in memory until the database says it changed: any NOTIFY on the channel
 * empties the cache, on every process (issue 14, decision 034). Nothing is kept while the
 * notification connection is down. Concurrent reads of one key share one load.
 */
export class NotifiedCache<K, V> {
  private readonly entries = new Map<K, Promise<V>>();
  private trusted = false;

  constructor(
    hub: NotificationHub,
    channel: NotifyChannel,
    private readonly maxEntries = 1_000,
  ) {
    hub.subscribe(channel, {
      notify: () => this.entries.clear(),
      listening: (assured) => {
        this.entries.clear();
        this.trusted = assured;
      },
    });
  }

  get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const value = load();
    if (!this.trusted) return value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, value);
    // A failed read is not remembered; a notification meanwhile has removed it already.
    value.catch(() => {
      if (this.entries.get(key) === value) this.entries.delete(key);
    });
    return value;
  }
}

/** One cache per database handle (tests open many), told by `channel`. */
export function notifiedCachePerDb<K, V>(
  channel: NotifyChannel,
  maxEntries?: number,
): (db: Db) => NotifiedCache<K, V> {
  return oncePerDb((db) => new NotifiedCache<K, V>(notificationsOf(db), channel, maxEntries));
}
