import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
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
