import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { installJobQueueSchema } from '../lib/jobs.ts';
import type { Database } from './client.ts';

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../migrations',
);

/** Applies the committed SQL migrations and the job queue's tables; safe to run at every start. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: each migrator wants its own driver's type.
    await migratePglite(database.db as any, config);
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    await migratePg(database.db as any, config);
  }
  await installJobQueueSchema(database);
}

/** pg_advisory_lock key of a server's start: any fixed number no other lock of ours uses. */
const START_LOCK = 720_141_032;

/**
 * Runs a server's preparation of the database (migrations, reference and demo data) in one
 * process at a time. Several processes starting at once on a database with pending migrations
 * (issue 14, docs/operations/scaling.md) would each apply them and seed, and all but one would
 * fail at start: Drizzle's migrator takes no lock, and the seeds insert unique rows. A session
 * advisory lock, held on a connection of its own (not the pool's: a pool of one would wait on
 * itself), lets one prepare while the others wait and then find nothing to do. Ending that
 * connection releases the lock, whatever happened. PGlite has one process by design.
 */
export async function oneProcessAtATime(
  database: Database,
  run: () => Promise<void>,
): Promise<void> {
  const pool = (database.db as unknown as { $client?: pg.Pool }).$client;
  if (database.kind !== 'postgres' || !pool?.options) return run();
  const lock = new pg.Client(pool.options);
  // A failure of this connection reaches the query waiting on it; the event alone is noise.
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [START_LOCK]);
    await run();
  } finally {
    await lock.end();
  }
}
