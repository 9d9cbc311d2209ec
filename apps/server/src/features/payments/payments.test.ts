import { KRISK_PACKAGES } from '@portal/shared/krisk-packages';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../../db/schema/mail.ts';
import { icoachAccessGrants, paymentEvents, payments } from '../../db/schema/payments.ts';
import { surveyUsers } from '../../db/schema/surveys.ts';
import { registerUser, type SignedInUser } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, makeSurvey, startSurvey } from '../../test/surveys.factory.ts';
import { seedKriskPackages } from '../krisk/krisk-packages.seed.ts';
import { confirmBankTransfer } from './bank-transfer.service.ts';
import { insertPayment } from './payments.queries.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
let t: TestApp;
let ada: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  ada = await registerUser(t.app);
  bob = await registerUser(t.app);
});
afterAll(() => t.close());

async function unpaidTaking(user = ada, pricePence = 2500, product: 'eq' | 'dp' = 'eq') {
  const survey = await makeSurvey(t.app, { product, pricePence });
  const surveyUserId = await startSurvey(t.app, user, product, survey);
  return { survey, surveyUserId };
}

const pay = (user: SignedInUser | null, query: string, form: Record<string, unknown>) =>
  call(t.app, user, 'POST', `/payment?${query}`, { surveyPaymentForm: form });

const isAuthorized = async (id: number) =>
  (await t.app.db.select().from(surveyUsers).where(eq(surveyUsers.id, id)))[0]!.isAuthorized;

