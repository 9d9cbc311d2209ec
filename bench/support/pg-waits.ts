import pg from 'pg';

/*
 * What a database's backends are doing, sampled once a second from pg_stat_activity: how many
 * run a statement and what those wait on (a lock, I/O, nothing: on CPU). Tells a server that
 * waits on PostgreSQL from one that waits on itself or on the machine.
 */
export function sampleWaits(databaseUrl: string, databaseName: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  const counts = new Map<string, number>();
  let samples = 0;
  let activeSum = 0;
  let activeMax = 0;
  let busy = false;
  const connected = client.connect();
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      await connected;
      const { rows } = await client.query<{ wait: string; n: number }>(
        `select coalesce(wait_event_type || ':' || wait_event, 'on CPU') as wait, count(*)::int as n
           from pg_stat_activity
          where datname = $1 and state = 'active' and pid <> pg_backend_pid()
          group by 1`,
        [databaseName],
      );
      samples += 1;
      let active = 0;
      for (const r of rows) {
        counts.set(r.wait, (counts.get(r.wait) ?? 0) + r.n);
        active += r.n;
      }
      activeSum += active;
      activeMax = Math.max(activeMax, active);
    } catch {
      // A missed sample is fine.
    } finally {
      busy = false;
    }
  }, 1_000);
  return {
    async stop() {
      clearInterval(timer);
      await client.end().catch(() => undefined);
      const byWait = [...counts]
        .sort((a, b) => b[1] - a[1])
        .map(([wait, n]) => ({ wait, meanBackends: samples ? n / samples : 0 }));
      return {
        samples,
        meanActive: samples ? activeSum / samples : 0,
        maxActive: activeMax,
        byWait,
      };
    },
  };
}
