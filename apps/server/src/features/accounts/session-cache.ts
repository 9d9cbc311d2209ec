import type { NotificationHub } from '../../db/notifications.ts';
import type { findActiveSession } from './sessions.queries.ts';

export type ActiveSession = NonNullable<Awaited<ReturnType<typeof findActiveSession>>>;

interface Entry {
  found: ActiveSession;
  at: number;
}

export interface SessionCacheOptions {
  /** Sessions kept at most (oldest first out): about 2 KB each. */
  maxEntries?: number;
  /** A belt as well as braces: an entry is read again from the database after this long. */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * The sessions this process has checked, so a signed-in call does not read its session and
 * person from the database every time (issue 14: that read was most of `GET /api/me`).
 *
 * Trust comes from the database itself: a trigger NOTIFYs `portal_auth` when a session row or a
 * person's row changes or goes (migration 0012), and every process forgets the sessions it
 * touches: 's:<session id>', 'u:<person id>' (their sessions, and sessions they impersonate),
 * '*' for all. While the notification connection is down nothing is cached, since a change could
 * go unheard. A read that was under way when a notification came is not kept, as it may hold
 * the row from before the change (the generation check). Decision 034.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Session ids by the person they belong to, and by the administrator impersonating. */
  private readonly byPerson = new Map<number, Set<string>>();
  private trusted = false;
  private generation = 0;
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  readonly stop: () => void;

  constructor(hub: NotificationHub, options: SessionCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 50_000;
    this.maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
    this.now = options.now ?? Date.now;
    this.stop = hub.subscribe('portal_auth', {
      notify: (payload) => this.forget(payload),
      listening: (assured) => {
        this.clear();
        this.trusted = assured;
      },
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /** The live session `sessionId` of person `userId`, from memory or from `load`. */
  async lookup(
    sessionId: string,
    userId: number,
    load: () => Promise<ActiveSession | null>,
  ): Promise<ActiveSession | null> {
    const now = this.now();
    const entry = this.trusted ? this.entries.get(sessionId) : undefined;
    if (entry) {
      const { session } = entry.found;
      if (session.userId !== userId) return null;
      if (session.expiresAt.getTime() > now && now - entry.at < this.maxAgeMs) return entry.found;
      this.remove(sessionId);
    }
    const generation = this.generation;
    const found = await load();
    if (found && this.trusted && generation === this.generation) this.keep(sessionId, found, now);
    return found;
  }

  private keep(sessionId: string, found: ActiveSession, at: number) {
    this.remove(sessionId);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.remove(oldest);
    }
    this.entries.set(sessionId, { found, at });
    this.index(found.session.userId, sessionId);
    if (found.session.impersonatorId !== null) this.index(found.session.impersonatorId, sessionId);
  }

  private index(personId: number, sessionId: string) {
    let set = this.byPerson.get(personId);
    if (!set) {
      set = new Set();
      this.byPerson.set(personId, set);
    }
    set.add(sessionId);
  }

  private remove(sessionId: string) {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    this.entries.delete(sessionId);
    const { userId, impersonatorId } = entry.found.session;
    for (const personId of impersonatorId === null ? [userId] : [userId, impersonatorId]) {
      const set = this.byPerson.get(personId);
      set?.delete(sessionId);
      if (set?.size === 0) this.byPerson.delete(personId);
    }
  }

  private forget(payload: string) {
    this.generation++;
    if (payload.startsWith('s:')) {
      this.remove(payload.slice(2));
    } else if (payload.startsWith('u:')) {
      const personId = Number(payload.slice(2));
      for (const sessionId of [...(this.byPerson.get(personId) ?? [])]) this.remove(sessionId);
    } else {
      this.clear();
    }
  }

  private clear() {
    this.generation++;
    this.entries.clear();
    this.byPerson.clear();
  }
}
