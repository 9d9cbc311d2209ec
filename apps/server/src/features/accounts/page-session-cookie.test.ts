import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser, signIn } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  clearedPageSessionCookie,
  PAGE_SESSION_COOKIE,
  pageSessionCookie,
  pageSessionOf,
} from './page-session-cookie.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** As the app's page asks: browsers mark their own page's calls same-origin. */
const me = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: '/api/me',
    headers: { 'sec-fetch-site': 'same-origin', ...headers },
  });

/** The claims of a token, read without checking it. */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string };

const setCookieOf = (res: { headers: Record<string, unknown> }) => {
  const value = res.headers['set-cookie'];
  return Array.isArray(value) ? value.join('\n') : (value as string | undefined);
};

describe('the page-session cookie (decision 042)', () => {
  it('is read from a Cookie header among others, and absent otherwise', () => {
    expect(pageSessionOf(`a=1; ${PAGE_SESSION_COOKIE}=x.y.z; b=2`)).toBe('x.y.z');
    expect(pageSessionOf(`not_${PAGE_SESSION_COOKIE}=x.y.z`)).toBeNull();
    expect(pageSessionOf(`${PAGE_SESSION_COOKIE}=`)).toBeNull();
    expect(pageSessionOf(undefined)).toBeNull();
  });

  it('is HttpOnly, SameSite=Lax, for the whole site, until the session expires', () => {
    const cookie = pageSessionCookie('x.y.z', new Date(Date.now() + 3_600_000), false);
    expect(cookie).toMatch(
      new RegExp(
        `^${PAGE_SESSION_COOKIE}=x\\.y\\.z; Max-Age=(3599|3600); Path=/; HttpOnly; SameSite=Lax$`,
      ),
    );
    expect(pageSessionCookie('t', new Date(0), true)).toContain('Max-Age=0;');
    expect(pageSessionCookie('t', new Date(Date.now() + 60_000), true)).toMatch(/; Secure$/);
    expect(clearedPageSessionCookie(false)).toBe(
      `${PAGE_SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`,
    );
  });

  /** The page token of a Set-Cookie value. */
  const pageTokenOf = (setCookie: string | undefined) =>
    setCookie?.match(new RegExp(`^${PAGE_SESSION_COOKIE}=([^;]+);`))?.[1];

  it('is set by /api/me for a session the browser lacks, and not again once it has it', async () => {
    const user = await registerUser(t.app);
    const first = await me(user.auth);
    expect(first.statusCode).toBe(200);
    const token = pageTokenOf(setCookieOf(first));
    expect(setCookieOf(first)).toMatch(/; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    // A page token of this session, not the API's token.
    expect(token).not.toBe(user.token);
    const claims = t.app.pageTokens.verify(token ?? '');
    expect(claims).toMatchObject({ sub: user.id, sid: claimsOf(user.token).sid });
    const again = await me({ ...user.auth, cookie: `${PAGE_SESSION_COOKIE}=${token}` });
    expect(setCookieOf(again)).toBeUndefined();
  });

  it("is given only to a browser's own page, not to a script or another site", async () => {
    const user = await registerUser(t.app);
    for (const site of [undefined, 'cross-site', 'same-site', 'none']) {
      const headers: Record<string, string> = { ...user.auth };
      if (site) headers['sec-fetch-site'] = site;
      const res = await t.app.inject({ method: 'GET', url: '/api/me', headers });
      expect(res.statusCode).toBe(200);
      expect(setCookieOf(res)).toBeUndefined();
    }
  });

  it('gives a client that keeps no cookies the same page token again, not a new one each call', async () => {
    const user = await registerUser(t.app);
    const first = pageTokenOf(setCookieOf(await me(user.auth)));
    expect(pageTokenOf(setCookieOf(await me(user.auth)))).toBe(first);
  });

  it('opens no API call: the page token is no bearer token', async () => {
    const user = await registerUser(t.app);
    const token = pageTokenOf(setCookieOf(await me(user.auth))) ?? '';
    expect(t.app.sessionTokens.verify(token)).toBeNull();
    expect((await me(bearer(token))).statusCode).toBe(401);
    // Nor does the cookie itself sign anyone in.
    expect((await me({ cookie: `${PAGE_SESSION_COOKIE}=${token}` })).statusCode).toBe(401);
  });

  it('follows the session the browser now uses (another sign-in replaces an older one)', async () => {
    const user = await registerUser(t.app);
    const older = pageTokenOf(setCookieOf(await me(user.auth)));
    const { token } = (await signIn(t.app, user.email, user.password)).json() as { token: string };
    const res = await me({ ...bearer(token), cookie: `${PAGE_SESSION_COOKIE}=${older}` });
    expect(t.app.pageTokens.verify(pageTokenOf(setCookieOf(res)) ?? '')?.sid).toBe(
      claimsOf(token).sid,
    );
  });

  it('is never set without a live session', async () => {
    const res = await me({ authorization: 'Bearer not-a-token' });
    expect(res.statusCode).toBe(401);
    expect(setCookieOf(res)).toBeUndefined();
  });

  it('is removed at logout', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...user.auth, cookie: `${PAGE_SESSION_COOKIE}=x.y.z` },
    });
    expect(res.statusCode).toBe(204);
    expect(setCookieOf(res)).toBe(clearedPageSessionCookie(false));
  });

  it('is Secure when the portal is served over HTTPS', async () => {
    const secure = await buildTestApp({ PUBLIC_URL: 'https://portal.test' });
    try {
      const user = await registerUser(secure.app);
      const res = await secure.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { ...user.auth, 'sec-fetch-site': 'same-origin' },
      });
      expect(setCookieOf(res)).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    } finally {
      await secure.close();
    }
  });
});
