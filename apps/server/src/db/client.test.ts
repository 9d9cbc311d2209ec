import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('the PostgreSQL pool', () => {
  it('survives an idle connection that the database ends, and answers the next query', async () => {
    const errors: Error[] = [];
    const database = await openDatabase({
      databaseUrl,
      poolSize: 1,
      onIdleError: (error) => errors.push(error),
    });
    try {
      const { rows } = (await database.db.execute(
        sql`select pg_backend_pid() as pid`,
      )) as unknown as {
        rows: { pid: number }[];
      };
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      try {
        // What a PostgreSQL restart or an administrator does to a connection the pool holds idle.
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      } finally {
        await admin.end();
      }
      await expect.poll(() => errors.length).toBe(1);
      expect(errors[0]!.message).toMatch(/terminat/i);
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
