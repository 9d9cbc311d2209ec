import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/accounts.ts';
import { registerUser, type SignedInUser, updateUserRow } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { uniqueLetters } from '../../test/people.factory.ts';
import { call } from '../../test/surveys.factory.ts';

/* The console's Audit log (issue 13): searchable by person and date, newest first. */
let t: TestApp;
let admin: SignedInUser;
let target: SignedInUser;
const surname = `Za${uniqueLetters(6)}`;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerUser(t.app, { firstName: 'Console', lastName: 'Keeper' });
  await updateUserRow(t.app, admin.id, { isAdmin: true });
  target = await registerUser(t.app, { firstName: 'Tess', lastName: surname });
});
afterAll(() => t.close());

type Page = {
  items: {
    id: number;
    action: string;
    actor: { id: number } | null;
    target: { id: number; fullName: string } | null;
  }[];
  total: number;
};
const list = async (query: string) => {
  const res = await call(t.app, admin, 'GET', `/admin/audit-log?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as Page;
};

describe('GET /api/admin/audit-log', () => {
  it('finds a change by its actor or target (name, email or id) and by date, newest first', async () => {
    // A change made from the console is recorded with who, what and when.
    const change = await call(t.app, admin, 'PUT', `/admin/people/${target.id}/admin`, {
      isAdmin: true,
    });
    expect(change.status).toBe(200);
    await t.app.db.insert(auditLog).values({
      action: 'admin.test.old',
      actorUserId: admin.id,
      targetUserId: target.id,
      createdAt: new Date('2021-03-04T10:00:00Z'),
    });

    const byName = await list(`person=${encodeURIComponent(`tess ${surname.toLowerCase()}`)}`);
    expect(byName.items.map((e) => e.action)).toEqual([
      'admin.people.admin_role',
      'admin.test.old',
    ]);
    expect(byName.items[0]).toMatchObject({
      actor: { id: admin.id },
      target: { id: target.id, fullName: `Tess ${surname}` },
    });
    expect((await list(`person=${target.id}`)).total).toBe(2);
    expect((await list(`person=${encodeURIComponent(target.email)}`)).total).toBe(2);

    const day = await list(`person=${surname}&from=2021-03-04&to=2021-03-04`);
    expect(day.items.map((e) => e.action)).toEqual(['admin.test.old']);
    expect((await list(`person=${surname}&from=2021-03-05&to=2021-12-31`)).total).toBe(0);
    expect((await list(`person=${surname}&action=admin.people.admin_role`)).total).toBe(1);
  });

  it('refuses a date that is not a calendar date', async () => {
    for (const query of ['from=2021-13-45', 'to=yesterday', 'action=DROP%20TABLE']) {
      expect((await call(t.app, admin, 'GET', `/admin/audit-log?${query}`)).status).toBe(400);
    }
  });
});
