import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser, registrationForm } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ACCESS_CODE = 'aB3'.repeat(16).concat('Z9'); // 50 letters and digits

const post = (registrationForm: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/ts/registration',
    payload: { registrationForm },
  });

describe('POST /api/public/ts/registration', () => {
  it('registering with a 50-character access code answers a token that signs the person in', async () => {
    expect(ACCESS_CODE).toHaveLength(50);
    const form = registrationForm();
    const res = await post({ ...form, accessCode: ACCESS_CODE });
    expect(res.statusCode).toBe(201);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(res.json().token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: form.email.toLowerCase(), isImpersonated: false });
  });

  it.each([
    ['missing', undefined],
    ['of 49 characters', ACCESS_CODE.slice(1)],
    ['of 51 characters', `${ACCESS_CODE}x`],
    ['with a dash', `${ACCESS_CODE.slice(1)}-`],
    ['with a space', `${ACCESS_CODE.slice(1)} `],
  ])('an access code %s is a 400 on accessCode', async (_, accessCode) => {
    const res = await post({ ...registrationForm(), accessCode });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.accessCode).toEqual([
      'The access code must be exactly 50 letters or digits',
    ]);
  });

  it('the fields of the plain registration are checked as well', async () => {
    const res = await post({
      ...registrationForm({ email: 'nope', firstName: '' }),
      accessCode: ACCESS_CODE,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      email: ['The Email Address field must be a valid email'],
      firstName: ['The First Name field is required'],
    });
  });

  it('an address already used is a 400 on email', async () => {
    const user = await registerUser(t.app);
    const res = await post({ ...registrationForm({ email: user.email }), accessCode: ACCESS_CODE });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toEqual(['Email Address is already used']);
  });
});

describe('GET /api/public/check-email-availability', () => {
  it('an address is taken whatever case it is asked in', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/public/check-email-availability',
      query: { email: ` ${user.email.toUpperCase()} ` },
    });
    expect(res.json()).toEqual({ available: false });
  });

  it('a malformed address is not available', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/public/check-email-availability',
      query: { email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ available: false });
  });

  it('without the email query is a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/check-email-availability' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('email');
  });
});
