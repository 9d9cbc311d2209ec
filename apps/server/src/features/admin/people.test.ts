import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  registerUser,
  type SignedInUser,
  signIn,
  updateUserRow,
} from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  auditFor as auditOf,
  type DistinctPerson,
  distinctPerson,
  impersonateFromConsole,
  richPerson,
  spendImpersonationLink,
  uniqueLetters,
} from '../../test/people.factory.ts';
import { call } from '../../test/surveys.factory.ts';
import { searchPeopleStatement } from './people.queries.ts';

/* The console's People area (issue 13): search, a person, and the changes made to an account. */
let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerUser(t.app, { firstName: 'Console', lastName: 'Keeper' });
  await updateUserRow(t.app, admin.id, { isAdmin: true });
});
afterAll(() => t.close());

const person = (overrides: { firstName?: string; lastName?: string } = {}) =>
  distinctPerson(t.app, overrides);
const auditFor = (targetUserId: number, action: string) => auditOf(t.app, targetUserId, action);
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

describe('GET /api/admin/people', () => {
  const token = `Zx${uniqueLetters(6)}`;
  let ann: DistinctPerson;
  let bob: DistinctPerson;
  let cat: DistinctPerson;
  beforeAll(async () => {
    // One word starts a name of each of the twelve people below: each search sees only them.
    ann = await person({ firstName: `${token}ann`, lastName: 'Zzbrook' });
    bob = await person({ firstName: 'Bob', lastName: `${token.toLowerCase()}able` });
    cat = await person({ firstName: 'Cat', lastName: `${token}Cole` });
    // Nine more after them by name, to fill a first page of ten.
    await t.app.database.executeSql(
      `insert into users (email, password_hash, first_name, last_name)
       select 'more' || g || '.' || $1 || '@example.com', 'x', $1 || 'more', 'Zzz' || g
         from generate_series(1, 9) g`,
      [token.toLowerCase()],
    );
  });
  const list = async (query: string) => {
    const res = await call(t.app, admin, 'GET', `/admin/people?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as unknown as { items: { id: number }[]; total: number; page: number };
  };
  const ids = (body: { items: { id: number }[] }) => body.items.map((p) => p.id);

  it('finds people by the start of a first name, a last name or an email, in any case', async () => {
    expect(ids(await list(`q=${token.toUpperCase()}`)).slice(0, 3)).toEqual([
      bob.id,
      cat.id,
      ann.id,
    ]);
    expect(ids(await list(`q=${encodeURIComponent(ann.email.slice(0, 12))}`))).toEqual([ann.id]);
    // Two words: each must start one of the three.
    expect(ids(await list(`q=${encodeURIComponent(`cat ${token}`)}`))).toEqual([cat.id]);
    // A word in the middle of a name does not match; LIKE's own characters are literal.
    expect((await list(`q=${token.slice(2)}`)).total).toBe(0);
    expect((await list(`q=${encodeURIComponent(`${token}%`)}`)).total).toBe(0);
    expect((await list(`q=${encodeURIComponent(`${token}_`)}`)).total).toBe(0);
  });

  it('sorts by name, email or creation, either way, and pages on the server', async () => {
    const three = (body: { items: { id: number }[] }) =>
      ids(body).filter((id) => [ann.id, bob.id, cat.id].includes(id));
    // By last name, whatever the case: zx…able, Zx…Cole, Zzbrook, then the nine Zzz….
    expect(three(await list(`q=${token}`))).toEqual([bob.id, cat.id, ann.id]);
    expect(ids(await list(`q=${token}`)).slice(0, 3)).toEqual([bob.id, cat.id, ann.id]);
    expect(three(await list(`q=${token}&sort=name&order=desc&pageSize=10&page=2`))).toEqual([
      cat.id,
      bob.id,
    ]);
    expect(three(await list(`q=${token}&sort=created`))).toEqual([ann.id, bob.id, cat.id]);
    const byEmail = [ann, bob, cat].sort((a, b) => (a.email < b.email ? -1 : 1)).map((p) => p.id);
    expect(three(await list(`q=${token}&sort=email`))).toEqual(byEmail);
    const first = await list(`q=${token}&pageSize=10`);
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    const second = await list(`q=${token}&pageSize=10&page=2`);
    expect(second).toMatchObject({ total: 12, page: 2, pageSize: 10 });
    expect(second.items).toHaveLength(2);
    // Past the end: no rows, and still the count.
    expect(await list(`q=${token}&pageSize=10&page=5`)).toMatchObject({ items: [], total: 12 });
  });

  it('refuses a query it cannot serve', async () => {
    for (const query of ['pageSize=0', 'pageSize=7', 'page=0', 'sort=phone', 'page=1e3']) {
      expect((await call(t.app, admin, 'GET', `/admin/people?${query}`)).status, query).toBe(400);
    }
  });

  it('with 10,000 people, the search reads the name and email indexes', async () => {
    await t.app.database.executeSql(
      `insert into users (email, password_hash, first_name, last_name)
       select 'bulk' || g || '@example.com', 'x', 'Bulk' || g, 'Person' || (g % 97)
         from generate_series(1, 10000) g`,
    );
    await t.app.database.executeSql('analyze users');
    const statement = searchPeopleStatement(t.app.db, {
      q: 'zed',
      sort: 'name',
      order: 'asc',
      page: 1,
      pageSize: 25,
    }).toSQL();
    const plan = await t.app.database.executeSql(`explain ${statement.sql}`, statement.params);
    const text = (plan.rows as Record<string, string>[]).map((r) => Object.values(r)[0]).join('\n');
    expect(text).toContain('users_first_name_search_idx');
    expect(text).toContain('users_last_name_search_idx');
    expect(text).toContain('users_email_search_idx');
    expect((await list('q=bulk1234')).items).toHaveLength(1);
    expect((await list('')).total).toBeGreaterThan(10_000);
  });
});

describe('GET /api/admin/people/{userId}', () => {
  it('shows the person’s takings, courses, 360 roles and payments', async () => {
    const p = await richPerson(t.app);
    const res = await call(t.app, admin, 'GET', `/admin/people/${p.id}`);
    expect(res.status).toBe(200);
    const body = res.body as unknown as Record<string, unknown[]> & Record<string, unknown>;
    expect(body).toMatchObject({
      id: p.id,
      email: p.email,
      firstName: p.firstName,
      isAdmin: false,
      deactivatedAt: null,
      awaitingOwnerSince: null,
    });
    expect(body.takings).toHaveLength(3);
    expect(body.takings).toContainEqual(
      expect.objectContaining({
        surveyUserId: p.eqTaking,
        surveyTitle: 'Team EQ',
        product: 'eq',
        completedAt: expect.any(String),
      }),
    );
    expect(body.courses).toEqual([
      expect.objectContaining({
        icoachUserId: p.learning.icoachUserId,
        courseTitle: 'Test course',
      }),
    ]);
    expect((body.courses![0] as { progressPercent: number }).progressPercent).toBeGreaterThan(0);
    const roles = (body.teamSurveyRoles as { role: string }[]).map((r) => r.role).sort();
    expect(roles).toEqual(['manager', 'ratee', 'rater']);
    expect(body.payments).toEqual([
      expect.objectContaining({
        surveyUserId: p.pricedTaking,
        method: 'OOPAY',
        status: 'pending',
        amountPence: 2500,
        reference: expect.any(String),
      }),
    ]);
  });

  it('answers 404 for nobody, and 403 to a person without the role', async () => {
    expect((await call(t.app, admin, 'GET', '/admin/people/2147483647')).status).toBe(404);
    const learner = await person();
    expect((await call(t.app, learner, 'GET', `/admin/people/${admin.id}`)).status).toBe(403);
  });
});

describe('POST /api/admin/people/{userId}/impersonation-link', () => {
  it('makes the command line’s one-time link, for this administrator, and logs it', async () => {
    const p = await person();
    const res = await call(t.app, admin, 'POST', `/admin/people/${p.id}/impersonation-link`);
    expect(res.status).toBe(200);
    const { link, expiresAt } = res.body as unknown as { link: string; expiresAt: string };
    expect(link.startsWith('http://portal.test/?')).toBe(true);
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const [entry] = await auditFor(p.id, 'admin.people.impersonation_link');
    expect(entry).toMatchObject({ actorUserId: admin.id, detail: { expiresAt } });
    expect(JSON.stringify(entry)).not.toContain(new URL(link).searchParams.get('token'));

    const acting = await spendImpersonationLink(t.app, link);
    expect((await me(acting)).json()).toMatchObject({
      id: p.id,
      isImpersonated: true,
    });
    const [started] = await auditFor(p.id, 'impersonation.start');
    expect(started).toMatchObject({ actorUserId: admin.id });
  });

  it('refuses oneself, another administrator, a deactivated account and nobody', async () => {
    const self = await call(t.app, admin, 'POST', `/admin/people/${admin.id}/impersonation-link`);
    expect(self).toMatchObject({
      status: 400,
      body: { message: 'You cannot sign in as yourself.' },
    });
    const other = await person();
    await updateUserRow(t.app, other.id, { isAdmin: true });
    expect(
      await call(t.app, admin, 'POST', `/admin/people/${other.id}/impersonation-link`),
    ).toEqual({ status: 400, body: { message: 'You cannot sign in as another administrator.' } });
    const gone = await person();
    await updateUserRow(t.app, gone.id, { deactivatedAt: new Date() });
    expect(
      (await call(t.app, admin, 'POST', `/admin/people/${gone.id}/impersonation-link`)).body,
    ).toEqual({ message: 'This account has been deactivated.' });
    expect(
      (await call(t.app, admin, 'POST', '/admin/people/2147483647/impersonation-link')).status,
    ).toBe(404);
    expect(await auditFor(other.id, 'admin.people.impersonation_link')).toEqual([]);
  });
});

describe('PUT /api/admin/people/{userId}/admin', () => {
  it('turns the role on and off, each time at once and audited', async () => {
    const p = await person();
    const on = await call(t.app, admin, 'PUT', `/admin/people/${p.id}/admin`, { isAdmin: true });
    expect(on).toMatchObject({ status: 200, body: { id: p.id, isAdmin: true } });
    expect((await call(t.app, p, 'GET', '/admin/overview')).status).toBe(200);
    const off = await call(t.app, admin, 'PUT', `/admin/people/${p.id}/admin`, { isAdmin: false });
    expect(off).toMatchObject({ status: 200, body: { isAdmin: false } });
    expect((await call(t.app, p, 'GET', '/admin/overview')).status).toBe(403);
    const entries = await auditFor(p.id, 'admin.people.admin_role');
    expect(entries.map((e) => e.detail)).toEqual([
      { isAdmin: false, was: true },
      { isAdmin: true, was: false },
    ]);
    expect(entries.every((e) => e.actorUserId === admin.id)).toBe(true);
  });

  it('will not take away one’s own role, in the caller’s language', async () => {
    const res = await call(t.app, admin, 'PUT', `/admin/people/${admin.id}/admin`, {
      isAdmin: false,
    });
    expect(res).toEqual({
      status: 400,
      body: { message: 'You cannot remove your own administrator role.' },
    });
    const fr = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/people/${admin.id}/admin`,
      headers: { ...admin.auth, 'accept-language': 'fr' },
      payload: { isAdmin: false },
    });
    expect(fr.json().message).toBe(
      'Vous ne pouvez pas retirer votre propre rôle d’administrateur.',
    );
    expect((await call(t.app, admin, 'GET', '/admin/overview')).status).toBe(200);
    expect(await auditFor(admin.id, 'admin.people.admin_role')).toEqual([]);
  });
});

