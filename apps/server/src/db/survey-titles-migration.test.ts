import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { MIGRATIONS_DIR } from './migrate.ts';

/** The committed migrations up to and including `lastTag`, in a folder of their own. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-migrations-'));
  await fs.mkdir(path.join(dir, 'meta'));
  const journal = JSON.parse(
    await fs.readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  await fs.writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries) {
    await fs.copyFile(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  }
  return dir;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** An empty database: PGlite, or with DATABASE_URL a new PostgreSQL database (CI runs both). */
async function emptyDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({});
  const name = `portal_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const target = new URL(url);
  target.pathname = `/${name}`;
  return openDatabase({ databaseUrl: target.toString(), poolSize: 2 });
}

async function migrateTo(database: Database, folder: string) {
  // biome-ignore lint/suspicious/noExplicitAny: each migrator wants its own driver's type.
  const db = database.db as any;
  if (database.kind === 'pglite') await migratePglite(db, { migrationsFolder: folder });
  else await migratePg(db, { migrationsFolder: folder });
}

it('an existing survey keeps its title as its default-language title after 0004', async () => {
  const database = await emptyDatabase();
  cleanups.push(() => database.close());
  const before = await migrationsUpTo('0003_rate_limits');
  cleanups.push(() => fs.rm(before, { recursive: true, force: true }));
  await migrateTo(database, before);
  await database.db.execute(`
    insert into surveys (product, title, access_code, welcome_messages, default_language)
    values ('eq', 'E.Q. Leaders', 'A', '{}', 'en_GB'), ('values', 'Werte 2026', 'B', '{}', 'de')
  `);

  await migrateTo(database, MIGRATIONS_DIR);

  const result = await database.db.execute(
    'select access_code, titles from surveys order by access_code',
  );
  expect((result as unknown as { rows: unknown[] }).rows).toEqual([
    { access_code: 'A', titles: { en_GB: 'E.Q. Leaders' } },
    { access_code: 'B', titles: { de: 'Werte 2026' } },
  ]);
});
