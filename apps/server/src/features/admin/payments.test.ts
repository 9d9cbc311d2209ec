import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../../db/schema/mail.ts';
import { surveyUsers } from '../../db/schema/surveys.ts';
import { registerUser, type SignedInUser, updateUserRow } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auditFor, uniqueLetters } from '../../test/people.factory.ts';
import { call, makeSurvey, startSurvey } from '../../test/surveys.factory.ts';

/* The console's Payments area (issue 13): the list and the confirmation of a bank transfer. */
let t: TestApp;
let admin: SignedInUser;
let payer: SignedInUser;
const surname = `Zq${uniqueLetters(6)}`;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerUser(t.app, { firstName: 'Console', lastName: 'Keeper' });
  await updateUserRow(t.app, admin.id, { isAdmin: true });
  payer = await registerUser(t.app, { firstName: 'Pat', lastName: surname });
});
afterAll(() => t.close());

async function pendingPayment(method: 'OOPAY' | 'STRIPE') {
  const survey = await makeSurvey(t.app, { product: 'eq', pricePence: 2500, title: 'Paid EQ' });
  const surveyUserId = await startSurvey(t.app, payer, 'eq', survey);
  const res = await call(t.app, payer, 'POST', `/payment?eqSurveyUserId=${surveyUserId}`, {
    surveyPaymentForm: {
      surveyUserId,
      paymentMethod: method,
      ...(method === 'OOPAY' ? { countryCode: 'GB', postalCode: 'SW1A 1AA' } : {}),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const url = (res.body as unknown as { paymentUrl: string }).paymentUrl;
  return { survey, surveyUserId, reference: url.split('/').pop()! };
}

type Page = {
  items: { reference: string; status: string; method: string; payer: { email: string } }[];
  total: number;
};
const list = async (query: string) => {
  const res = await call(t.app, admin, 'GET', `/admin/payments?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as Page;
};
const isAuthorized = async (id: number) =>
  (await t.app.db.select().from(surveyUsers).where(eq(surveyUsers.id, id)))[0]!.isAuthorized;

describe('GET /api/admin/payments', () => {
  it('finds a payment by reference or the payer’s name, and narrows by status and method', async () => {
    const bank = await pendingPayment('OOPAY');
    const byRef = await list(`q=${bank.reference.toLowerCase()}`);
    expect(byRef.items).toEqual([
      expect.objectContaining({
        reference: bank.reference,
        status: 'pending',
        method: 'OOPAY',
        provider: 'bank',
        amountPence: 2500,
        currency: 'GBP',
        surveyTitle: 'Paid EQ',
        payer: { id: payer.id, fullName: `Pat ${surname}`, email: payer.email },
        paidAt: null,
      }),
    ]);
    const byName = await list(`q=${encodeURIComponent(`pat ${surname}`)}&method=OOPAY`);
    expect(byName.items.map((p) => p.reference)).toContain(bank.reference);
    expect(
      (await list(`q=${surname}&method=STRIPE`)).items.every((p) => p.method === 'STRIPE'),
    ).toBe(true);
    expect((await list(`q=${surname}&status=paid`)).items.map((p) => p.reference)).not.toContain(
      bank.reference,
    );
    // LIKE's own characters are literal.
    expect((await list(`q=${encodeURIComponent('%')}`)).total).toBe(0);
  });

  it('refuses a status, method or sort it does not know', async () => {
    for (const query of ['status=lost', 'method=CASH', 'sort=payer', 'pageSize=7']) {
      expect((await call(t.app, admin, 'GET', `/admin/payments?${query}`)).status).toBe(400);
    }
  });
});

describe('POST /api/admin/payments/{reference}/confirm', () => {
  it('confirms a pending bank transfer: the survey unlocked, the payer mailed, the change audited', async () => {
    const { survey, surveyUserId, reference } = await pendingPayment('OOPAY');
    expect(await isAuthorized(surveyUserId)).toBe(false);
    const res = await call(
      t.app,
      admin,
      'POST',
      `/admin/payments/${reference.toLowerCase()}/confirm`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ reference, status: 'paid', paidAt: expect.any(String) });
    expect(await isAuthorized(surveyUserId)).toBe(true);
    const mails = await t.app.db.select().from(outboxMails).where(eq(outboxMails.to, payer.email));
    expect(mails.at(-1)!.text).toContain(`${t.config.publicUrl}/eq/${survey.accessCode}?paid=1`);
    const [audit] = await auditFor(t.app, payer.id, 'admin.payments.confirm');
    expect(audit).toMatchObject({
      actorUserId: admin.id,
      detail: { reference, amountPence: 2500 },
    });

    // Once: a second confirmation is refused with its reason, and not audited again.
    const again = await call(t.app, admin, 'POST', `/admin/payments/${reference}/confirm`);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: expect.stringContaining('not waiting') });
    expect(
      (await auditFor(t.app, payer.id, 'admin.payments.confirm')).filter(
        (a) => (a.detail as { reference?: string }).reference === reference,
      ),
    ).toHaveLength(1);
  });

  it('refuses a card payment (400, translated) and an unknown reference (404)', async () => {
    const card = await pendingPayment('STRIPE');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${card.reference}/confirm`,
      headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('virement bancaire');
    expect(await isAuthorized(card.surveyUserId)).toBe(false);
    expect((await call(t.app, admin, 'POST', '/admin/payments/TP-NOSUCH00/confirm')).status).toBe(
      404,
    );
  });
});
