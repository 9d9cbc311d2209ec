import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SESSION_COOKIE } from '../features/accounts/page-session-cookie.ts';
import { answerAs, rankingSectionOf } from '../features/surveys/ranking-section-page.ts';
import { registerUser, type SignedInUser } from '../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { makeSurvey, startSurvey } from '../test/surveys.factory.ts';

/*
 * Decision 042: a signed-in person's ranking section is sent rendered by the server, for the
 * session of the browser's page-session cookie. The build's server bundle is a stand-in here: it
 * asks the API what the app's render asks (the person, the taking), with fetch, as the app does,
 * also tries what the app never does (a write, another person's token), and shows what it got.
 */
const BUNDLE = `
async function get(url, headers = {}) {
  const res = await fetch(url, { headers: { accept: 'application/json', ...headers } });
  return { status: res.status, body: res.status === 200 ? await res.json() : null };
}
export async function renderRankingSection(locale, page) {
  const me = await get('/api/me', { authorization: 'Bearer someone-else' });
  if (me.status !== 200) return null;
  const taking = await get('/api/' + page.product + '/survey/user/' + page.surveyUserId + '/');
  if (taking.status !== 200) return null;
  let write;
  try {
    write = (await fetch('/api/logout', { method: 'POST' })).status;
  } catch (error) {
    write = 'refused';
  }
  return {
    html: '<h1>' + me.body.firstName + ', taking ' + taking.body.surveyUserId + ', section ' +
      page.sectionNumber + ', write ' + write + '</h1>',
    title: 'Section',
  };
}
export async function documentOf(template, locale, page, options) {
  return template.replace('ROOT', page.html + ' in ' + locale + ' for ' + options.userId);
}
`;

