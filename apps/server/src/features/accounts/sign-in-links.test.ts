import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInLinks } from '../../db/schema/accounts.ts';
import { sha256 } from '../../lib/secure-tokens.ts';
import { registerUser } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createSignInLink } from './sign-in-links.service.ts';

/* The token of /icoach/{accessCode}/{token}: one use, short-lived, exchanged for a session. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const use = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/public/sign-in-link/', payload: { token } });

describe('POST /api/public/sign-in-link/', () => {
  it('signs its person in once; the same token a second time is refused', async () => {
    const person = await registerUser(t.app);
    const { token } = await createSignInLink(t.app.db, { userId: person.id, purpose: 'icoach' });
    const first = await use(token);
    expect(first.statusCode).toBe(200);
    const session = (first.json() as { token: string }).token;
    expect(session).not.toBe(token);
    const me = await t.app.inject({
      url: '/api/me',
      headers: { authorization: `Bearer ${session}` },
    });
    expect((me.json() as { id: number }).id).toBe(person.id);
    const second = await use(token);
    expect(second.statusCode).toBe(403);
    expect((second.json() as { message: string }).message).toBe(
      'This sign-in link is not valid or has expired.',
    );
    // Only the token's hash is kept.
    const rows = await t.app.db.select().from(signInLinks).where(eq(signInLinks.userId, person.id));
    expect(rows[0]?.tokenHash).toBe(sha256(token));
  });

  it('an expired or unknown token is refused; a malformed one is a 400', async () => {
    const person = await registerUser(t.app);
    const { token } = await createSignInLink(t.app.db, {
      userId: person.id,
      purpose: 'icoach',
      hours: -1,
    });
    expect((await use(token)).statusCode).toBe(403);
    expect((await use('x'.repeat(43))).statusCode).toBe(403);
    expect((await use('short')).statusCode).toBe(400);
  });
});
