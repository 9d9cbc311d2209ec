import type { Db } from './client.ts';
import { type NotificationHub, notificationsOf } from './notifications.ts';
import { oncePerDb } from './prepared.ts';

export interface PersonCacheOptions {
  /** People kept at most (the longest kept first out). */
  maxPeople?: number;
  /**
   * Views kept at most per person (the oldest first out): a person who asks for the progress of
   * a million ids that are not theirs must not fill the memory with answers of "not yours".
   */
  maxViewsPerPerson?: number;
  /** A belt as well as braces: a view is read again from the database after this long. */
  maxAgeMs?: number;
  now?: () => number;
}

interface Entry {
  value: Promise<unknown>;
  at: number;
}

/**
 * What a person's own pages show again and again (their dashboard, a course's progress, the
 * ratees they rate), kept in memory until the database says that person's view changed (issue
 * 14, decision 037). Migration 0015's triggers NOTIFY `portal_person` with the person's id, or
 * '*', whoever wrote the change; a person's own writes are told by the server itself
 * (person-changes.ts), with several ids in one payload. Every process forgets whom it names.
 *
 * A view is kept as the promise of its read, stored before the read is sent: a notification that
 * arrives while it is under way takes it out with the rest, so a read that may hold rows from
 * before a change is never kept after the change is told. While the notification connection is
 * down nothing is kept (a change could go unheard), and it starts empty when it listens again.
 */
export class PersonCache {
  private readonly people = new Map<number, Map<string, Entry>>();
  private trusted = false;
  private readonly maxPeople: number;
  private readonly maxViewsPerPerson: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  readonly stop: () => void;

  constructor(hub: NotificationHub, options: PersonCacheOptions = {}) {
    this.maxPeople = options.maxPeople ?? 10_000;
    this.maxViewsPerPerson = options.maxViewsPerPerson ?? 32;
    this.maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
    this.now = options.now ?? Date.now;
    this.stop = hub.subscribe('portal_person', {
      notify: (payload) => {
        if (payload === '*') this.people.clear();
        else for (const id of payload.split(',')) this.forget(Number(id));
      },
      listening: (assured) => {
        this.people.clear();
        this.trusted = assured;
      },
    });
  }

  /** People with something kept. */
  get size(): number {
    return this.people.size;
  }

  /** Forgets what is kept of one person (their own write, told by person-changes.ts). */
  forget(personId: number): void {
    this.people.delete(personId);
  }

  /** The view `key` of person `personId`, from memory or from `load`. */
  get<V>(personId: number, key: string, load: () => Promise<V>): Promise<V> {
    const now = this.now();
    let views = this.people.get(personId);
    const hit = views?.get(key);
    if (hit && now - hit.at < this.maxAgeMs) return hit.value as Promise<V>;
    const value = load();
    if (!this.trusted) return value;
    if (!views) {
      if (this.people.size >= this.maxPeople) {
        const longest = this.people.keys().next().value;
        if (longest !== undefined) this.people.delete(longest);
      }
      views = new Map();
      this.people.set(personId, views);
    }
    const kept = views;
    kept.delete(key);
    if (kept.size >= this.maxViewsPerPerson) {
      const oldest = kept.keys().next().value;
      if (oldest !== undefined) kept.delete(oldest);
    }
    kept.set(key, { value, at: now });
    // A failed read is not remembered.
    value.catch(() => {
      if (kept.get(key)?.value === value) kept.delete(key);
    });
    return value;
  }
}

/** One cache per database handle (tests open many), told by that database's notifications. */
export const personCacheOf = oncePerDb((db: Db) => new PersonCache(notificationsOf(db)));
