import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { SANDBOX_CARDS } from '@portal/shared/payments';
import { MAIL_PORT } from '../playwright.config.ts';
import { registerByApi, type TestAccount } from './accounts.ts';
import { type SentMail, waitForMail } from './mail.ts';
import { DEMO, startByApi } from './surveys.ts';

/*
 * Helpers for the payment journeys (platform spec §2 "Payment page", §4 Payment, §5, §9;
 * decision 010): the administrator's confirmation of a bank transfer, and the pages' forms.
 */

export type ConfirmOutcome = 'confirmed' | 'already' | 'unknown';

/**
 * A new learner who began the demo's paid E.Q. survey and chose a bank transfer, through the API:
 * the learner, and the transfer's reference, pending until an administrator confirms it.
 */
export async function pendingBankTransferByApi(
  request: APIRequestContext,
  label: string,
  lastName: string,
): Promise<{ learner: TestAccount; reference: string }> {
  const learner = await registerByApi(request, label, { lastName });
  const { surveyUserId } = await startByApi(request, learner.token, 'eq', DEMO.eqPaid.code);
  const res = await request.post(`/api/payment?eqSurveyUserId=${surveyUserId}`, {
    headers: { authorization: `Bearer ${learner.token}` },
    data: {
      surveyPaymentForm: {
        surveyUserId,
        paymentMethod: 'OOPAY',
        countryCode: 'GB',
        postalCode: 'SW1A 1AA',
      },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { paymentUrl } = (await res.json()) as { paymentUrl: string };
  return { learner, reference: paymentUrl.split('/').pop()! };
}

/**
 * Confirms that a bank transfer arrived, as an administrator does with
 * `npm run admin -- payment:confirm <reference>`: the same confirmBankTransfer service, with the
 * server's database, mailer and public URL, called inside the server process (e2e-server.mjs
 * POST /payment-confirm → IPC → e2e-app.mjs). The command line itself cannot run beside the
 * server: PGlite allows one process per data folder. The CLI path (its argument handling, its
 * message and exit code) is tested in apps/server/src/admin-cli.test.ts, and the service's
 * outcomes ('confirmed', 'already', 'unknown') in apps/server/src/features/payments/payments.test.ts.
 */
export async function confirmBankTransferAsAdmin(reference: string): Promise<ConfirmOutcome> {
  const query = new URLSearchParams({ reference });
  const res = await fetch(`http://127.0.0.1:${MAIL_PORT}/payment-confirm?${query}`, {
    method: 'POST',
  });
  const answer = (await res.json()) as { outcome?: ConfirmOutcome; error?: string };
  if (!res.ok || !answer.outcome) throw new Error(answer.error ?? `HTTP ${res.status}`);
  return answer.outcome;
}

/** Waits for the newest mail to an address whose subject is the one given. */
export async function waitForMailWithSubject(
  to: string,
  subject: string,
  timeoutMs = 10_000,
): Promise<SentMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = await waitForMail(to, Math.max(until - Date.now(), 1));
    if (mail.subject === subject) return mail;
    if (Date.now() >= until)
      throw new Error(`No mail "${subject}" to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The payment page's form (its accessible name is 'Payment'). */
export function paymentForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Payment' });
}

/** The sandbox checkout's card form. */
export function cardForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Card details' });
}

/** On the payment page, chooses a method (and for a bank transfer, country and postcode). */
export async function choosePayment(page: Page, method: 'Card' | 'Bank transfer'): Promise<void> {
  const form = paymentForm(page);
  await form.getByLabel('Payment method').selectOption({ label: method });
  if (method === 'Bank transfer') {
    const country = form.getByLabel('Billing country');
    await expect(country).toBeEnabled();
    await country.selectOption('GB');
    await form.getByLabel('Postcode').fill('SW1A 1AA');
  }
  await form.getByRole('button', { name: 'Make payment' }).click();
}

/** A year two years ahead as YY, so the expiry is always in the future. */
function futureExpiry(): string {
  return `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
}

/** Fills the checkout's card form with one of Stripe's test cards and presses Pay. */
export async function payWithCard(
  page: Page,
  card: keyof typeof SANDBOX_CARDS,
  name: string,
): Promise<void> {
  const form = cardForm(page);
  // Typed as a person types it: the field groups the digits in fours.
  await form.getByLabel('Card number').pressSequentially(SANDBOX_CARDS[card]);
  await form.getByLabel('Expiry date (MM/YY)').fill(futureExpiry());
  await form.getByLabel('Security code (CVC)').fill('123');
  await form.getByLabel('Name on card').fill(name);
  await form.getByRole('button', { name: /^Pay / }).click();
}
