import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, registrationForm } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (registrationForm: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/registration',
    payload: { registrationForm },
    headers,
  });

describe('POST /api/public/registration', () => {
  it('registering answers a token that signs the person in', async () => {
    const form = registrationForm({ email: 'New.Person@Example.com' });
    const res = await post(form);
    expect(res.statusCode).toBe(201);
    const { token } = res.json();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'new.person@example.com',
      fullName: 'Ada Lovelace',
      dob: '1990-05-17',
      dobIsAccurate: true,
      gender: 2,
      image: { fileURL: null, filePath: null, fileName: null },
      isImpersonated: false,
    });
  });

  it('an address already used is a 400 on the email field, whatever its case', async () => {
    const user = await registerUser(t.app);
    const res = await post(registrationForm({ email: user.email.toUpperCase() }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toEqual(['Email Address is already used']);
  });

  it('two registrations of one address sent at once create one account', async () => {
    const form = registrationForm();
    const answers = await Promise.all([post(form), post(form)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
  });

  it.each([
    ['email', { email: '' }, 'The Email field is required'],
    ['email', { email: 'not-an-email' }, 'The Email Address field must be a valid email'],
    [
      'email',
      { email: `${'a'.repeat(175)}@x.com` },
      'The Email Address may not be longer than 180 characters',
    ],
    ['firstName', { firstName: '' }, 'The First Name field is required'],
    ['firstName', { firstName: 'x'.repeat(51) }, 'This field may not be longer than 50 characters'],
    ['lastName', { lastName: 'x'.repeat(51) }, 'This field may not be longer than 50 characters'],
    ['gender', { gender: 7 }, 'The Gender field is required'],
    ['nationality', { nationality: undefined }, 'The Nationality field is required'],
    ['industry', { industry: undefined }, 'The Industry field is required'],
    [
      'phone',
      { phone: '12345' },
      'The Phone field must be an optional + followed by 11 to 16 digits',
    ],
    [
      'phone',
      { phone: '+12345678901' },
      'Please enter a full international number of at least 12 digits',
    ],
    ['dob', { dob: '1990-02-31T00:00:00.000Z' }, 'This is not a valid date'],
    [
      'dob',
      { dob: '1850-01-01T00:00:00.000Z' },
      'Please enter a year of birth between 1900 and this year',
    ],
    ['confirmPassword', { confirmPassword: 'something-else' }, 'The passwords do not match'],
    [
      'password',
      { password: 'short', confirmPassword: 'short' },
      'The Password must be at least 8 characters',
    ],
  ] as const)('%s: %j is refused with "%s"', async (field, change, message) => {
    const res = await post({ ...registrationForm(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
  });

  it('gender 0 (not to say) is a valid answer', async () => {
    expect((await post(registrationForm({ gender: 0 }))).statusCode).toBe(201);
  });

  it('a phone of 12 to 16 digits with or without a plus is accepted', async () => {
    expect((await post(registrationForm({ phone: '+447700900123' }))).statusCode).toBe(201);
    expect((await post(registrationForm({ phone: '4477009001234567' }))).statusCode).toBe(201);
  });

  it('an unknown nationality id is refused on its field', async () => {
    const res = await post(registrationForm({ nationality: 99999 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.nationality).toEqual(['Please choose an option from the list']);
  });

  it('messages follow Accept-Language', async () => {
    const res = await post(registrationForm({ email: '' }), { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email[0]).not.toBe('The Email field is required');
  });

  it('a refused registration writes nothing', async () => {
    const form = registrationForm({ confirmPassword: 'nope-nope-nope' });
    await post(form);
    const check = await t.app.inject({
      method: 'GET',
      url: `/api/public/check-email-availability?email=${encodeURIComponent(form.email)}`,
    });
    expect(check.json()).toEqual({ available: true });
  });
});

describe('GET /api/public/check-email-availability', () => {
  it('tells whether an address is free', async () => {
    const user = await registerUser(t.app);
    const taken = await t.app.inject({
      method: 'GET',
      url: `/api/public/check-email-availability?email=${user.email}`,
    });
    expect(taken.json()).toEqual({ available: false });
    const free = await t.app.inject({
      method: 'GET',
      url: '/api/public/check-email-availability?email=free@example.com',
    });
    expect(free.json()).toEqual({ available: true });
  });
});
