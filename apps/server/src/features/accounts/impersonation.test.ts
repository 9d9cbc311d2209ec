import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, impersonationLinks, sessions } from '../../db/schema/accounts.ts';
import {
  bearer,
  registerUser,
  type SignedInUser,
  updateUserRow,
} from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createImpersonationLink } from './impersonation.service.ts';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerUser(t.app, { firstName: 'Admin' });
  await updateUserRow(t.app, admin.id, { isAdmin: true });
});
afterAll(() => t.close());

/** What the administrator's command prints: the target's email and the one-time token. */
async function linkFor(target: SignedInUser, adminEmail = admin.email) {
  const { path, expiresAt } = await createImpersonationLink(t.app.db, {
    targetEmail: target.email,
    adminEmail,
    createdBy: 'cli:test',
  });
  const query = new URL(path, 'http://portal.test').searchParams;
  return {
    email: query.get('impersonate_user') as string,
    token: query.get('token') as string,
    expiresAt,
  };
}

const impersonate = (email: string | undefined, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/impersonate',
    ...(email === undefined ? {} : { query: { _switch_user: email } }),
    headers: token === undefined ? {} : { 'x-impersonation-token': token },
  });

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

const INVALID = { message: 'This sign-in link is not valid or has expired.' };

describe('POST /api/impersonate', () => {
  it('a fresh link signs the administrator in as the target, marked as impersonated', async () => {
    const target = await registerUser(t.app, { firstName: 'Target' });
    const link = await linkFor(target);
    expect(link.email).toBe(target.email);
    expect(link.expiresAt.getTime() - Date.now()).toBeGreaterThan(5 * 60_000);
    const res = await impersonate(link.email, link.token);
    expect(res.statusCode).toBe(200);
    const who = await me(res.json().token);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toMatchObject({ id: target.id, firstName: 'Target', isImpersonated: true });
    // The target's own session is not impersonated.
    expect((await me(target.token)).json().isImpersonated).toBe(false);
  });

  it('writes an audit_log row naming the administrator and the target', async () => {
    const target = await registerUser(t.app);
    const link = await linkFor(target);
    expect((await impersonate(link.email, link.token)).statusCode).toBe(200);
    const rows = await t.app.db.select().from(auditLog).where(eq(auditLog.targetUserId, target.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'impersonation.start',
      actorUserId: admin.id,
      targetUserId: target.id,
    });
    expect(rows[0]?.detail).toMatchObject({ createdBy: 'cli:test' });
  });

  it('a link works once: the second use is a 403', async () => {
    const target = await registerUser(t.app);
    const link = await linkFor(target);
    expect((await impersonate(link.email, link.token)).statusCode).toBe(200);
    const again = await impersonate(link.email, link.token);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual(INVALID);
  });

  it('two uses of one link at once: exactly one succeeds', async () => {
    const target = await registerUser(t.app);
    const link = await linkFor(target);
    const answers = await Promise.all([
      impersonate(link.email, link.token),
      impersonate(link.email, link.token),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403]);
  });

  it('an expired link is a 403', async () => {
    const target = await registerUser(t.app);
    const link = await linkFor(target);
    await t.app.db
      .update(impersonationLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(impersonationLinks.targetUserId, target.id));
    const res = await impersonate(link.email, link.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(INVALID);
  });

  it('a link made for one person does not sign in as another', async () => {
    const [target, other] = [await registerUser(t.app), await registerUser(t.app)];
    const link = await linkFor(target);
    expect((await impersonate(other.email, link.token)).statusCode).toBe(403);
    // Nor is it spent by the attempt.
    expect((await impersonate(link.email, link.token)).statusCode).toBe(200);
  });

  it.each([
    ['without the token header', undefined],
    ['with an empty token', ''],
    ['with a made-up token', 'x'.repeat(43)],
  ])('%s is a 403', async (_, token) => {
    const target = await registerUser(t.app);
    const res = await impersonate(target.email, token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(INVALID);
  });

  it('an unknown target is a 403', async () => {
    const target = await registerUser(t.app);
    const link = await linkFor(target);
    expect((await impersonate('nobody-here@example.com', link.token)).statusCode).toBe(403);
  });

  it('guessing links from one address meets a limit of 30 an hour, while the next address still gets in', async () => {
    const target = await registerUser(t.app);
    const guess = (remoteAddress: string, token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/impersonate',
        query: { _switch_user: target.email },
        headers: { 'x-impersonation-token': token },
        remoteAddress,
      });
    for (let i = 0; i < 30; i += 1) {
      expect((await guess('10.7.7.7', `guess-${i}`)).statusCode).toBe(403);
    }
    const refused = await guess('10.7.7.7', (await linkFor(target)).token);
    expect(refused.statusCode).toBe(429);
    expect((await guess('10.7.7.8', (await linkFor(target)).token)).statusCode).toBe(200);
  });

  it('without _switch_user is a 400', async () => {
    const target = await registerUser(t.app);
    const link = await linkFor(target);
    expect((await impersonate(undefined, link.token)).statusCode).toBe(400);
  });

  it('a link whose administrator has since lost the role is a 403', async () => {
    const target = await registerUser(t.app);
    const former = await registerUser(t.app);
    await updateUserRow(t.app, former.id, { isAdmin: true });
    const link = await linkFor(target, former.email);
    await updateUserRow(t.app, former.id, { isAdmin: false });
    expect((await impersonate(link.email, link.token)).statusCode).toBe(403);
  });

  it('only an administrator can make a link', async () => {
    const [target, nonAdmin] = [await registerUser(t.app), await registerUser(t.app)];
    await expect(linkFor(target, nonAdmin.email)).rejects.toThrow(/administrator/);
    const rows = await t.app.db
      .select()
      .from(impersonationLinks)
      .where(eq(impersonationLinks.targetUserId, target.id));
    expect(rows).toHaveLength(0);
  });

  it('the link stores only a hash of the token', async () => {
    const target = await registerUser(t.app);
    const link = await linkFor(target);
    const rows = await t.app.db
      .select()
      .from(impersonationLinks)
      .where(eq(impersonationLinks.targetUserId, target.id));
    expect(JSON.stringify(rows)).not.toContain(link.token);
  });

  it('a profile change while impersonating keeps the new token impersonated', async () => {
    const target = await registerUser(t.app);
    const link = await linkFor(target);
    const token = (await impersonate(link.email, link.token)).json().token as string;
    const current = (await me(token)).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${target.id}`,
      headers: bearer(token),
      payload: {
        updateUserDataForm: {
          firstName: 'Changed',
          lastName: current.lastName,
          email: current.email,
          gender: current.gender,
          dob: `${current.dob}T00:00:00.000Z`,
          dobIsAccurate: current.dobIsAccurate,
          nationality: current.nationality,
          industry: current.industry,
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(res.json().token)).json()).toMatchObject({
      firstName: 'Changed',
      isImpersonated: true,
    });
  });

  it('the impersonated session, and its token, last an hour', async () => {
    const target = await registerUser(t.app);
    const link = await linkFor(target);
    const token = (await impersonate(link.email, link.token)).json().token as string;
    const [row] = await t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, t.app.sessionTokens.verify(token)!.sid));
    expect(row!.impersonatorId).toBe(admin.id);
    const left = row!.expiresAt.getTime() - Date.now();
    expect(left).toBeGreaterThan(55 * 60_000);
    expect(left).toBeLessThanOrEqual(60 * 60_000);
    const exp = t.app.sessionTokens.verify(token)!.exp * 1000;
    expect(Math.abs(exp - row!.expiresAt.getTime())).toBeLessThan(2000);
  });

  it('a profile change while impersonating does not stretch the hour', async () => {
    const target = await registerUser(t.app);
    const link = await linkFor(target);
    const token = (await impersonate(link.email, link.token)).json().token as string;
    const soon = new Date(Date.now() + 5 * 60_000);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: soon })
      .where(eq(sessions.id, t.app.sessionTokens.verify(token)!.sid));
    const current = (await me(token)).json();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${target.id}`,
      headers: bearer(token),
      payload: {
        updateUserDataForm: {
          firstName: 'Renamed',
          lastName: current.lastName,
          email: current.email,
          gender: current.gender,
          dob: `${current.dob}T00:00:00.000Z`,
          dobIsAccurate: current.dobIsAccurate,
          nationality: current.nationality,
          industry: current.industry,
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const check = await t.app.inject({
      method: 'GET',
      url: '/api/session/check',
      headers: bearer(res.json().token),
    });
    expect(new Date(check.json().expiresAt).getTime()).toBeLessThanOrEqual(soon.getTime());
  });

  it('the impersonated session ends when the administrator loses the role', async () => {
    const target = await registerUser(t.app);
    const former = await registerUser(t.app);
    await updateUserRow(t.app, former.id, { isAdmin: true });
    const link = await linkFor(target, former.email);
    const token = (await impersonate(link.email, link.token)).json().token as string;
    expect((await me(token)).statusCode).toBe(200);
    await updateUserRow(t.app, former.id, { isAdmin: false });
    expect((await me(token)).statusCode).toBe(401);
    // The former administrator's own session, and the target's, go on.
    expect((await me(former.token)).statusCode).toBe(200);
    expect((await me(target.token)).statusCode).toBe(200);
  });

  it('logging out of the impersonated session leaves the target signed in elsewhere', async () => {
    const target = await registerUser(t.app);
    const link = await linkFor(target);
    const token = (await impersonate(link.email, link.token)).json().token as string;
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(target.token)).statusCode).toBe(200);
  });
});
