import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../lib/i18n.ts';
import { bearer, registerUser } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

// Small limits so the tests reach them quickly; each test signs in from its own address.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    LOGIN_MAX_PER_ACCOUNT_ADDRESS: '3',
    LOGIN_MAX_PER_ACCOUNT: '5',
    LOGIN_MAX_PER_ADDRESS: '6',
  });
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
  const wrong = (email: string, address = newAddress()) =>
    signIn({ email, password: 'wrong-password' }, address);

  it('after LOGIN_MAX_PER_ACCOUNT_ADDRESS failures from one address, that address answers 429, even to the right password', async () => {
    const user = await registerUser(t.app);
    const address = newAddress();
    for (let i = 0; i < 3; i += 1) expect((await wrong(user.email, address)).statusCode).toBe(401);
    const res = await signIn({ email: user.email, password: user.password }, address);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      message: 'Too many sign-in attempts. Please try again in 15 minutes.',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
    // The existing session is not affected.
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: user.auth });
    expect(me.statusCode).toBe(200);
  });

  it('the owner still signs in from another address while a guesser is locked out of theirs', async () => {
    const user = await registerUser(t.app);
    const guesser = newAddress();
    for (let i = 0; i < 4; i += 1) await wrong(user.email, guesser);
    expect((await signIn({ email: user.email, password: user.password }, guesser)).statusCode).toBe(
      429,
    );
    expect((await signIn({ email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('guessing spread over many addresses meets the account ceiling, but not on an address the owner signed in from', async () => {
    const user = await registerUser(t.app);
    const home = newAddress();
    expect((await signIn({ email: user.email, password: user.password }, home)).statusCode).toBe(
      200,
    );
    // Five addresses, one guess each: no pair limit is reached, the ceiling of five is.
    for (let i = 0; i < 5; i += 1) expect((await wrong(user.email)).statusCode).toBe(401);
    expect((await signIn({ email: user.email, password: user.password })).statusCode).toBe(429);
    expect((await signIn({ email: user.email, password: user.password }, home)).statusCode).toBe(
      200,
    );
  });

  it('the 429 message is translated for the request language', async () => {
    const email = 'limited-french@example.com';
    const address = newAddress();
    for (let i = 0; i < 3; i += 1) await wrong(email, address);
    const res = await signIn({ email, password: 'wrong-password' }, address, {
      'accept-language': 'fr-FR,fr;q=0.9',
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(translate('fr', 'errors.too_many_logins', { minutes: 15 }));
    expect(res.json().message).toContain('15');
    expect(res.json().message).not.toMatch(/Too many sign-in attempts/);
  });

  it('the account is counted whatever case its email was typed in', async () => {
    const user = await registerUser(t.app);
    const address = newAddress();
    for (const email of [user.email, user.email.toUpperCase(), ` ${user.email}`]) {
      await wrong(email, address);
    }
    expect((await signIn({ email: user.email, password: user.password }, address)).statusCode).toBe(
      429,
    );
  });

  it('a success clears the failures counted so far', async () => {
    const user = await registerUser(t.app);
    const address = newAddress();
    const fail = () => wrong(user.email, address);
    await fail();
    await fail();
    expect((await signIn({ email: user.email, password: user.password }, address)).statusCode).toBe(
      200,
    );
    await fail();
    await fail();
    // Four failures in all, but never three since the last success.
    expect((await signIn({ email: user.email, password: user.password }, address)).statusCode).toBe(
      200,
    );
  });

  it('one account reaching its limit does not lock out another on the same address', async () => {
    const [locked, other] = [await registerUser(t.app), await registerUser(t.app)];
    const address = newAddress();
    for (let i = 0; i < 3; i += 1) await wrong(locked.email, address);
    expect(
      (await signIn({ email: locked.email, password: locked.password }, address)).statusCode,
    ).toBe(429);
    expect(
      (await signIn({ email: other.email, password: other.password }, address)).statusCode,
    ).toBe(200);
  });

  it('after LOGIN_MAX_PER_ADDRESS failures, an address is refused for new accounts but not for people who sign in there', async () => {
    const [regular, newcomer] = [await registerUser(t.app), await registerUser(t.app)];
    const office = newAddress();
    expect(
      (await signIn({ email: regular.email, password: regular.password }, office)).statusCode,
    ).toBe(200);
    // Six different unknown accounts: none reaches its own limits.
    for (let i = 0; i < 6; i += 1) {
      expect((await wrong(`guess${i}@example.com`, office)).statusCode).toBe(401);
    }
    const blocked = await signIn({ email: newcomer.email, password: newcomer.password }, office);
    expect(blocked.statusCode).toBe(429);
    expect(
      (await signIn({ email: regular.email, password: regular.password }, office)).statusCode,
    ).toBe(200);
    // The newcomer still signs in from anywhere else.
    expect((await signIn({ email: newcomer.email, password: newcomer.password })).statusCode).toBe(
      200,
    );
  });
});

describe('the limit holds against a parallel burst (issue 8)', () => {
  let burst: TestApp;
  beforeAll(async () => {
    burst = await buildTestApp({ LOGIN_MAX_PER_ACCOUNT_ADDRESS: '5' });
  });
  afterAll(() => burst.close());

  it('of 100 wrong passwords sent at once from one address, exactly 5 are checked', async () => {
    const user = await registerUser(burst.app);
    const replies = await Promise.all(
      Array.from({ length: 100 }, () =>
        burst.app.inject({
          method: 'POST',
          url: '/api/login_check',
          payload: { email: user.email, password: 'wrong-password' },
          remoteAddress: '10.9.9.9',
        }),
      ),
    );
    const checked = replies.filter((r) => r.statusCode === 401).length;
    console.log(`sign-in burst: ${checked} of 100 parallel wrong passwords checked (limit 5)`);
    expect(checked).toBe(5);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(95);
  });
});
