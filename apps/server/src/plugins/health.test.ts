import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('/healthz answers ok while the process runs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers ready and names the database it reached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('/readyz answers 503 when the database does not answer', async () => {
    const ping = t.app.database.ping;
    t.app.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable' });
    } finally {
      t.app.database.ping = ping;
    }
  });

  it('the health checks are not in the API document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/healthz');
    expect(Object.keys(doc.paths)).not.toContain('/readyz');
  });
});
