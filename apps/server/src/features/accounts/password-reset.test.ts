import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../db/schema/accounts.ts';
import { sha256 } from '../../lib/secure-tokens.ts';
import { bearer, registerUser, type SignedInUser, signIn } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';

let t: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await buildTestApp({
    SMTP_URL: smtp.url,
    LOGIN_MAX_PER_ACCOUNT_ADDRESS: '3',
    RESET_MAILS_PER_ACCOUNT_PER_HOUR: '3',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const NEW_PASSWORD = 'reset-to-this-passphrase';

const requestReset = (passwordRequestForm: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/request-reset-password',
    payload: { passwordRequestForm },
  });

const reset = (email: string, token: string, passwordResetForm: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/reset-password/${encodeURIComponent(email)}/${encodeURIComponent(token)}`,
    payload: { passwordResetForm },
  });

/** platform spec §3 "Password forms": the reset form is { newPassword, confirmPassword }. */
const goodForm = { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };

const LINK = /(https?:\/\/[^/\s]+)\/reset-password\/([^/\s]+)\/([A-Za-z0-9_-]+)/;

/** The n-th mail to `email` (1-based), waiting for it a little. */
async function mailTo(email: string, n = 1) {
  const until = Date.now() + 5000;
  for (;;) {
    const mails = smtp.messages.filter((m) =>
      [m.to].flat().some((a) => a?.value.some((v) => v.address?.toLowerCase() === email)),
    );
    const mail = mails[n - 1];
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no reset mail #${n} to ${email}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The n-th reset mail to `email` (1-based), as origin, email and token of its link. */
async function resetLink(email: string, n = 1) {
  const mail = await mailTo(email, n);
  const match = LINK.exec(mail.text ?? '');
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return {
    mail,
    origin: match[1] as string,
    email: decodeURIComponent(match[2] as string),
    token: match[3] as string,
  };
}

async function userWithResetLink(): Promise<SignedInUser & { token: string; link: string }> {
  const user = await registerUser(t.app);
  expect((await requestReset({ username: user.email })).statusCode).toBe(200);
  const link = await resetLink(user.email);
  return { ...user, link: link.token };
}

describe('POST /api/public/request-reset-password', () => {
  it('answers the same status and body for a known and an unknown address', async () => {
    const user = await registerUser(t.app);
    const known = await requestReset({ username: user.email });
    const unknown = await requestReset({ username: 'no-account-here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).toMatch(/If an account exists/);
  });

  it('mails the account a link /reset-password/{email}/{token} on the public address', async () => {
    const user = await registerUser(t.app, { firstName: 'Margaret' });
    await requestReset({ username: user.email.toUpperCase() });
    const link = await resetLink(user.email);
    expect(link.origin).toBe('http://portal.test');
    expect(link.email).toBe(user.email);
    expect(link.token.length).toBeGreaterThanOrEqual(40);
    expect(link.mail.subject).toBeTruthy();
    expect(link.mail.text).toContain('Margaret');
    expect(link.mail.html).toContain(
      `/reset-password/${encodeURIComponent(user.email)}/${link.token}`,
    );
  });

  it('mails nothing for an unknown address', async () => {
    await requestReset({ username: 'nobody-at-all@example.com' });
    await new Promise((r) => setTimeout(r, 300));
    expect(
      smtp.messages.some((m) => JSON.stringify(m.to).includes('nobody-at-all@example.com')),
    ).toBe(false);
  });

  it("uses the origin the browser sends only when it is the portal's own", async () => {
    const own = await registerUser(t.app);
    await requestReset({ username: own.email, origin: 'http://portal.test/' });
    expect((await resetLink(own.email)).origin).toBe('http://portal.test');
    const foreign = await registerUser(t.app);
    await requestReset({ username: foreign.email, origin: 'https://evil.example' });
    expect((await resetLink(foreign.email)).origin).toBe('http://portal.test');
  });

  it('never builds the link from the Host header the request names (link poisoning)', async () => {
    const user = await registerUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/public/request-reset-password',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { passwordRequestForm: { username: user.email, origin: 'http://evil.example' } },
    });
    const link = await resetLink(user.email);
    expect(link.origin).toBe('http://portal.test');
    expect(link.mail.html).not.toContain('evil.example');
  });

  it('lets the origin field choose only a path on the portal itself', async () => {
    for (const [origin, base] of [
      ['/', 'http://portal.test'],
      ['http://portal.test/welcome', 'http://portal.test/welcome'],
      ['//evil.example/x', 'http://portal.test'],
      ['https://portal.test', 'http://portal.test'],
      ['javascript:alert(1)', 'http://portal.test'],
    ] as const) {
      const user = await registerUser(t.app);
      await requestReset({ username: user.email, origin });
      const mail = await mailTo(user.email);
      const link = /https?:\/\/\S+\/reset-password\/\S+/.exec(mail.text ?? '')?.[0];
      expect(link?.startsWith(`${base}/reset-password/`), `${origin} gave ${link}`).toBe(true);
    }
  });

  it('sends one person at most a few reset mails an hour, and says so alike for an unknown address', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 3; i += 1) {
      expect((await requestReset({ username: user.email })).statusCode).toBe(200);
    }
    const fourth = await requestReset({ username: user.email });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/Several reset links were sent to this address recently/);
    await resetLink(user.email, 3);
    await new Promise((r) => setTimeout(r, 200));
    const mails = smtp.messages.filter((m) =>
      [m.to].flat().some((a) => a?.value.some((v) => v.address?.toLowerCase() === user.email)),
    );
    expect(mails).toHaveLength(3);
    const unknown = 'never-registered-here@example.com';
    for (let i = 0; i < 3; i += 1) await requestReset({ username: unknown });
    const unknownFourth = await requestReset({ username: unknown });
    expect(unknownFourth.statusCode).toBe(429);
    expect(unknownFourth.json()).toEqual(fourth.json());
  });

  it('stores only a hash of the token, never the token itself', async () => {
    const user = await registerUser(t.app);
    await requestReset({ username: user.email });
    const { token } = await resetLink(user.email);
    const rows = await t.app.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('a new request replaces the earlier unused link', async () => {
    const user = await registerUser(t.app);
    await requestReset({ username: user.email });
    const first = await resetLink(user.email, 1);
    await requestReset({ username: user.email });
    const second = await resetLink(user.email, 2);
    expect(second.token).not.toBe(first.token);
    expect((await reset(user.email, first.token, goodForm)).statusCode).toBe(400);
    expect((await reset(user.email, second.token, goodForm)).statusCode).toBe(200);
  });

  it.each([
    [{ username: '' }, 'The Email field is required'],
    [{}, 'The Email field is required'],
    [{ username: 'not-an-email' }, 'The Email Address field must be a valid email'],
  ])('%j is a 400 on username', async (form, message) => {
    const res = await requestReset(form);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.username).toContain(message);
  });
});

describe('POST /api/public/reset-password/{email}/{token}', () => {
  it('sets the new password: it signs in, the old one does not, and old sessions end', async () => {
    const user = await userWithResetLink();
    const secondDevice = (await signIn(t.app, user.email, user.password)).json().token as string;
    const res = await reset(user.email, user.link, goodForm);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/password has been reset/);
    expect((await signIn(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(401);
    for (const token of [user.token, secondDevice]) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode,
      ).toBe(401);
    }
  });

  it('lifts the sign-in lock that the forgotten password ran into', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 3; i += 1) await signIn(t.app, user.email, 'what-was-it-again');
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(429);
    await requestReset({ username: user.email });
    const { token } = await resetLink(user.email);
    expect((await reset(user.email, token, goodForm)).statusCode).toBe(200);
    expect((await signIn(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works once: a second use is a 400 and does not change the password again', async () => {
    const user = await userWithResetLink();
    expect((await reset(user.email, user.link, goodForm)).statusCode).toBe(200);
    const again = await reset(user.email, user.link, {
      password: 'yet-another-passphrase',
      confirmPassword: 'yet-another-passphrase',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This password reset link is not valid or has expired. Please ask for a new one.',
    });
    expect((await signIn(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('two uses of one link at once: exactly one succeeds', async () => {
    const user = await userWithResetLink();
    const answers = await Promise.all([
      reset(user.email, user.link, goodForm),
      reset(user.email, user.link, goodForm),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('an expired link is a 400 and the password is unchanged', async () => {
    const user = await userWithResetLink();
    await t.app.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const res = await reset(user.email, user.link, goodForm);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not valid or has expired/);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(200);
  });

  it("another person's email with the token is a 400 and changes neither account", async () => {
    const user = await userWithResetLink();
    const other = await registerUser(t.app);
    const res = await reset(other.email, user.link, goodForm);
    expect(res.statusCode).toBe(400);
    expect((await signIn(t.app, other.email, other.password)).statusCode).toBe(200);
    // The link is not spent by the failed attempt.
    expect((await reset(user.email, user.link, goodForm)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown email', 'nobody-at-all@example.com'],
    ['a malformed email', 'not-an-email'],
  ])('%s with a real token is a 400', async (_, email) => {
    const user = await userWithResetLink();
    expect((await reset(email, user.link, goodForm)).statusCode).toBe(400);
  });

  it('a made-up token is a 400', async () => {
    const user = await registerUser(t.app);
    expect((await reset(user.email, 'a'.repeat(43), goodForm)).statusCode).toBe(400);
  });

  it('the email in the link is matched whatever its case', async () => {
    const user = await userWithResetLink();
    expect((await reset(user.email.toUpperCase(), user.link, goodForm)).statusCode).toBe(200);
  });

  it("the earlier client's form, password and confirmPassword, still sets the password", async () => {
    const user = await userWithResetLink();
    const res = await reset(user.email, user.link, {
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect((await signIn(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    // The spec's name.
    [
      'newPassword',
      'empty',
      { newPassword: '', confirmPassword: '' },
      'The Password field is required',
    ],
    ['newPassword', 'missing', { confirmPassword: NEW_PASSWORD }, 'The Password field is required'],
    [
      'newPassword',
      'of 5 characters',
      { newPassword: 'short', confirmPassword: 'short' },
      'The Password must be at least 8 characters',
    ],
    [
      'newPassword',
      'of 129 characters',
      { newPassword: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      'The Password may not be longer than 128 characters',
    ],
    [
      'confirmPassword',
      'missing',
      { newPassword: NEW_PASSWORD },
      'The Confirm Password field is required',
    ],
    [
      'confirmPassword',
      'empty',
      { newPassword: NEW_PASSWORD, confirmPassword: '' },
      'The Confirm Password field is required',
    ],
    [
      'confirmPassword',
      'different',
      { newPassword: NEW_PASSWORD, confirmPassword: 'something-else-entirely' },
      'The passwords do not match',
    ],
    // The earlier name, kept for a transition: its messages land on the field that client sent.
    ['password', 'empty', { password: '', confirmPassword: '' }, 'The Password field is required'],
    [
      'password',
      'of 5 characters',
      { password: 'short', confirmPassword: 'short' },
      'The Password must be at least 8 characters',
    ],
    [
      'confirmPassword',
      'different from password',
      { password: NEW_PASSWORD, confirmPassword: 'something-else-entirely' },
      'The passwords do not match',
    ],
  ] as const)(
    '%s %s is a 400 on the field and does not spend the link',
    async (field, _, form, message) => {
      const user = await userWithResetLink();
      const res = await reset(user.email, user.link, form);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toContain(message);
      // Never on the name the client did not send.
      if (field !== 'confirmPassword') {
        expect(
          res.json().errors[field === 'password' ? 'newPassword' : 'password'],
        ).toBeUndefined();
      }
      expect((await reset(user.email, user.link, goodForm)).statusCode).toBe(200);
    },
  );
});
