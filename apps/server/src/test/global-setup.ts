import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedReferenceData } from '../seeds/seed.ts';
import { TEMPLATE_DATABASE } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotFile: string;
  }
}

/**
 * Migrates and fills one database for the whole run (STACK-NOTES: migrating per file is slow).
 * PGlite: a dumped data dir every test file loads. PostgreSQL (DATABASE_URL): a template
 * database every test file copies.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    await admin.end();
    const url = new URL(databaseUrl);
    url.pathname = `/${TEMPLATE_DATABASE}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    await migrateDatabase(database);
    await seedReferenceData(database.db);
    await database.close();
    project.provide('pgliteSnapshotFile', '');
    return;
  }
  const database = await openDatabase({});
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  const dump = await database.pglite!.dumpDataDir('none');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-test-'));
  const file = path.join(dir, 'snapshot.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshotFile', file);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}