describe("a signed-in person's ranking section", () => {
  let webDist: string;
  let t: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;
  let ended: SignedInUser;
  let address: string;
  let endedAddress: string;
  /** The API calls the app saw, with whose token. */
  const calls: string[] = [];
  /** Names by session id. */
  const names = new Map<string, string>();
  /** Each person's page token, as /api/me gave their browser. */
  const pageTokens = new Map<SignedInUser, string>();
  const sessionOf = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string })
      .sid;
  beforeAll(async () => {
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-'));
    await fs.mkdir(path.join(webDist, 'ssr'), { recursive: true });
    await fs.writeFile(path.join(webDist, 'index.html'), '<html>the app</html>');
    await fs.writeFile(path.join(webDist, 'ssr', 'render-page.js'), BUNDLE);
    await fs.writeFile(path.join(webDist, 'ssr', 'ranking-section.html'), '<html>ROOT</html>');
    t = await buildTestApp(
      { WEB_DIST: webDist },
      {
        beforeReady: (app) => {
          app.addHook('onResponse', async (request, reply) => {
            if (!request.url.startsWith('/api/')) return;
            calls.push(`${request.method} ${request.url} ${reply.statusCode}`);
            const bearer = request.headers.authorization?.slice(7);
            // The render's bearer token is made for it: its session says whose it is.
            const sid = app.sessionTokens.verify(bearer ?? '')?.sid;
            calls.push(`  as ${(sid && names.get(sid)) ?? bearer}`);
          });
        },
      },
    );
    owner = await registerUser(t.app, { firstName: 'Olive' });
    other = await registerUser(t.app, { firstName: 'Otto' });
    ended = await registerUser(t.app, { firstName: 'Ended' });
    for (const [user, name] of [
      [owner, 'Olive'],
      [other, 'Otto'],
      [ended, 'Ended'],
    ] as const) {
      names.set(sessionOf(user.token), name);
      const me = await t.app.inject({
        url: '/api/me',
        headers: { ...user.auth, 'sec-fetch-site': 'same-origin' },
      });
      const cookie = String(me.headers['set-cookie']);
      pageTokens.set(user, cookie.slice(cookie.indexOf('=') + 1, cookie.indexOf(';')));
    }
    const survey = await makeSurvey(t.app);
    address = `/eq/${await startSurvey(t.app, owner, 'eq', survey)}/part/2`;
    endedAddress = `/eq/${await startSurvey(t.app, ended, 'eq', survey)}/part/1`;
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: ended.auth });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const withSession = (user: SignedInUser) => ({
    cookie: `${PAGE_SESSION_COOKIE}=${pageTokens.get(user)}`,
  });

  /** The first page after start, or after a render, waits for the renderer's spare thread. */
  async function rendered(url: string, headers: Record<string, string>) {
    for (let attempt = 0; attempt < 100; attempt++) {
      const res = await get(url, headers);
      if (!res.body.includes('the app')) return res;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${url} was never rendered`);
  }

  /**
   * What the address gets when the renderer took it: the page is asked for again until the
   * render's API calls are seen (the renderer's thread may be busy or loading), with them.
   */
  async function renderedOrRefused(url: string, headers: Record<string, string>) {
    for (let attempt = 0; attempt < 100; attempt++) {
      calls.length = 0;
      const res = await get(url, headers);
      if (calls.length > 0) return { res, calls: [...calls] };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${url} was never rendered`);
  }

  it("is rendered for the cookie's session alone, read through the API as its owner, never kept", async () => {
    calls.length = 0;
    const res = await rendered(address, {
      cookie: `portal_locale=ar; ${withSession(owner).cookie}`,
    });
    const taking = address.split('/')[2];
    expect(res.body).toBe(
      `<html><h1>Olive, taking ${taking}, section 2, write refused</h1> in ar for ${owner.id}</html>`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary)).toMatch(/cookie/);
    expect(res.body).not.toContain(owner.token);
    // As the cookie's owner, whatever token the render's call named; the write never reached a route.
    expect(calls).toContain('  as Olive');
    expect(
      calls.filter((line) => line.startsWith('  as')).every((line) => line === '  as Olive'),
    ).toBe(true);
    expect(calls.some((line) => line.startsWith('POST'))).toBe(false);
    // The write the render tried was refused: the owner's session is still live.
    expect((await t.app.inject({ url: '/api/me', headers: owner.auth })).statusCode).toBe(200);
  });

  it('is not asked for without a page token in the cookie, or with another token', async () => {
    await rendered(address, withSession(owner));
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const cookie of [
      '',
      `${PAGE_SESSION_COOKIE}=not-a-token`,
      // The API's own token is no page token.
      `${PAGE_SESSION_COOKIE}=${owner.token}`,
      'portal_locale=fr',
    ]) {
      calls.length = 0;
      const res = await get(address, { cookie });
      expect(res.body).toBe('<html>the app</html>');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(calls).toEqual([]);
    }
  });

  it("is refused by the API's own checks to another person", async () => {
    const taking = address.split('/')[2];
    const others = await renderedOrRefused(address, withSession(other));
    expect(others.res.body).toBe('<html>the app</html>');
    expect(others.calls).toEqual([
      'GET /api/me 200',
      '  as Otto',
      `GET /api/eq/survey/user/${taking}/ 404`,
      '  as Otto',
    ]);
  });

  it('is not rendered for an ended session, whose cookie it removes, without taking a thread', async () => {
    // The cookie outlives its session in a browser that was not told (a logout made offline).
    calls.length = 0;
    const res = await get(endedAddress, withSession(ended));
    expect(res.body).toBe('<html>the app</html>');
    expect(calls).toEqual([]);
    expect(String(res.headers['set-cookie'])).toMatch(
      new RegExp(`^${PAGE_SESSION_COOKIE}=; Max-Age=0;`),
    );
  });

  it('is not rendered for an address with a query, or another page', async () => {
    for (const url of [`${address}?by=app`, address.replace('/eq/', '/ipulse/'), '/dashboard']) {
      calls.length = 0;
      expect((await get(url, withSession(owner))).body).toBe('<html>the app</html>');
      expect(calls).toEqual([]);
    }
  });

  it("answers the render's reads under /api only, as the session it was made for", async () => {
    const answer = answerAs(t.app, owner.token);
    const me = await answer({ method: 'GET', url: '/api/me', headers: {} });
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body)).toMatchObject({ id: owner.id });
    for (const url of [
      '/api/../healthz',
      '/api/%2e%2e/healthz',
      '/api/%2E%2E%2Fhealthz',
      '/api\\..\\healthz',
      'http://elsewhere.test/api/me',
      '//elsewhere.test/api/me',
      '/healthz',
    ]) {
      await expect(answer({ method: 'GET', url, headers: {} })).rejects.toThrow(
        /only read the API/,
      );
    }
    await expect(answer({ method: 'POST', url: '/api/logout', headers: {} })).rejects.toThrow(
      /only read the API/,
    );
  });

  it('reads the addresses of ranking sections', () => {
    expect(rankingSectionOf('/values/12/part/3/')).toEqual({
      product: 'values',
      surveyUserId: 12,
      sectionNumber: 3,
    });
    for (const other of ['/ipulse/12/part/3', '/eq/12/part', '/eq/x/part/1', '/eq/12/part/0']) {
      expect(rankingSectionOf(other)).toBeNull();
    }
  });
});
