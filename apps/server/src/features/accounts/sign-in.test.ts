import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../lib/i18n.ts';
import { bearer, registerUser } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

// Small limits so the tests reach them quickly; each test signs in from its own address.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_MAX_PER_ACCOUNT: '3', LOGIN_MAX_PER_ADDRESS: '6' });
});
afterAll(() => t.close());

let lastAddress = 0;
/** A fresh client address, so the per-address counter of one test does not reach another. */
const newAddress = () => `10.0.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

const signIn = (
  body: unknown,
  remoteAddress = newAddress(),
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login_check',
    payload: body as object,
    remoteAddress,
    headers,
  });

describe('POST /api/login_check', () => {
  it('the right email and password answer a token that opens /me', async () => {
    const user = await registerUser(t.app);
    const res = await signIn({ email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(res.json().token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, email: user.email, isImpersonated: false });
  });

  it('the email is matched whatever its case and surrounding spaces', async () => {
    const user = await registerUser(t.app);
    const res = await signIn({ email: `  ${user.email.toUpperCase()} `, password: user.password });
    expect(res.statusCode).toBe(200);
  });

  it('each sign-in opens its own session: the tokens differ', async () => {
    const user = await registerUser(t.app);
    const a = await signIn({ email: user.email, password: user.password });
    const b = await signIn({ email: user.email, password: user.password });
    expect(a.json().token).not.toBe(b.json().token);
    expect(a.json().token).not.toBe(user.token);
  });

  it('a wrong password is a 401 "Incorrect email or password"', async () => {
    const user = await registerUser(t.app);
    const res = await signIn({ email: user.email, password: 'not-the-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Incorrect email or password' });
  });

  it('an unknown email answers exactly like a wrong password', async () => {
    const res = await signIn({ email: 'nobody-here@example.com', password: 'whatever-it-is' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Incorrect email or password' });
  });

  it.each([
    ['email', { password: 'x' }, 'The Email field is required'],
    ['email', { email: '', password: 'x' }, 'The Email field is required'],
    [
      'email',
      { email: 'not-an-email', password: 'x' },
      'The Email Address field must be a valid email',
    ],
    ['password', { email: 'a@example.com', password: '' }, 'The Password field is required'],
    ['password', { email: 'a@example.com' }, 'The Password field is required'],
  ] as const)('%s: %j is a 400 with "%s" on the field', async (field, body, message) => {
    const res = await signIn(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
  });

  it('a body that is not JSON is a 400 with a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request could not be understood.' });
  });
});

describe('sign-in limits', () => {
  it('after LOGIN_MAX_PER_ACCOUNT failures the account answers 429, even to the right password', async () => {
    const user = await registerUser(t.app);
    // From different addresses: the account counter, not the address counter, trips.
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn({ email: user.email, password: 'wrong-password' })).statusCode).toBe(
        401,
      );
    }
    const res = await signIn({ email: user.email, password: user.password });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      message: 'Too many sign-in attempts. Please try again in 15 minutes.',
    });
    // The existing session is not affected.
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: user.auth });
    expect(me.statusCode).toBe(200);
  });

  it('the 429 message is translated for the request language', async () => {
    const email = 'limited-french@example.com';
    for (let i = 0; i < 3; i += 1) await signIn({ email, password: 'wrong-password' });
    const res = await signIn({ email, password: 'wrong-password' }, newAddress(), {
      'accept-language': 'fr-FR,fr;q=0.9',
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(translate('fr', 'errors.too_many_logins', { minutes: 15 }));
    expect(res.json().message).toContain('15');
    expect(res.json().message).not.toMatch(/Too many sign-in attempts/);
  });

  it('the account limit counts the address whatever case it was typed in', async () => {
    const user = await registerUser(t.app);
    for (const email of [user.email, user.email.toUpperCase(), ` ${user.email}`]) {
      await signIn({ email, password: 'wrong-password' });
    }
    expect((await signIn({ email: user.email, password: user.password })).statusCode).toBe(429);
  });

  it('a success clears the account failures counted so far', async () => {
    const user = await registerUser(t.app);
    const fail = () => signIn({ email: user.email, password: 'wrong-password' });
    await fail();
    await fail();
    expect((await signIn({ email: user.email, password: user.password })).statusCode).toBe(200);
    await fail();
    await fail();
    // Four failures in all, but never three since the last success.
    expect((await signIn({ email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('one account reaching its limit does not lock out another', async () => {
    const [locked, other] = [await registerUser(t.app), await registerUser(t.app)];
    for (let i = 0; i < 3; i += 1)
      await signIn({ email: locked.email, password: 'wrong-password' });
    expect((await signIn({ email: locked.email, password: locked.password })).statusCode).toBe(429);
    expect((await signIn({ email: other.email, password: other.password })).statusCode).toBe(200);
  });

  it('after LOGIN_MAX_PER_ADDRESS failures from one address, that address answers 429', async () => {
    const user = await registerUser(t.app);
    const address = newAddress();
    // Six different unknown accounts: no account reaches its own limit of three.
    for (let i = 0; i < 6; i += 1) {
      const res = await signIn({ email: `guess${i}@example.com`, password: 'x' }, address);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await signIn({ email: user.email, password: user.password }, address);
    expect(blocked.statusCode).toBe(429);
    // Another address still signs the same person in.
    expect((await signIn({ email: user.email, password: user.password })).statusCode).toBe(200);
  });
});
