import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser, signIn } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a-brand-new-passphrase';

const change = (headers: Record<string, string>, id: number, updatePasswordForm: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/${id}/change_password`,
    headers,
    payload: { updatePasswordForm },
  });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

describe('POST /api/user/{id}/change_password', () => {
  it('answers a new token that works, and the new password signs in while the old does not', async () => {
    const user = await registerUser(t.app);
    const res = await change(user.auth, user.id, {
      oldPassword: user.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const { token } = res.json();
    expect((await me(token)).json().id).toBe(user.id);
    expect((await signIn(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(401);
  });

  it("revokes every earlier token of that person, on every device, and nobody else's", async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const secondDevice = (await signIn(t.app, user.email, user.password)).json().token as string;
    const res = await change(user.auth, user.id, {
      oldPassword: user.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me(secondDevice)).statusCode).toBe(401);
    expect((await me(res.json().token)).statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it('a wrong current password is a 400 on oldPassword and changes nothing', async () => {
    const user = await registerUser(t.app);
    const res = await change(user.auth, user.id, {
      oldPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ oldPassword: ['The current password is not correct'] });
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(200);
  });

  it.each([
    [
      'oldPassword',
      'empty',
      { oldPassword: '', newPassword: NEW_PASSWORD },
      'The Current Password field is required',
    ],
    [
      'oldPassword',
      'missing',
      { newPassword: NEW_PASSWORD },
      'The Current Password field is required',
    ],
    [
      'newPassword',
      'empty',
      { oldPassword: 'x', newPassword: '' },
      'The Password field is required',
    ],
    ['newPassword', 'missing', { oldPassword: 'x' }, 'The Password field is required'],
    [
      'newPassword',
      'of 5 characters',
      { oldPassword: 'x', newPassword: 'short' },
      'The Password must be at least 8 characters',
    ],
    [
      'newPassword',
      'of 129 characters',
      { oldPassword: 'x', newPassword: 'x'.repeat(129) },
      'The Password may not be longer than 128 characters',
    ],
  ] as const)('%s %s is a 400 with "%s"', async (field, _, form, message) => {
    const user = await registerUser(t.app);
    const res = await change(user.auth, user.id, form);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
  });

  it("someone else's id is a 403, even with their current password", async () => {
    const [user, other] = [await registerUser(t.app), await registerUser(t.app)];
    const res = await change(user.auth, other.id, {
      oldPassword: other.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(403);
    expect((await signIn(t.app, other.email, other.password)).statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it('without a token is a 401', async () => {
    const user = await registerUser(t.app);
    const res = await change({}, user.id, {
      oldPassword: user.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
    expect((await signIn(t.app, user.email, user.password)).statusCode).toBe(200);
  });

  it('with a token revoked by logout is a 401', async () => {
    const user = await registerUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: user.auth });
    const res = await change(user.auth, user.id, {
      oldPassword: user.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });
});
