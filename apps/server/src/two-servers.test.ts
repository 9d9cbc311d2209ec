import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { bearer, registerUser, registrationForm } from './test/accounts.factory.ts';
import { call, makeSurvey, startSurvey, statementIds } from './test/surveys.factory.ts';
import { openSharedTestDatabase } from './test/test-database.ts';

/*
 * Architecture: "a test starts two server processes on one database and shows they agree".
 * Two apps, each with its own connection pool, on one PostgreSQL database. PGlite in memory
 * cannot be shared, so this runs only with DATABASE_URL. No JWT_SECRET: the signing secret
 * comes from the database, as it does for `npm start`.
 */
describe.skipIf(!process.env.DATABASE_URL)('two servers on one database', () => {
  let a: App;
  let b: App;
  let shared: { databases: Database[]; close(): Promise<void> };
  let dataDir: string;

  beforeAll(async () => {
    shared = await openSharedTestDatabase(2);
    // One files folder for both, as two servers behind one volume would have.
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-two-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      DATABASE_URL: process.env.DATABASE_URL,
      PUBLIC_URL: 'http://portal.test',
      LOGIN_MAX_PER_ACCOUNT_ADDRESS: '3',
    });
    // Started at the same moment, so both race to create the token secret.
    const start = async (database: Database) => {
      const app = await buildApp(config, { database, prepared: true });
      await app.ready();
      return app;
    };
    [a, b] = await Promise.all([start(shared.databases[0]!), start(shared.databases[1]!)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await shared?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  const me = (app: App, token: string) =>
    app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

  it('a token issued by one server is accepted by the other', async () => {
    const user = await registerUser(a);
    const res = await me(b, user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(user.id);
  });

  /*
   * Each server keeps the sessions it has checked (session-cache.ts, decision 034). The server
   * that makes a change forgets at once; the other hears it from PostgreSQL (NOTIFY) within
   * milliseconds, which these tests allow up to a second.
   */
  const soon = { timeout: 1_000, interval: 5 };

  it('a logout on one server ends the session on both', async () => {
    const user = await registerUser(a);
    expect((await me(a, user.token)).statusCode).toBe(200);
    expect((await me(b, user.token)).statusCode).toBe(200);
    await b.inject({ method: 'POST', url: '/api/logout', headers: user.auth });
    expect((await me(b, user.token)).statusCode).toBe(401);
    await vi.waitFor(async () => expect((await me(a, user.token)).statusCode).toBe(401), soon);
  });

  it('a password change on one server revokes the tokens the other issued', async () => {
    const user = await registerUser(a);
    expect((await me(a, user.token)).statusCode).toBe(200);
    const res = await b.inject({
      method: 'POST',
      url: `/api/user/${user.id}/change_password`,
      headers: user.auth,
      payload: {
        updatePasswordForm: { oldPassword: user.password, newPassword: 'changed-on-b-123' },
      },
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await me(a, user.token)).statusCode).toBe(401), soon);
    expect((await me(a, res.json().token)).statusCode).toBe(200);
  });

  it('a change made in the database by hand reaches both servers', async () => {
    const user = await registerUser(a);
    expect((await me(a, user.token)).json().firstName).toBe('Ada');
    expect((await me(b, user.token)).statusCode).toBe(200);
    await shared.databases[0]!.executeSql('update users set first_name = $1 where id = $2', [
      'Renamed',
      user.id,
    ]);
    for (const app of [a, b]) {
      await vi.waitFor(
        async () => expect((await me(app, user.token)).json().firstName).toBe('Renamed'),
        soon,
      );
    }
    await shared.databases[1]!.executeSql('update users set deactivated_at = now() where id = $1', [
      user.id,
    ]);
    for (const app of [a, b]) {
      await vi.waitFor(async () => expect((await me(app, user.token)).statusCode).toBe(401), soon);
    }
  });

  it('a section submitted through one server shows on the dashboard the other keeps', async () => {
    // Dashboards are kept in memory too (person-cache.ts, decision 037); a person's own write is
    // told to the other servers in a NOTIFY gathered over a few milliseconds (person-changes.ts).
    const user = await registerUser(a);
    const survey = await makeSurvey(a, { product: 'eq', title: 'Two servers' });
    const takingId = await startSurvey(a, user, 'eq', survey);
    const progressOn = async (app: App) =>
      (await call(app, user, 'GET', '/user/dashboard')).body as unknown as {
        eq: { completedCountProgress: number }[];
      };
    expect((await progressOn(b)).eq[0]!.completedCountProgress).toBe(0);
    const sections = (await call(a, user, 'GET', `/eq/survey/id/${survey.id}/sections/`))
      .body as unknown as { id: number }[];
    const ids = await statementIds(a, user, 'eq', sections[0]!.id);
    const submit = await call(a, user, 'PATCH', `/eq/survey/user/${takingId}/submit/`, {
      statements: ids.map((statementId) => ({ statementId })),
    });
    expect(submit.status).toBe(200);
    expect((await progressOn(a)).eq[0]!.completedCountProgress).toBe(1);
    await vi.waitFor(
      async () => expect((await progressOn(b)).eq[0]!.completedCountProgress).toBe(1),
      soon,
    );
  });

  it('failed sign-ins on both servers count towards one limit', async () => {
    const user = await registerUser(a);
    const attempt = (app: App, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { email: user.email, password },
      });
    expect((await attempt(a, 'wrong-password')).statusCode).toBe(401);
    expect((await attempt(b, 'wrong-password')).statusCode).toBe(401);
    expect((await attempt(a, 'wrong-password')).statusCode).toBe(401);
    expect((await attempt(b, user.password)).statusCode).toBe(429);
  });

  it('one address registered on both servers at once makes one account', async () => {
    const form = registrationForm();
    const post = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/api/public/registration',
        payload: { registrationForm: form },
      });
    const answers = await Promise.all([post(a), post(b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });

  it('a picture uploaded through one server is served by the other', async () => {
    const user = await registerUser(a);
    const png = await sharp({
      create: { width: 50, height: 50, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png()
      .toBuffer();
    const boundary = 'two-servers-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await a.inject({
      method: 'POST',
      url: `/api/user/${user.id}/upload_picture`,
      headers: { ...user.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const served = await b.inject({ method: 'GET', url: uploaded.json().image.fileURL });
    expect(served.statusCode).toBe(200);
  });
});
