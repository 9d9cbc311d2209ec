import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import {
  listeningClientClass,
  listenOnPostgres,
  NOTIFY_CHANNELS,
  NotificationHub,
  registerNotifications,
} from './notifications.ts';
import * as schema from './schema.ts';

/** The common base of both drivers (STACK-NOTES: a union type breaks overloaded builders). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a query to prove the database answers (readiness). */
  ping(): Promise<void>;
  /**
   * Runs SQL text as the driver gets it: with values, one statement with parameters; without,
   * one or more statements (the job queue's own schema and maintenance, lib/jobs.ts).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** The database's NOTIFY messages, for caches every process must agree on (notifications.ts). */
  notifications: NotificationHub;
  close(): Promise<void>;
  /** The raw PGlite instance, for tests that snapshot it. */
  pglite?: PGlite;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; undefined keeps it in memory. */
  pgliteDir?: string | undefined;
  /** A dumped data dir to start from (tests clone one migrated database). */
  pgliteSnapshot?: Blob | File | undefined;
  poolSize?: number;
  /**
   * Told when an idle PostgreSQL connection fails (the server restarted, the network dropped).
   * node-postgres raises this as an 'error' event that would end the process if nobody listened;
   * the pool drops that connection and opens a new one for the next query.
   */
  onIdleError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    let listener: { close(): Promise<void> } | null = null;
    const databaseUrl = options.databaseUrl;
    const notifications = new NotificationHub(() => {
      listener = listenOnPostgres(databaseUrl, notifications, (error) =>
        options.onIdleError?.(error),
      );
    });
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      Client: listeningClientClass(notifications),
    });
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    registerNotifications(db, notifications);
    return {
      db,
      kind: 'postgres',
      notifications,
      ping: async () => {
        await pool.query('select 1');
      },
      executeSql: (text, values) => pool.query(text, values),
      close: async () => {
        await listener?.close();
        await pool.end();
      },
    };
  }
  let release = () => {};
  if (options.pgliteDir) {
    fs.mkdirSync(options.pgliteDir, { recursive: true });
    release = takeDirectoryLock(options.pgliteDir);
  }
  const client = await PGlite.create({
    ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
    ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // One process holds an embedded database, and PGlite tells its listeners before a commit's
  // query answers: delivery is assured from the start.
  const notifications = new NotificationHub();
  for (const channel of NOTIFY_CHANNELS) {
    await client.listen(channel, (payload) => notifications.dispatch(channel, payload));
  }
  notifications.setAssured(true);
  registerNotifications(db, notifications);
  return {
    db,
    kind: 'pglite',
    pglite: client,
    notifications,
    ping: async () => {
      await client.query('select 1');
    },
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      // PGlite's query takes one statement; exec takes several and answers each one's rows.
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

/**
 * PGlite does not lock its data directory, and two processes on one directory corrupt it
 * (STACK-NOTES). A lock file with our pid refuses a second server while the first is alive.
 */
function takeDirectoryLock(dir: string): () => void {
  const lockFile = path.join(dir, '..', `${path.basename(dir)}.lock`);
  try {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The database in ${dir} is in use by another server (pid ${pid}). Stop it, or set DATA_DIR to another folder.`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => fs.rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
