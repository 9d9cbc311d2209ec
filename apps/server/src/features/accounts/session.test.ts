import { eq } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/accounts.ts';
import { bearer, registerUser, type SignedInUser, signIn } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const me = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers });
const logout = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/logout', headers });

/** The claims of a token, read without checking it (the test only needs sid). */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: number;
    sid: string;
    exp: number;
  };

const UNAUTHORIZED = { message: 'Please sign in to continue.' };
const NO_PICTURE = { fileURL: null, filePath: null, fileName: null };

describe('GET /api/me', () => {
  it('with a live token answers the signed-in person', async () => {
    const user = await registerUser(t.app, { firstName: 'Grace', lastName: 'Hopper' });
    const res = await me(user.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: 'Grace',
      lastName: 'Hopper',
      fullName: 'Grace Hopper',
      locale: 'en_GB',
      endUserCodeStatus: false,
      isImpersonated: false,
      // Their own role only (issue 13: the header offers administrators the console).
      isAdmin: false,
    });
    expect(res.json()).not.toHaveProperty('passwordHash');
  });

  it('without a token is a 401', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it.each([
    ['a garbage token', 'Bearer not-a-token'],
    ['an empty bearer', 'Bearer '],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
  ])('with %s is a 401', async (_, authorization) => {
    const res = await me({ authorization });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('with a token signed by another secret is a 401, even when its session is live', async () => {
    const user = await registerUser(t.app);
    const { sub, sid } = claimsOf(user.token);
    const forged = createSigner({
      key: 'another-secret-that-is-long-enough-too!!',
      expiresIn: 60_000,
    })({ sub, sid });
    expect((await me(bearer(forged))).statusCode).toBe(401);
    expect((await me(user.auth)).statusCode).toBe(200);
  });

  it('with an unsigned token (alg none) is a 401', async () => {
    const user = await registerUser(t.app);
    const { sub, sid } = claimsOf(user.token);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub, sid, exp: Math.floor(Date.now() / 1000) + 600 }),
    ).toString('base64url');
    expect((await me(bearer(`${header}.${payload}.`))).statusCode).toBe(401);
  });

  it('with an expired token is a 401, even when its session row is still live', async () => {
    const user = await registerUser(t.app);
    const { sub, sid } = claimsOf(user.token);
    const expired = createSigner({
      key: t.config.jwtSecret as string,
      expiresIn: 60_000,
      clockTimestamp: Date.now() - 10 * 60_000,
    })({ sub, sid });
    expect((await me(bearer(expired))).statusCode).toBe(401);
    expect((await me(user.auth)).statusCode).toBe(200);
  });

  it('with a token whose session has expired in the database is a 401', async () => {
    const user = await registerUser(t.app);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, claimsOf(user.token).sid));
    expect((await me(user.auth)).statusCode).toBe(401);
  });

  it("with a validly signed token naming another user's session is a 401", async () => {
    const [a, b] = [await registerUser(t.app), await registerUser(t.app)];
    const mixed = t.app.sessionTokens.sign({ sub: b.id, sid: claimsOf(a.token).sid }, 10);
    expect((await me(bearer(mixed))).statusCode).toBe(401);
  });

  it('the token expiry follows TOKEN_TTL_MINUTES', async () => {
    const user = await registerUser(t.app);
    const { exp } = claimsOf(user.token);
    const expected = Date.now() / 1000 + t.config.tokenTtlMinutes * 60;
    expect(Math.abs(exp - expected)).toBeLessThan(60);
  });
});

describe('GET /api/session/check', () => {
  it('with a live token says the session is active and when it ends', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/session/check',
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.active).toBe(true);
    const endsIn = Date.parse(body.expiresAt) - Date.now();
    expect(Math.abs(endsIn - t.config.tokenTtlMinutes * 60_000)).toBeLessThan(60_000);
  });

  it('without a token is a 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/session/check' });
    expect(res.statusCode).toBe(401);
  });

  it('after logout is a 401', async () => {
    const user = await registerUser(t.app);
    await logout(user.auth);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/session/check',
      headers: user.auth,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('ends the session: the token stops working', async () => {
    const user = await registerUser(t.app);
    const res = await logout(user.auth);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const after = await me(user.auth);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(UNAUTHORIZED);
  });

  it('leaves the other sessions of the same person working', async () => {
    const user = await registerUser(t.app);
    const other = (await signIn(t.app, user.email, user.password)).json().token as string;
    await logout(user.auth);
    expect((await me(user.auth)).statusCode).toBe(401);
    expect((await me(bearer(other))).statusCode).toBe(200);
  });

  it('leaves other people signed in', async () => {
    const [a, b] = [await registerUser(t.app), await registerUser(t.app)];
    await logout(a.auth);
    expect((await me(b.auth)).statusCode).toBe(200);
  });

  it('without a token is a 401', async () => {
    expect((await logout()).statusCode).toBe(401);
  });

  it('a second logout with the same token is a 401', async () => {
    const user = await registerUser(t.app);
    expect((await logout(user.auth)).statusCode).toBe(204);
    expect((await logout(user.auth)).statusCode).toBe(401);
  });

  it('the password still signs in after a logout', async () => {
    const user = await registerUser(t.app);
    await logout(user.auth);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(200);
  });
});

describe('every signed-in route', () => {
  let user: SignedInUser;
  const bad: Record<string, Record<string, string>> = {};
  beforeAll(async () => {
    user = await registerUser(t.app);
    const { sub, sid } = claimsOf(user.token);
    const secondSession = async () =>
      (await signIn(t.app, user.email, user.password)).json().token as string;
    const loggedOut = await secondSession();
    await logout(bearer(loggedOut));
    const lapsed = await secondSession();
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, claimsOf(lapsed).sid));
    bad['no token'] = {};
    bad['a garbage token'] = { authorization: 'Bearer abc.def.ghi' };
    bad['a token of another secret'] = bearer(
      createSigner({ key: 'another-secret-that-is-long-enough-too!!' })({ sub, sid }),
    );
    bad['an expired token'] = bearer(
      createSigner({
        key: t.config.jwtSecret as string,
        expiresIn: 60_000,
        clockTimestamp: Date.now() - 10 * 60_000,
      })({ sub, sid }),
    );
    bad['a token whose session has lapsed'] = bearer(lapsed);
    bad['a token revoked by logout'] = bearer(loggedOut);
  });

  const routes = [
    ['POST', '/api/logout'],
    ['GET', '/api/session/check'],
    ['GET', '/api/me'],
    ['PUT', '/api/user/{id}'],
    ['POST', '/api/user/{id}/change_password'],
    ['POST', '/api/user/{id}/upload_picture'],
    ['DELETE', '/api/user/{id}/delete_picture'],
  ] as const;
  const kinds = [
    'no token',
    'a garbage token',
    'a token of another secret',
    'an expired token',
    'a token whose session has lapsed',
    'a token revoked by logout',
  ];

  it.each(routes.flatMap(([method, url]) => kinds.map((kind) => [method, url, kind] as const)))(
    '%s %s with %s is a 401',
    async (method, url, kind) => {
      const res = await t.app.inject({
        method,
        url: url.replace('{id}', String(user.id)),
        headers: bad[kind],
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED);
    },
  );

  it('none of those attempts ended or changed the live session', async () => {
    const res = await me(user.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().image).toEqual(NO_PICTURE);
  });
});
