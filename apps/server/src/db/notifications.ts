import pg from 'pg';
import type { Db } from './client.ts';

/**
 * PostgreSQL LISTEN/NOTIFY, for caches that several server processes must agree on (issue 14,
 * decision 034). The database sends a notification when a change commits; each process that
 * listens forgets what the change made stale.
 *
 * A listener must know when delivery is not assured: while its connection is down, changes are
 * missed, so a cache has to stop trusting itself (`listening(false)`) until it listens again.
 */

/** The channels the portal listens on; the triggers that notify them are in the migrations. */
export const NOTIFY_CHANNELS = ['portal_auth', 'portal_content', 'portal_person'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

const hubs = new WeakMap<Db, NotificationHub>();

/** Remembers which hub tells a database handle's changes (openDatabase). */
export function registerNotifications(db: Db, hub: NotificationHub): void {
  hubs.set(db, hub);
}

/** The notifications of the database behind `db` (not a transaction's handle). */
export function notificationsOf(db: Db): NotificationHub {
  const hub = hubs.get(db);
  if (!hub) throw new Error('not a database handle opened by openDatabase');
  return hub;
}

export interface NotificationSubscriber {
  notify(payload: string): void;
  /** true once every later change will be told; false when some may be missed. */
  listening(assured: boolean): void;
}

/** Fans notifications out to subscribers and tells them whether delivery is assured. */
export class NotificationHub {
  private readonly subscribers = new Map<NotifyChannel, Set<NotificationSubscriber>>();
  private assured = false;
  private started = false;

  /** `start` opens the listening connection on the first subscription (a script needs none). */
  constructor(private readonly start: () => void = () => {}) {}

  subscribe(channel: NotifyChannel, subscriber: NotificationSubscriber): () => void {
    let set = this.subscribers.get(channel);
    if (!set) {
      set = new Set();
      this.subscribers.set(channel, set);
    }
    set.add(subscriber);
    subscriber.listening(this.assured);
    if (!this.started) {
      this.started = true;
      this.start();
    }
    return () => set.delete(subscriber);
  }

  dispatch(channel: string, payload: string): void {
    for (const subscriber of this.subscribers.get(channel as NotifyChannel) ?? []) {
      subscriber.notify(payload);
    }
  }

  setAssured(assured: boolean): void {
    this.assured = assured;
    for (const set of this.subscribers.values()) for (const s of set) s.listening(assured);
  }
}

/**
 * One connection of its own that LISTENs and reconnects when it drops. Delivery is assured from
 * the moment LISTEN has answered until the connection fails.
 */
export function listenOnPostgres(
  connectionString: string,
  hub: NotificationHub,
  onError: (error: Error) => void,
): { close(): Promise<void> } {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 250;
  let timer: NodeJS.Timeout | null = null;

  const lost = (error?: Error) => {
    if (error) onError(error);
    hub.setAssured(false);
    const old = client;
    client = null;
    old?.removeAllListeners();
    old?.on('error', () => {});
    old?.end().catch(() => {});
    if (!closed && !timer) {
      timer = setTimeout(() => {
        timer = null;
        void connect();
      }, retryMs);
      retryMs = Math.min(retryMs * 2, 5_000);
    }
  };

  async function connect() {
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('notification', (message) => hub.dispatch(message.channel, message.payload ?? ''));
    next.on('error', (error) => {
      if (client === next) lost(error);
    });
    next.on('end', () => {
      if (client === next && !closed) lost(new Error('notification connection ended'));
    });
    try {
      await next.connect();
      for (const channel of NOTIFY_CHANNELS) await next.query(`LISTEN ${channel}`);
      if (client !== next || closed) return;
      retryMs = 250;
      hub.setAssured(true);
    } catch (error) {
      if (client === next) lost(error as Error);
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      hub.setAssured(false);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}

/**
 * Every pooled connection listens too. A process's own change is then told on the very
 * connection that committed it, before the commit's answer (PostgreSQL sends a session's own
 * notifications ahead of ReadyForQuery), so the next request of the same process never sees the
 * cache from before it. Other processes hear it through their listening connection, within
 * milliseconds. The pool hands a connection out only once its LISTEN has answered.
 */
export function listeningClientClass(hub: NotificationHub): typeof pg.Client {
  return class ListeningClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('notification', (message) => hub.dispatch(message.channel, message.payload ?? ''));
    }

    // pg-pool calls connect with a callback; a direct caller may await it.
    // biome-ignore lint/suspicious/noExplicitAny: pg's two overloads (promise or callback) as one.
    override connect(callback?: any): any {
      const ready = super.connect().then(async () => {
        for (const channel of NOTIFY_CHANNELS) await this.query(`LISTEN ${channel}`);
      });
      if (!callback) return ready;
      ready.then(
        () => callback(null, this),
        (error: Error) => callback(error),
      );
    }
  };
}
