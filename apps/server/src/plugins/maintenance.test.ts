import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { translate } from '../lib/i18n.ts';

/*
 * platform spec §4: "a 503 on the first nationalities call at start goes to /maintenance".
 * The app here points at a PostgreSQL port where nothing listens: the database is down.
 */
let app: App;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-down-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    JWT_SECRET: 'test-secret-that-is-long-enough-to-sign-tokens',
  });
  const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/down' });
  // prepared: nothing is migrated; with JWT_SECRET set, building needs no query.
  app = await buildApp(config, { database, prepared: true });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const MAINTENANCE = 'The service is offline for essential maintenance.';

describe('with the database down', () => {
  it('GET /api/public/nationalities answers 503 with the maintenance message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/public/nationalities' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ message: MAINTENANCE });
    expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
  });

  it('the maintenance message follows Accept-Language', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/public/nationalities',
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(translate('fr', 'errors.unavailable'));
  });

  it('sign-in answers 503 too, not 401 or 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login_check',
      payload: { email: 'someone@example.com', password: 'whatever-it-is' },
    });
    expect(res.statusCode).toBe(503);
  });

  it('/healthz still answers ok and /readyz answers 503', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable' });
  });

  it('a route that needs no database still works', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/public/countries' });
    expect(res.statusCode).toBe(200);
  });
});
