import pg from 'pg';

/*
 * What autovacuum does on a production PostgreSQL (autovacuum = on, the default), for a server
 * that runs with it off, as this machine's and CI's do. Without it, a table the bench analysed
 * empty after seeding keeps that picture for the whole run: the server's prepared statements
 * settle on generic plans that scan such a table whole, and go on doing so as it fills (issue 14:
 * the capacity run read 2.3 billion tuples of section_submissions in four minutes). Autovacuum
 * would have analysed it within its first minute, and an ANALYZE invalidates the cached plans.
 *
 * Every naptime (60 s, the default) it does what autovacuum's defaults would: ANALYZE a table
 * changed by more than 50 rows + 10 % of its size since its last analysis, VACUUM one with more
 * than 50 + 20 % dead rows, at autovacuum's cost delay (2 ms per 200 pages' cost), so it is no
 * heavier than the real thing. When the server's autovacuum is on it does nothing.
 */

export interface AutovacuumStand {
  /** Whether it runs (the server's autovacuum is off). */
  readonly active: boolean;
  stop(): Promise<{ analysed: number; vacuumed: number }>;
}

export async function standInForAutovacuum(
  databaseUrl: string,
  naptimeSeconds = 60,
): Promise<AutovacuumStand> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ autovacuum: string }>('show autovacuum');
  if (rows[0]?.autovacuum === 'on') {
    await client.end();
    return { active: false, stop: async () => ({ analysed: 0, vacuumed: 0 }) };
  }
  await client.query('set vacuum_cost_delay = 2');
  await client.query('set vacuum_cost_limit = 200');
  let analysed = 0;
  let vacuumed = 0;
  let round: Promise<void> = Promise.resolve();

  async function oneRound() {
    const due = await client.query<{ name: string; analyse: boolean; vacuum: boolean }>(`
      select format('%I.%I', s.schemaname, s.relname) as name,
             s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as analyse,
             s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0) as vacuum
        from pg_stat_user_tables s join pg_class c on c.oid = s.relid`);
    for (const table of due.rows) {
      if (table.vacuum) {
        await client.query(`vacuum ${table.name}`);
        vacuumed++;
      }
      if (table.analyse) {
        await client.query(`analyze ${table.name}`);
        analysed++;
      }
    }
  }

  const timer = setInterval(() => {
    round = round.then(oneRound).catch(() => {});
  }, naptimeSeconds * 1000);
  return {
    active: true,
    async stop() {
      clearInterval(timer);
      await round;
      await client.end();
      return { analysed, vacuumed };
    },
  };
}
