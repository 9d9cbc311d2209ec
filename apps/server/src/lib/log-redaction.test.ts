import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { REDACTED, redactUrl, redactUrlsIn, serializeError } from './log-redaction.ts';
import { randomToken } from './secure-tokens.ts';

const TOKEN = 'Xq3_vT9-kLm2Np8RsWy4Zb6Cd0Ef1Gh5Ij7Kl9Mn0P';
const ACCESS_CODE = 'aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1eF3hJ5kL7nP9rS1uV3xZ';

describe('redactUrl', () => {
  it('hides the email and token of a reset link, encoded or not', () => {
    expect(redactUrl(`/reset-password/ann%40example.com/${TOKEN}`)).toBe(
      `/reset-password/${REDACTED}/${REDACTED}`,
    );
    expect(redactUrl('/api/public/reset-password/ann@example.com/short')).toBe(
      `/api/public/reset-password/${REDACTED}/${REDACTED}`,
    );
  });

  it('keeps query keys and hides every value', () => {
    expect(redactUrl(`/?impersonate_user=ann%40example.com&token=${TOKEN}`)).toBe(
      `/?impersonate_user=${REDACTED}&token=${REDACTED}`,
    );
    expect(redactUrl('/eq/abc?paid=1&flag')).toBe(`/eq/abc?paid=${REDACTED}&flag`);
  });

  it('hides access codes, tokens and emails anywhere in the path', () => {
    expect(redactUrl(`/eq/${ACCESS_CODE}/`)).toBe(`/eq/${REDACTED}/`);
    expect(redactUrl(`/icoach/${ACCESS_CODE}/${TOKEN}`)).toBe(`/icoach/${REDACTED}/${REDACTED}`);
    expect(redactUrl('/api/users/ann@example.com')).toBe(`/api/users/${REDACTED}`);
  });

  it('leaves ordinary paths alone, long route names included', () => {
    for (const url of ['/', '/api/me', '/api/public/end-user-code-options', '/eq/12/part/3']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});

describe('errors in the log', () => {
  it('lose the URL secrets of their message, and keep their stack frames', () => {
    const error = new Error(`Route GET:/reset-password/ann@example.com/${TOKEN} not found`);
    const out = serializeError(error);
    expect(out.message).toBe(`Route GET:/reset-password/${REDACTED}/${REDACTED} not found`);
    expect(out.stack).not.toContain(TOKEN);
    expect(out.stack).toContain('log-redaction.test.ts');
    expect(redactUrlsIn(`see https://portal.test/?token=${TOKEN}`)).toBe(
      `see https://portal.test/?token=${REDACTED}`,
    );
  });
});

describe('the request log', () => {
  let t: TestApp;
  let webDist: string;
  const lines: string[] = [];
  beforeAll(async () => {
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-'));
    await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>portal</title>');
    t = await buildTestApp(
      { LOG_LEVEL: 'info', WEB_DIST: webDist },
      {
        logStream: { write: (line) => void lines.push(line) },
        beforeReady(app) {
          app.get('/api/test/fail/:code', async (request) => {
            throw new Error(`upstream refused ${request.url}`);
          });
        },
      },
    );
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  /** Runs the requests and answers the log lines they wrote. */
  async function logOf(...requests: InjectOptions[]) {
    const start = lines.length;
    for (const request of requests) await t.app.inject(request);
    return lines.slice(start);
  }

  it('a reset link and its API call leave neither the token nor the email in any line', async () => {
    const email = 'reset.me@example.com';
    const token = randomToken();
    const log = await logOf(
      { method: 'GET', url: `/reset-password/${encodeURIComponent(email)}/${token}` },
      { method: 'GET', url: `/reset-password/${email}/${token}` },
      {
        method: 'POST',
        url: `/api/public/reset-password/${encodeURIComponent(email)}/${token}`,
        payload: { password: 'a-new-Passw0rd!', passwordConfirmation: 'a-new-Passw0rd!' },
      },
    );
    // The pages the web app serves write no request line (issue 9); the API call writes one as it
    // ends (issue 14), redacted.
    expect(log.filter((line) => line.includes('"request completed"'))).toHaveLength(1);
    expect(log.join('\n')).toContain('/api/public/reset-password/[redacted]/[redacted]');
    for (const secret of [token, email, encodeURIComponent(email)]) {
      expect(log.join('\n')).not.toContain(secret);
    }
  });

  it("the web app's pages and files write no request lines; API calls and 404s under /api do", async () => {
    await fs.mkdir(path.join(webDist, 'assets'), { recursive: true });
    await fs.writeFile(path.join(webDist, 'assets', 'late.js'), 'void 0');
    const quiet = await logOf(
      { method: 'GET', url: '/' },
      { method: 'GET', url: '/account' },
      { method: 'GET', url: '/index.html' },
      { method: 'GET', url: '/assets/late.js' },
    );
    expect(quiet).toEqual([]);
    const loud = await logOf(
      { method: 'GET', url: '/api/nothing-here' },
      { method: 'GET', url: '/healthz' },
    );
    expect(loud.filter((line) => line.includes('"request completed"'))).toHaveLength(2);
    expect(loud.filter((line) => line.includes('"incoming request"'))).toHaveLength(0);
  });

  it('an impersonation link leaves no query value in any line', async () => {
    const email = 'acting.as@example.com';
    const token = randomToken();
    const log = await logOf(
      { method: 'GET', url: `/?impersonate_user=${encodeURIComponent(email)}&token=${token}` },
      {
        method: 'POST',
        url: `/api/impersonate?_switch_user=${encodeURIComponent(email)}`,
        headers: { 'x-impersonation-token': token },
      },
    );
    expect(log.join('\n')).toContain(`/api/impersonate?_switch_user=${REDACTED}`);
    for (const secret of [token, email, encodeURIComponent(email)]) {
      expect(log.join('\n')).not.toContain(secret);
    }
  });

  it('a survey link and a failing request keep the access code out of the log', async () => {
    const log = await logOf(
      { method: 'GET', url: `/eq/${ACCESS_CODE}/` },
      { method: 'GET', url: `/api/test/fail/${ACCESS_CODE}?token=${TOKEN}` },
    );
    expect(log.some((line) => line.includes('upstream refused'))).toBe(true);
    for (const secret of [ACCESS_CODE, TOKEN]) {
      expect(log.join('\n')).not.toContain(secret);
    }
  });

  it('a signed-in call, good or bad, writes no header and so never its token', async () => {
    const log = await logOf(
      { method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${TOKEN}` } },
      { method: 'GET', url: '/api/me', headers: { 'x-auth-token': TOKEN, cookie: `s=${TOKEN}` } },
    );
    expect(log.filter((line) => line.includes('"request completed"'))).toHaveLength(2);
    expect(log.join('\n')).not.toContain(TOKEN);
    expect(log.join('\n')).not.toContain('headers');
  });
});
