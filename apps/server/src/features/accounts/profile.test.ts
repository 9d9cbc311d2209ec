import type { UpdateUserDataForm } from '@portal/shared/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  registerUser,
  type SignedInUser,
  signIn,
  updateUserRow,
} from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// Coded option ids: jobFunction 1xx, region 2xx, location 3xx, level 4xx (reference-data seed).
const JOB_FUNCTION = 101;
const REGION = 201;
const LOCATION = 301;
const LEVEL = 401;

function profileForm(overrides: Partial<UpdateUserDataForm> = {}): UpdateUserDataForm {
  return {
    firstName: 'Katherine',
    lastName: 'Johnson',
    email: `profile.${Math.random().toString(36).slice(2)}@example.com`,
    gender: 2,
    dob: '1918-08-26T00:00:00.000Z',
    dobIsAccurate: true,
    nationality: 2,
    industry: 2,
    phone: '+441234567890',
    ...overrides,
  };
}

const put = (user: Pick<SignedInUser, 'auth'>, id: number, updateUserDataForm: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/user/${id}`,
    headers: user.auth,
    payload: { updateUserDataForm },
  });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

describe('PUT /api/user/{id}', () => {
  it('saves the changes and answers a new token; the old token stops working', async () => {
    const user = await registerUser(t.app);
    const form = profileForm({ email: 'Changed.Address@Example.com', locale: 'fr' });
    const res = await put(user, user.id, form);
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect(token).not.toBe(user.token);
    expect((await me(user.token)).statusCode).toBe(401);
    const after = await me(token);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({
      id: user.id,
      firstName: 'Katherine',
      lastName: 'Johnson',
      fullName: 'Katherine Johnson',
      email: 'changed.address@example.com',
      gender: 2,
      dob: '1918-08-26',
      dobIsAccurate: true,
      nationality: 2,
      industry: 2,
      phone: '+441234567890',
      locale: 'fr',
    });
  });

  it('the new email address and the same password sign in afterwards', async () => {
    const user = await registerUser(t.app);
    const form = profileForm();
    expect((await put(user, user.id, form)).statusCode).toBe(200);
    expect((await signIn(t.app, form.email, user.password)).statusCode).toBe(200);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(401);
  });

  it("only the session that saved is rotated; the person's other sessions keep working", async () => {
    const user = await registerUser(t.app);
    const other = (await signIn(t.app, user.email, user.password)).json().token as string;
    expect((await put(user, user.id, profileForm())).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('a year of birth alone is stored as 1 January, not accurate', async () => {
    const user = await registerUser(t.app);
    const res = await put(
      user,
      user.id,
      profileForm({ dob: '1975-01-01T00:00:00.000Z', dobIsAccurate: false }),
    );
    expect((await me(res.json().token)).json()).toMatchObject({
      dob: '1975-01-01',
      dobIsAccurate: false,
    });
  });

  it('an empty phone clears the phone', async () => {
    const user = await registerUser(t.app, { phone: '+447700900123' });
    const res = await put(user, user.id, profileForm({ phone: '' }));
    expect(res.statusCode).toBe(200);
    expect((await me(res.json().token)).json().phone).toBeNull();
  });

  it('keeping one\'s own address, in another case, is not "already used"', async () => {
    const user = await registerUser(t.app);
    const res = await put(user, user.id, profileForm({ email: user.email.toUpperCase() }));
    expect(res.statusCode).toBe(200);
    expect((await me(res.json().token)).json().email).toBe(user.email);
  });

  it('an address used by someone else is a 400 on email, and nothing is saved', async () => {
    const [user, other] = [await registerUser(t.app), await registerUser(t.app)];
    const res = await put(user, user.id, profileForm({ email: other.email, firstName: 'Changed' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toEqual(['Email Address is already used']);
    const after = await me(user.token);
    expect(after.statusCode).toBe(200);
    expect(after.json().firstName).toBe('Ada');
  });

  it("someone else's id is a 403 and their account is unchanged", async () => {
    const [user, other] = [await registerUser(t.app), await registerUser(t.app)];
    const res = await put(user, other.id, profileForm({ firstName: 'Mallory' }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You are not allowed to do this.' });
    expect((await me(other.token)).json().firstName).toBe('Ada');
    // The caller's own token is not rotated by a refused call.
    expect((await me(user.token)).statusCode).toBe(200);
  });

  it('an id that does not exist is a 403, not a 404', async () => {
    const user = await registerUser(t.app);
    expect((await put(user, 987654, profileForm())).statusCode).toBe(403);
  });

  it('without a token is a 401', async () => {
    const res = await put({ auth: {} as { authorization: string } }, 1, profileForm());
    expect(res.statusCode).toBe(401);
  });

  it('after logout the old token is a 401', async () => {
    const user = await registerUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: user.auth });
    expect((await put(user, user.id, profileForm())).statusCode).toBe(401);
  });

  it.each(['abc', '0', '3000000000'])('an id of %s is a 400', async (id) => {
    const user = await registerUser(t.app);
    expect((await put(user, id as unknown as number, profileForm())).statusCode).toBe(400);
  });

  const code = 'Please enter a valid number with a maximum length of 12 characters.';
  it.each([
    ['firstName', { firstName: '' }, 'The First Name field is required'],
    ['firstName', { firstName: '   ' }, 'The First Name field is required'],
    ['firstName', { firstName: undefined }, 'The First Name field is required'],
    ['firstName', { firstName: 'x'.repeat(51) }, 'This field may not be longer than 50 characters'],
    ['lastName', { lastName: '' }, 'The Last Name field is required'],
    ['lastName', { lastName: 'x'.repeat(51) }, 'This field may not be longer than 50 characters'],
    ['email', { email: '' }, 'The Email field is required'],
    ['email', { email: 'nope' }, 'The Email Address field must be a valid email'],
    [
      'email',
      { email: `${'a'.repeat(175)}@x.com` },
      'The Email Address may not be longer than 180 characters',
    ],
    ['gender', { gender: undefined }, 'The Gender field is required'],
    ['gender', { gender: 4 }, 'The Gender field is required'],
    ['dob', { dob: undefined }, 'The Year field is required'],
    ['dob', { dob: '1990-02-30T00:00:00.000Z' }, 'This is not a valid date'],
    ['dob', { dob: 'yesterday' }, 'This is not a valid date'],
    [
      'dob',
      { dob: '1899-12-31T00:00:00.000Z' },
      'Please enter a year of birth between 1900 and this year',
    ],
    [
      'dob',
      { dob: `${new Date().getUTCFullYear() + 1}-01-01T00:00:00.000Z` },
      'Please enter a year of birth between 1900 and this year',
    ],
    ['nationality', { nationality: undefined }, 'The Nationality field is required'],
    ['nationality', { nationality: 0 }, 'The Nationality field is required'],
    ['industry', { industry: undefined }, 'The Industry field is required'],
    ['industry', { industry: 1.5 }, 'The Industry field is required'],
    [
      'phone',
      { phone: '0123' },
      'The Phone field must be an optional + followed by 11 to 16 digits',
    ],
    [
      'phone',
      { phone: '+1234567890123456789' },
      'The Phone field must be an optional + followed by 11 to 16 digits',
    ],
    [
      'phone',
      { phone: '+12345678901' },
      'Please enter a full international number of at least 12 digits',
    ],
    ['code', { code: 'abc' }, code],
    ['code', { code: '1234567890123' }, code],
    ['code', { code: '12-34' }, code],
    ['locale', { locale: 'xx' }, 'This value is not valid'],
    ['jobFunction', { jobFunction: -1 }, 'This value is not valid'],
  ] as const)('%s: %j is a 400 with "%s"', async (field, change, message) => {
    const user = await registerUser(t.app);
    const res = await put(user, user.id, { ...profileForm(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please correct the highlighted fields.');
    expect(res.json().errors[field]).toContain(message);
    // A refused form leaves the token as it was.
    expect((await me(user.token)).statusCode).toBe(200);
  });

  it('a body without the updateUserDataForm wrapper is a 400', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${user.id}`,
      headers: user.auth,
      payload: profileForm(),
    });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['nationality', { nationality: 99999 }],
    ['industry', { industry: 99999 }],
  ] as const)('an unknown %s id is a 400 on its field', async (field, change) => {
    const user = await registerUser(t.app);
    const res = await put(user, user.id, profileForm(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual(['Please choose an option from the list']);
  });
});