describe('PUT /api/admin/people/{userId}/deactivation', () => {
  it('ends every session at once, and refuses sign-in until reactivated', async () => {
    const p = await person();
    const phone = (await signIn(t.app, p.email, p.password)).json().token as string;
    expect((await me(p.token)).statusCode).toBe(200);
    const res = await call(t.app, admin, 'PUT', `/admin/people/${p.id}/deactivation`, {
      deactivated: true,
    });
    expect(res).toMatchObject({ status: 200, body: { deactivatedAt: expect.any(String) } });
    expect((await me(p.token)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    // A right password learns why; a wrong one learns nothing new.
    const right = await signIn(t.app, p.email, p.password);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ message: 'This account has been deactivated.' });
    expect((await signIn(t.app, p.email, 'wrong-password-here')).statusCode).toBe(401);
    const [entry] = await auditFor(p.id, 'admin.people.deactivate');
    expect(entry).toMatchObject({ actorUserId: admin.id, detail: { sessionsEnded: 2 } });

    const back = await call(t.app, admin, 'PUT', `/admin/people/${p.id}/deactivation`, {
      deactivated: false,
    });
    expect(back).toMatchObject({ status: 200, body: { deactivatedAt: null } });
    expect((await signIn(t.app, p.email, p.password)).statusCode).toBe(200);
    expect(await auditFor(p.id, 'admin.people.reactivate')).toHaveLength(1);
  });

  it('a session left from before, even one a token still names, is refused', async () => {
    const p = await person();
    // Deactivated behind the console's back: the per-call query refuses the session by itself.
    await updateUserRow(t.app, p.id, { deactivatedAt: new Date() });
    expect((await me(p.token)).statusCode).toBe(401);
  });

  it('a deactivated administrator’s impersonation ends with their own sessions', async () => {
    const other = await person();
    await updateUserRow(t.app, other.id, { isAdmin: true });
    const target = await person();
    const acting = await impersonateFromConsole(t.app, other, target.id);
    expect((await me(acting)).statusCode).toBe(200);
    await call(t.app, admin, 'PUT', `/admin/people/${other.id}/deactivation`, {
      deactivated: true,
    });
    expect((await me(acting)).statusCode).toBe(401);
    expect((await me(target.token)).statusCode).toBe(200);
  });

  it('will not deactivate oneself', async () => {
    const res = await call(t.app, admin, 'PUT', `/admin/people/${admin.id}/deactivation`, {
      deactivated: true,
    });
    expect(res).toEqual({
      status: 400,
      body: { message: 'You cannot deactivate your own account.' },
    });
    expect((await me(admin.token)).statusCode).toBe(200);
  });
});
