import type { RegistrationForm } from '@portal/shared/accounts';
import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { users } from '../db/schema/accounts.ts';
import type { UserChanges } from '../features/accounts/users.queries.ts';

let counter = 0;

/** A valid registration form; each call a new email address. */
export function registrationForm(overrides: Partial<RegistrationForm> = {}): RegistrationForm {
  counter += 1;
  return {
    email: `person${counter}.${Date.now()}@example.com`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    gender: 2,
    phone: null,
    locale: 'en_GB',
    dob: '1990-05-17T00:00:00.000Z',
    dobIsAccurate: true,
    nationality: 1,
    industry: 1,
    password: 'correct-horse-battery',
    confirmPassword: 'correct-horse-battery',
    ...overrides,
  };
}

export interface SignedInUser {
  id: number;
  email: string;
  password: string;
  token: string;
  auth: { authorization: string };
}

/** Registers through the route and reads /me, as a browser would. */
export async function registerUser(
  app: App,
  overrides: Partial<RegistrationForm> = {},
): Promise<SignedInUser> {
  const form = registrationForm(overrides);
  const res = await app.inject({
    method: 'POST',
    url: '/api/public/registration',
    payload: { registrationForm: form },
  });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const { token } = res.json() as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const me = await app.inject({ method: 'GET', url: '/api/me', headers: auth });
  return {
    id: (me.json() as { id: number }).id,
    email: form.email.toLowerCase(),
    password: form.password,
    token,
    auth,
  };
}

export async function signIn(app: App, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/login_check', payload: { email, password } });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Sets columns a person cannot set through the API (administrator, end-user-code status). */
export async function updateUserRow(app: App, id: number, changes: UserChanges) {
  await app.db.update(users).set(changes).where(eq(users.id, id));
}