describe('PUT /api/user/{id}: end-user-code fields', () => {
  const codeFields = {
    jobFunction: JOB_FUNCTION,
    region: REGION,
    location: LOCATION,
    level: LEVEL,
    code: '000123456789',
  };

  it('are ignored while the end-user-code status is off', async () => {
    const user = await registerUser(t.app);
    const res = await put(user, user.id, profileForm(codeFields));
    expect(res.statusCode).toBe(200);
    expect((await me(res.json().token)).json()).toMatchObject({
      endUserCodeStatus: false,
      jobFunction: null,
      region: null,
      location: null,
      level: null,
      code: null,
    });
  });

  it('are not checked while the status is off: an unknown option id is ignored', async () => {
    const user = await registerUser(t.app);
    const res = await put(user, user.id, profileForm({ jobFunction: 99999 }));
    expect(res.statusCode).toBe(200);
  });

  it('are stored when the status is on', async () => {
    const user = await registerUser(t.app);
    await updateUserRow(t.app, user.id, { endUserCodeStatus: true });
    const res = await put(user, user.id, profileForm(codeFields));
    expect(res.statusCode).toBe(200);
    expect((await me(res.json().token)).json()).toMatchObject({
      endUserCodeStatus: true,
      ...codeFields,
    });
  });

  it('can be cleared again when the status is on', async () => {
    const user = await registerUser(t.app);
    await updateUserRow(t.app, user.id, { endUserCodeStatus: true });
    const first = await put(user, user.id, profileForm(codeFields));
    const second = await put(
      { auth: bearer(first.json().token) },
      user.id,
      profileForm({ jobFunction: null, region: null, location: null, level: null, code: '' }),
    );
    expect(second.statusCode).toBe(200);
    expect((await me(second.json().token)).json()).toMatchObject({
      jobFunction: null,
      region: null,
      location: null,
      level: null,
      code: null,
    });
  });

  it.each([
    ['jobFunction', { jobFunction: 99999 }],
    ['region', { region: 99999 }],
    ['location', { location: 99999 }],
    ['level', { level: 99999 }],
    // An id of another list is not an option of this one.
    ['jobFunction', { jobFunction: REGION }],
    ['level', { level: JOB_FUNCTION }],
  ] as const)(
    'with the status on, an unknown %s option is a 400 on its field',
    async (field, change) => {
      const user = await registerUser(t.app);
      await updateUserRow(t.app, user.id, { endUserCodeStatus: true });
      const res = await put(user, user.id, profileForm(change));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toEqual(['Please choose an option from the list']);
      expect((await me(user.token)).json().firstName).toBe('Ada');
    },
  );
});