describe('POST /api/payment?{key}={surveyUserId}', () => {
  it('the amount comes from the survey, whatever the browser sends', async () => {
    const { surveyUserId } = await unpaidTaking(ada, 4900);
    const res = await pay(ada, `eqSurveyUserId=${surveyUserId}`, {
      surveyUserId,
      paymentMethod: 'STRIPE',
      amount: 1,
    });
    expect(res.status).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.surveyUserId, surveyUserId));
    expect(row).toMatchObject({
      amountPence: 4900,
      currency: 'GBP',
      status: 'pending',
      provider: 'sandbox',
    });
  });

  it('paying for someone else’s survey user is refused and writes nothing', async () => {
    const { surveyUserId } = await unpaidTaking(ada);
    const res = await pay(bob, `eqSurveyUserId=${surveyUserId}`, {
      surveyUserId,
      paymentMethod: 'STRIPE',
    });
    expect(res.status).toBe(404);
    expect(
      await t.app.db.select().from(payments).where(eq(payments.surveyUserId, surveyUserId)),
    ).toEqual([]);
  });

  it('the query key must name the survey’s product and the same survey user', async () => {
    const { surveyUserId } = await unpaidTaking(ada);
    expect(
      (await pay(ada, `fooSurveyUserId=${surveyUserId}`, { surveyUserId, paymentMethod: 'STRIPE' }))
        .body,
    ).toMatchObject({
      message: 'Unknown product type for this payment',
    });
    expect(
      (
        await pay(ada, `valuesSurveyUserId=${surveyUserId}`, {
          surveyUserId,
          paymentMethod: 'STRIPE',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await pay(ada, `eqSurveyUserId=${surveyUserId + 1}`, {
          surveyUserId,
          paymentMethod: 'STRIPE',
        })
      ).status,
    ).toBe(400);
  });

  it('the method is required, and bank transfer needs a country and a postcode (spec wording)', async () => {
    const { surveyUserId } = await unpaidTaking(ada);
    const none = await pay(ada, `eqSurveyUserId=${surveyUserId}`, { surveyUserId });
    expect(none.status).toBe(400);
    expect(
      (none.body as unknown as { errors: Record<string, string[]> }).errors.paymentMethod,
    ).toEqual(['Payment type is required']);
    const bank = await pay(ada, `eqSurveyUserId=${surveyUserId}`, {
      surveyUserId,
      paymentMethod: 'OOPAY',
    });
    expect((bank.body as unknown as { errors: Record<string, string[]> }).errors).toMatchObject({
      countryCode: ['Country is required'],
      postalCode: ['Postcode is required'],
    });
  });

  it('a free survey or one already paid has nothing to pay; no token is a 401', async () => {
    const free = await unpaidTaking(ada, 0);
    expect(
      (
        await pay(ada, `eqSurveyUserId=${free.surveyUserId}`, {
          surveyUserId: free.surveyUserId,
          paymentMethod: 'STRIPE',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await pay(null, `eqSurveyUserId=${free.surveyUserId}`, {
          surveyUserId: free.surveyUserId,
          paymentMethod: 'STRIPE',
        })
      ).status,
    ).toBe(401);
  });
});

describe('sandbox card checkout', () => {
  async function checkout() {
    const taking = await unpaidTaking(ada);
    const res = await pay(ada, `eqSurveyUserId=${taking.surveyUserId}`, {
      surveyUserId: taking.surveyUserId,
      paymentMethod: 'STRIPE',
    });
    const url = (res.body as unknown as { paymentUrl: string }).paymentUrl;
    expect(url).toMatch(/^\/payment\/checkout\/sbx_[a-f0-9]+$/);
    return { ...taking, reference: url.split('/').at(-1)! };
  }
  const card = (cardNumber: string) => ({
    cardNumber,
    expiry: '12/39',
    cvc: '123',
    name: 'Ada Lovelace',
  });

  it('a declined card leaves the survey locked and the payment open; the success card unlocks it once', async () => {
    const first = await checkout();
    const declined = await call(
      t.app,
      ada,
      'POST',
      `/payments/sandbox/${first.reference}/pay`,
      card('4000 0000 0000 0002'),
    );
    expect(declined).toMatchObject({
      status: 402,
      body: { message: 'Your card was declined. No money was taken.' },
    });
    expect(await isAuthorized(first.surveyUserId)).toBe(false);
    // Still pending, as Stripe's Checkout after a decline: the payer tries another card there.
    const open = await call(t.app, ada, 'GET', `/payments/${first.reference}`);
    expect(open.body).toMatchObject({ status: 'pending' });

    const second = await pay(ada, `eqSurveyUserId=${first.surveyUserId}`, {
      surveyUserId: first.surveyUserId,
      paymentMethod: 'STRIPE',
    });
    const reference = (second.body as unknown as { paymentUrl: string }).paymentUrl
      .split('/')
      .at(-1)!;
    const details = await call(t.app, ada, 'GET', `/payments/${reference}`);
    expect(details.body).toMatchObject({
      status: 'pending',
      amountPence: 2500,
      method: 'STRIPE',
      bank: null,
    });
    const paid = await call(
      t.app,
      ada,
      'POST',
      `/payments/sandbox/${reference}/pay`,
      card('4242 4242 4242 4242'),
    );
    expect(paid.body).toEqual({
      status: 'paid',
      returnPath: `/eq/${first.survey.accessCode}?paid=1`,
    });
    expect(await isAuthorized(first.surveyUserId)).toBe(true);
    expect(
      (
        await call(
          t.app,
          ada,
          'POST',
          `/payments/sandbox/${reference}/pay`,
          card('4242424242424242'),
        )
      ).status,
    ).toBe(400);
  });

  it('another card number, a past expiry, or someone else paying are refused', async () => {
    const { reference, surveyUserId } = await checkout();
    expect(
      (
        await call(
          t.app,
          ada,
          'POST',
          `/payments/sandbox/${reference}/pay`,
          card('5555555555554444'),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await call(t.app, ada, 'POST', `/payments/sandbox/${reference}/pay`, {
          ...card('4242424242424242'),
          expiry: '01/20',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(
          t.app,
          bob,
          'POST',
          `/payments/sandbox/${reference}/pay`,
          card('4242424242424242'),
        )
      ).status,
    ).toBe(404);
    expect((await call(t.app, bob, 'GET', `/payments/${reference}`)).status).toBe(404);
    expect(await isAuthorized(surveyUserId)).toBe(false);
  });
});

describe('bank transfer', () => {
  it('stays pending until an administrator confirms it; the payer is then mailed a link back', async () => {
    const { surveyUserId, survey } = await unpaidTaking(ada);
    const res = await pay(ada, `eqSurveyUserId=${surveyUserId}`, {
      surveyUserId,
      paymentMethod: 'OOPAY',
      countryCode: 'gb',
      postalCode: 'SW1A 1AA',
    });
    const url = (res.body as unknown as { paymentUrl: string }).paymentUrl;
    expect(url).toMatch(/^\/payment\/bank-transfer\/TP-[A-Z0-9]{8}$/);
    const reference = url.split('/').at(-1)!;
    const details = await call(t.app, ada, 'GET', `/payments/${reference}`);
    expect(details.body).toMatchObject({
      status: 'pending',
      method: 'OOPAY',
      amountPence: 2500,
      bank: { sortCode: '00-00-00' },
    });
    const [row] = await t.app.db.select().from(payments).where(eq(payments.reference, reference));
    expect(row).toMatchObject({ countryCode: 'GB', postalCode: 'SW1A 1AA' });
    expect(await isAuthorized(surveyUserId)).toBe(false);

    const deps = { db: t.app.db, mailer: t.app.mailer, publicUrl: t.config.publicUrl };
    expect(await confirmBankTransfer(deps, reference.toLowerCase())).toBe('confirmed');
    expect(await isAuthorized(surveyUserId)).toBe(true);
    expect(await confirmBankTransfer(deps, reference)).toBe('already');
    expect(await confirmBankTransfer(deps, 'TP-NOSUCH00')).toBe('unknown');
    const mails = await t.app.db.select().from(outboxMails).where(eq(outboxMails.to, ada.email));
    expect(mails.at(-1)!.text).toContain(`${t.config.publicUrl}/eq/${survey.accessCode}?paid=1`);
  });
});

describe('Stripe webhook', () => {
  const stripe = new Stripe('sk_test_dummy');
  async function stripePayment() {
    const taking = await unpaidTaking(ada);
    const payment = await insertPayment(t.app.db, {
      surveyUserId: taking.surveyUserId,
      userId: ada.id,
      method: 'STRIPE',
      provider: 'stripe',
      amountPence: 2500,
      reference: `cs_test_${taking.surveyUserId}`,
    });
    return { ...taking, payment };
  }
  function completedEvent(id: string, payment: { id: number; reference: string }, amount = 2500) {
    return JSON.stringify({
      id,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: payment.reference,
          object: 'checkout.session',
          metadata: { paymentId: String(payment.id) },
          amount_total: amount,
          payment_status: 'paid',
        },
      },
    });
  }
  const deliver = (payload: string, secret = WEBHOOK_SECRET) =>
    t.app.inject({
      method: 'POST',
      url: '/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });

  it('a signed checkout.session.completed authorises the survey user', async () => {
    const { payment, surveyUserId } = await stripePayment();
    const res = await deliver(completedEvent('evt_ok_1', payment));
    expect(res.statusCode).toBe(200);
    expect(await isAuthorized(surveyUserId)).toBe(true);
  });

  it('the same event delivered twice authorises once', async () => {
    const { payment, surveyUserId } = await stripePayment();
    const payload = completedEvent('evt_twice', payment);
    expect((await deliver(payload)).json()).toEqual({ received: true });
    expect((await deliver(payload)).json()).toEqual({ received: true, duplicate: true });
    expect(await isAuthorized(surveyUserId)).toBe(true);
    expect(
      await t.app.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_twice')),
    ).toHaveLength(1);
  });

  it('a bad signature is a 400 and changes nothing', async () => {
    const { payment, surveyUserId } = await stripePayment();
    const res = await deliver(completedEvent('evt_forged', payment), 'whsec_wrong');
    expect(res.statusCode).toBe(400);
    expect(await isAuthorized(surveyUserId)).toBe(false);
    expect(
      await t.app.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_forged')),
    ).toEqual([]);
  });

  it('a session paid for less than the survey’s price authorises nothing', async () => {
    const { payment, surveyUserId } = await stripePayment();
    await deliver(completedEvent('evt_short', payment, 100));
    expect(await isAuthorized(surveyUserId)).toBe(false);
  });
});

describe('partner packages', () => {
  it('GET /api/public/krisk/packages lists the three packages at their prices', async () => {
    const res = await call(t.app, null, 'GET', '/public/krisk/packages');
    expect(
      (res.body as unknown as { pricePence: number; icoachDays: number }[]).map((p) => [
        p.pricePence,
        p.icoachDays,
      ]),
    ).toEqual([
      [4900, 30],
      [14900, 45],
      [24900, 60],
    ]);
  });

  it('paying for a package authorises its discovery process and grants its days of iCoach', async () => {
    await seedKriskPackages(t.app.db);
    const pack = KRISK_PACKAGES[1]!;
    const info = await call(
      t.app,
      null,
      'GET',
      `/public/dp/survey/access-code/${pack.accessCode}/`,
    );
    const survey = (
      info.body as unknown as { survey: { id: number; accessCode: string; paymentAmount: number } }
    ).survey;
    expect(survey.paymentAmount).toBe(14900);
    const surveyUserId = await startSurvey(t.app, bob, 'dp', survey);
    const res = await pay(bob, `dpSurveyUserId=${surveyUserId}`, {
      surveyUserId,
      paymentMethod: 'STRIPE',
    });
    const reference = (res.body as unknown as { paymentUrl: string }).paymentUrl.split('/').at(-1)!;
    await call(t.app, bob, 'POST', `/payments/sandbox/${reference}/pay`, {
      cardNumber: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
      name: 'Bob',
    });
    expect(await isAuthorized(surveyUserId)).toBe(true);
    const [grant] = await t.app.db
      .select()
      .from(icoachAccessGrants)
      .where(eq(icoachAccessGrants.userId, bob.id));
    expect(grant!.icoachAccessCode).toBe(pack.icoachAccessCode);
    const days = (grant!.validUntil.getTime() - grant!.validFrom.getTime()) / 86_400_000;
    expect(days).toBe(45);
    const progress = await call(t.app, bob, 'GET', `/dp/survey/user/${surveyUserId}/progress/`);
    expect(progress.body).toMatchObject({ nextSurveyPart: { product: 'eq' } });
  });
});
