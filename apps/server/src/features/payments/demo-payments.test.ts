import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/payments.ts';
import { surveyUsers } from '../../db/schema/surveys.ts';
import { seedDemoData } from '../../seeds/seed.ts';
import { bearer, signIn } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DEMO_ACCOUNTS } from '../accounts/demo-accounts.seed.ts';
import { DEMO_BANK_REFERENCE } from './demo-payments.seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.app.db, t.app.log);
});
afterAll(() => t.close());

const account = (email: string) => DEMO_ACCOUNTS.find((a) => a.email === email)!;

describe('demo payments', () => {
  it('the console lists a card payment made and a bank transfer waiting, each with its taking of the paid E.Q.', async () => {
    const admin = account('admin@demo.example');
    const { token } = (await signIn(t.app, admin.email, admin.password)).json();
    const auth = bearer(token);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments',
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().items as {
      reference: string;
      status: string;
      method: string;
      amountPence: number;
    }[];
    expect(rows.map((r) => [r.method, r.status, r.amountPence]).sort()).toEqual([
      ['OOPAY', 'pending', 2500],
      ['STRIPE', 'paid', 2500],
    ]);
    const takings = await t.app.db
      .select({ id: surveyUsers.id, isAuthorized: surveyUsers.isAuthorized })
      .from(payments)
      .innerJoin(surveyUsers, eq(surveyUsers.id, payments.surveyUserId))
      .orderBy(payments.method);
    expect(takings.map((r) => r.isAuthorized)).toEqual([false, true]);

    // The waiting transfer is confirmed in the console like any other, and unlocks its survey.
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${DEMO_BANK_REFERENCE}/confirm`,
      headers: auth,
    });
    expect(confirmed.statusCode).toBe(200);
    const [transfer] = await t.app.db
      .select({ isAuthorized: surveyUsers.isAuthorized })
      .from(surveyUsers)
      .where(eq(surveyUsers.id, takings[0]!.id));
    expect(transfer!.isAuthorized).toBe(true);
  });

  it('seeding again adds nothing', async () => {
    const before = await t.app.db.select({ id: payments.id }).from(payments);
    await seedDemoData(t.app.db, t.app.log);
    expect(await t.app.db.select({ id: payments.id }).from(payments)).toHaveLength(before.length);
  });
});
