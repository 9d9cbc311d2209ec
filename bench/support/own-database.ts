import pg from 'pg';

/*
 * A PostgreSQL database of a bench's own on the server DATABASE_URL points at (default
 * 127.0.0.1:5432/test), made fresh (a left-over one from a killed run is dropped first) and
 * dropped at the end.
 */
export async function ownDatabase(
  name: string,
): Promise<{ url: string; drop(): Promise<void>; keep(): Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
    /** Leaves the database in place (to look into it after the run). */
    async keep() {
      await admin.end();
    },
  };
}
