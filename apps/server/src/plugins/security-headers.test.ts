import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

// A stand-in web build, so the index.html fallback is checked as well as the API.
let webDist: string;
beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-'));
  await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>portal</title>');
});
afterAll(() => fs.rm(webDist, { recursive: true, force: true }));

const URLS = ['/api/public/nationalities', '/api/no-such-path', '/healthz', '/account'];

describe('with an https PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://portal.test', WEB_DIST: webDist });
  });
  afterAll(() => t.close());

  it.each(URLS)('%s tells browsers to use https for a year', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('with an http PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'http://portal.test', WEB_DIST: webDist });
  });
  afterAll(() => t.close());

  it.each(URLS)('%s carries no HSTS header', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers).not.toHaveProperty('strict-transport-security');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
