import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.ts';

export const TEMPLATE_DATABASE = 'portal_test_template';

/**
 * A fresh database for one test file: PGlite loaded from the migrated snapshot, or, with
 * DATABASE_URL, a PostgreSQL database copied from the migrated template.
 */
export async function openTestDatabase(snapshotFile: string): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const data = await fs.readFile(snapshotFile);
    return openDatabase({ pgliteSnapshot: new Blob([data]) });
  }
  const copy = await copyTemplateDatabase(databaseUrl);
  const database = await openDatabase({ databaseUrl: copy.url, poolSize: 5, onIdleError });
  return {
    ...database,
    close: async () => {
      await database.close();
      await copy.drop();
    },
  };
}

/**
 * PostgreSQL only: one fresh database and `count` separate connection pools to it, as separate
 * server processes would have (architecture: "two server processes on one database agree").
 */
export async function openSharedTestDatabase(
  count: number,
): Promise<{ databases: Database[]; close(): Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('openSharedTestDatabase needs DATABASE_URL (PostgreSQL)');
  const copy = await copyTemplateDatabase(databaseUrl);
  const databases: Database[] = [];
  for (let i = 0; i < count; i += 1) {
    databases.push(await openDatabase({ databaseUrl: copy.url, poolSize: 5, onIdleError }));
  }
  return {
    databases,
    close: async () => {
      for (const database of databases) await database.close();
      await copy.drop();
    },
  };
}

/**
 * PostgreSQL only: a fresh database copied from the migrated template, for a server process of
 * its own to open (crash-safety.test.ts); no pool is opened here. `drop` removes it.
 */
export async function createTestDatabaseCopy(): Promise<{ url: string; drop(): Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('createTestDatabaseCopy needs DATABASE_URL (PostgreSQL)');
  return copyTemplateDatabase(databaseUrl);
}

/** As the app does (app.ts): an idle connection that fails is reported, not fatal. */
const onIdleError = (error: Error) =>
  console.warn('idle test database connection lost:', error.message);

/** A new database copied from the migrated template; `drop` removes it. */
async function copyTemplateDatabase(databaseUrl: string) {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: databaseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
