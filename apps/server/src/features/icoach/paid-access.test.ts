import { KRISK_PACKAGES } from '@portal/shared/krisk-packages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { icoachAccessGrants, payments } from '../../db/schema/payments.ts';
import { surveys } from '../../db/schema/surveys.ts';
import { registerUser, type SignedInUser } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, startSurvey } from '../../test/surveys.factory.ts';
import { confirmPayment } from '../payments/confirmation.service.ts';

/*
 * The partner packages' courses (issue 10): the fixed codes /krisk's completion page links to open
 * only with the live grant a confirmed package payment records (30, 45 or 60 days).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const pack = KRISK_PACKAGES[0]!;

async function courseOfPackage() {
  const res = await t.app.inject({
    url: `/api/public/icoach/access-code/${pack.icoachAccessCode}/`,
  });
  const course = res.json() as { id: number; accessCode: string; requiresGrant: boolean };
  return {
    icoachId: course.id,
    accessCode: course.accessCode,
    requiresGrant: course.requiresGrant,
  };
}

/** Buys the package by bank transfer and has it confirmed, as the administrator's command does. */
async function buyPackage(user: SignedInUser): Promise<number> {
  const [survey] = await t.app.db
    .select()
    .from(surveys)
    .where(eq(surveys.accessCode, pack.accessCode));
  const surveyUserId = await startSurvey(t.app, user, 'dp', {
    id: survey!.id,
    accessCode: survey!.accessCode,
  });
  const [payment] = await t.app.db
    .insert(payments)
    .values({
      surveyUserId,
      userId: user.id,
      method: 'OOPAY',
      provider: 'bank',
      amountPence: pack.pricePence,
      reference: `TEST-${user.id}-${Date.now()}`,
    })
    .returning();
  await confirmPayment(t.app.db, payment!.id);
  return payment!.id;
}

describe('a partner-package course', () => {
  it('is public to read about, and marked as needing a package', async () => {
    expect((await courseOfPackage()).requiresGrant).toBe(true);
  });

  it('without a package: a 403 that says how to get one, never a 404 and never the content', async () => {
    const person = await registerUser(t.app);
    const res = await call(t.app, person, 'POST', '/icoach/user/create/', await courseOfPackage());
    expect(res).toMatchObject({
      status: 403,
      body: { message: expect.stringContaining('Buy a package') },
    });
    expect(JSON.stringify(res.body)).not.toContain('icoachSkill');
  });

  it('with a live grant the course opens; once the grant ends it closes with its own message', async () => {
    const person = await registerUser(t.app);
    const paymentId = await buyPackage(person);
    const [grant] = await t.app.db
      .select()
      .from(icoachAccessGrants)
      .where(eq(icoachAccessGrants.paymentId, paymentId));
    expect((grant!.validUntil.getTime() - grant!.validFrom.getTime()) / 86_400_000).toBe(
      pack.icoachDays,
    );
    const body = await courseOfPackage();
    const created = await call(t.app, person, 'POST', '/icoach/user/create/', body);
    expect(created.status).toBe(200);
    const id = created.body?.id;
    const dashboard = `/icoach/dashboard/${body.icoachId}/${id}`;
    expect((await call(t.app, person, 'GET', dashboard)).status).toBe(200);

    await t.app.db
      .update(icoachAccessGrants)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(icoachAccessGrants.paymentId, paymentId));
    for (const res of [
      await call(t.app, person, 'GET', dashboard),
      await call(t.app, person, 'POST', '/icoach/user/get/', body),
    ]) {
      expect(res).toMatchObject({
        status: 403,
        body: { message: expect.stringContaining('has ended') },
      });
    }
  });

  it('a grant for one package’s course does not open another’s', async () => {
    const person = await registerUser(t.app);
    await buyPackage(person);
    const other = KRISK_PACKAGES[1]!;
    const res = await t.app.inject({
      url: `/api/public/icoach/access-code/${other.icoachAccessCode}/`,
    });
    const course = res.json() as { id: number; accessCode: string };
    const created = await call(t.app, person, 'POST', '/icoach/user/create/', {
      icoachId: course.id,
      accessCode: course.accessCode,
    });
    expect(created.status).toBe(403);
  });
});
