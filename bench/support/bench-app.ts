import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { type App, buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { insertSession } from '../../apps/server/src/features/accounts/sessions.queries.ts';

/** The real app on a fresh database (PGlite, or PostgreSQL with DATABASE_URL), plus a bare Fastify. */
export async function startBenchApps() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PORT: '0',
  });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify();
  bare.get('/bare', async () => ({ status: 'ok' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const port = (s: { server: { address(): unknown } }) =>
    (s.server.address() as { port: number }).port;
  return {
    app,
    appUrl: `http://127.0.0.1:${port(app)}`,
    bareUrl: `http://127.0.0.1:${port(bare)}/bare`,
    async close() {
      await bare.close();
      await app.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Many people at once, written straight to the database (hashing a password per person through
 * the API would take the run's time): ids and a signed token for each.
 */
export async function insertPeople(
  app: App,
  count: number,
  prefix: string,
): Promise<{ id: number; token: string }[]> {
  const result = await app.db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, locale, dob, gender, nationality_id, industry_id)
    select ${prefix} || '.' || g || '@bench.example', 'not-a-hash', 'Bench', 'Person' || g, 'en_GB', '1990-01-01', 0, 1, 1
      from generate_series(1, ${count}) g
    returning id`);
  const ids = (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  const people: { id: number; token: string }[] = [];
  for (const id of ids) {
    const session = await insertSession(app.db, {
      userId: id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    people.push({ id, token: app.sessionTokens.sign({ sub: id, sid: session.id }, 1440) });
  }
  return people;
}

/** Registers one person through the API, as the browser does; answers their token. */
export async function registerThroughApi(appUrl: string, email: string): Promise<string> {
  const res = await fetch(`${appUrl}/api/public/registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      registrationForm: {
        email,
        firstName: 'Bench',
        lastName: 'Mark',
        gender: 0,
        locale: 'en_GB',
        dob: '1990-01-01T00:00:00.000Z',
        dobIsAccurate: false,
        nationality: 1,
        industry: 1,
        password: 'bench-password-1',
        confirmPassword: 'bench-password-1',
      },
    }),
  });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}
