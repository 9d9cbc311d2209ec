import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { KRISK_PACKAGES } from '@portal/shared/krisk-packages';
import {
  registerByApi,
  registerOnWelcomePage,
  signInWithToken,
  storedToken,
  userMenu,
} from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  cardForm,
  choosePayment,
  confirmBankTransferAsAdmin,
  paymentForm,
  payWithCard,
  waitForMailWithSubject,
} from '../support/payments.ts';
import { bandHeading, DEMO, en, SECTION_TITLES } from '../support/surveys.ts';

/*
 * Payments (platform spec §2 "Payment page" and "Partner risk portal", §4 Payment, §5, §8, §9;
 * decision 010): the partner portal's packages paid by card through the built-in checkout
 * (a declined card first), a bank transfer an administrator confirms, and the form's rules.
 */

const FUNDAMENTALS = KRISK_PACKAGES[0]!;

/** The English prices of the three packages, as the cards show them. */
const PACKAGE_PRICES = {
  Fundamentals: '£49.00',
  'Fundamentals Plus': '£149.00',
  'Fundamentals Elite': '£249.00',
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Asserts a field shows an error message and announces it (aria-invalid, its description). */
async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

/** Whether the account's taking of a survey is paid for (the server's isAuthorized). */
async function isAuthorized(
  request: APIRequestContext,
  token: string,
  product: 'eq' | 'dp',
  code: string,
): Promise<boolean> {
  const info = await request.get(`/api/public/${product}/survey/access-code/${code}/`);
  expect(info.ok()).toBe(true);
  const { survey } = (await info.json()) as { survey: { id: number } };
  const res = await request.post(`/api/${product}/survey/user/get/`, {
    headers: { authorization: `Bearer ${token}` },
    data: { surveyId: survey.id, accessCode: code },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { isAuthorized: boolean }).isAuthorized;
}

/** The terms and definitions of a <dl>, in order: { 'Account name': 'Talent Portal Ltd', ... }. */
function definitions(list: Locator): Promise<Record<string, string>> {
  return list.evaluate((dl) => {
    const out: Record<string, string> = {};
    for (const term of dl.querySelectorAll('dt')) {
      out[term.textContent?.trim() ?? ''] = term.nextElementSibling?.textContent?.trim() ?? '';
    }
    return out;
  });
}

/** Every URL the page's main frame goes to, history changes included, from now on. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

test('the partner portal: a package paid by card, a declined card first', async ({
  page,
  request,
}) => {
  const code = FUNDAMENTALS.accessCode;
  const paymentPath = `/payment/discovery-process/${code}`;

  // The portal: no header (no banner, no user menu), the language switcher in the page, three
  // packages with their prices (platform spec §2, §9).
  await page.goto('/krisk');
  const packages = page.getByRole('region', { name: 'Packages' }).getByRole('article');
  await expect(packages).toHaveCount(3);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Menu of / })).toHaveCount(0);
  for (const [name, price] of Object.entries(PACKAGE_PRICES)) {
    const card = packages.filter({
      has: page.getByRole('heading', { level: 2, name, exact: true }),
    });
    await expect(card).toContainText(price);
  }
  await expectNoSeriousA11yViolations(page);

  // Start goes to the package's discovery process, where a visitor registers.
  await page.getByRole('link', { name: 'Start Fundamentals', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/discovery-process/${code}$`));
  await expect(bandHeading(page)).toHaveText(FUNDAMENTALS.title);
  await registerOnWelcomePage(page, 'Kira', 'Risk', 'krisk');
  await expect(userMenu(page, 'Kira Risk')).toBeVisible();
  const token = await storedToken(page);
  if (!token) throw new Error('Not signed in after registering');

  // Accept: not paid, so the payment page (platform spec §4).
  await page.getByRole('button', { name: en('welcome.accept') }).click();
  await expect(page).toHaveURL(new RegExp(`${paymentPath}$`));
  await expect(bandHeading(page)).toHaveText(FUNDAMENTALS.title);
  const form = paymentForm(page);
  const amount = form.getByLabel('Amount');
  await expect(amount).toHaveValue('£49.00');
  await expect(amount).toHaveAttribute('readonly', '');
  await expect(page.getByRole('main')).toContainText('Kira Risk');
  await expectNoSeriousA11yViolations(page);

  // Card: the built-in checkout (no Stripe key), which names the test cards.
  await choosePayment(page, 'Card');
  await expect(page).toHaveURL(/\/payment\/checkout\/sbx_[0-9a-f]+$/);
  await expect(bandHeading(page)).toHaveText(FUNDAMENTALS.title);
  await expect(page.getByRole('main')).toContainText('£49.00');
  await expect(cardForm(page).getByRole('button', { name: 'Pay £49.00' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The declined card: the message, no money, the survey still locked, and the person still on
  // the card form with the number cleared for another card (issue 9, decision 015).
  const checkoutUrl = page.url();
  await payWithCard(page, 'declined', 'Kira Risk');
  const declined = page.getByRole('alert').filter({ hasText: 'Payment declined' });
  await expect(declined).toContainText('Your card was declined. No money was taken.');
  await expect(cardForm(page).getByLabel('Card number')).toHaveValue('');
  await expect(cardForm(page).getByLabel('Card number')).toBeFocused();
  expect(page.url()).toBe(checkoutUrl);
  expect(await isAuthorized(request, token, 'dp', code)).toBe(false);
  await expectNoSeriousA11yViolations(page);

  // 4242… on the same form: paid, back to the welcome page with `paid`, which starts the
  // discovery process by itself: its first part's welcome page, with word of the payment.
  const urls = recordUrls(page);
  await payWithCard(page, 'success', 'Kira Risk');
  await expect(page).toHaveURL(/\/discovery-process\/eq\/\d+(\/part\/1)?$/);
  expect(urls.map((u) => new URL(u)).map((u) => `${u.pathname}${u.search}`)).toContain(
    `/discovery-process/${code}?paid=1`,
  );
  await expect(bandHeading(page)).toHaveText(/^(KRisk Option 1: eq|World view)$/);
  const notice = page.getByRole('status').filter({ hasText: 'Payment received' });
  await expect(notice).toContainText('your payment has gone through');
  await expectNoSeriousA11yViolations(page);
  expect(await isAuthorized(request, token, 'dp', code)).toBe(true);

  // Signed in, the portal still hides the header and its user menu.
  await page.goto('/krisk');
  await expect(packages).toHaveCount(3);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(userMenu(page, 'Kira Risk')).toHaveCount(0);
});

test('a bank transfer, confirmed by an administrator, unlocks the survey', async ({
  page,
  request,
}) => {
  const account = await registerByApi(request, 'bank', { firstName: 'Bea' });
  const { code, title } = DEMO.eqPaid;
  await signInWithToken(page, account.token);
  await page.goto(`/eq/${code}`);
  await expect(bandHeading(page)).toHaveText(title);
  await page.getByRole('button', { name: en('welcome.accept') }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/eq/${code}$`));

  // Begun but not paid: the dashboard says so and leads back here (issue 9).
  await page.goto('/');
  const waiting = page.getByRole('article').filter({ hasText: title });
  await expect(waiting).toContainText('Awaiting payment');
  await expect(waiting.getByRole('progressbar')).toHaveCount(0);
  const pay = waiting.getByRole('link', { name: title });
  await expect(pay).toHaveAccessibleDescription('Pay now');
  await expectNoSeriousA11yViolations(page);
  await pay.click();
  await expect(page).toHaveURL(new RegExp(`/payment/eq/${code}$`));

  // Bank transfer reveals the billing country (United Kingdom first) and the postcode.
  const form = paymentForm(page);
  await expect(form.getByLabel('Billing country')).toHaveCount(0);
  await form.getByLabel('Payment method').selectOption({ label: 'Bank transfer' });
  const country = form.getByLabel('Billing country');
  await expect(country).toBeEnabled();
  await expect(country.locator('option').nth(1)).toHaveText('United Kingdom');
  await expect(form.getByLabel('Amount')).toHaveValue('£25.00');
  await choosePayment(page, 'Bank transfer');

  // The instructions: amount, reference, our bank details, waiting for the transfer.
  await expect(page).toHaveURL(/\/payment\/bank-transfer\/TP-[A-Z0-9]{8}$/);
  const reference = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const main = page.getByRole('main');
  await expect(bandHeading(page)).toHaveText(title);
  await expect(main).toContainText('£25.00');
  await expect(main.getByText(reference, { exact: true })).toBeVisible();
  await expect(main.getByText('Waiting for your transfer')).toBeVisible();
  const bank = main.locator('dl').filter({ has: page.getByText('Sort code', { exact: true }) });
  expect(await definitions(bank)).toEqual({
    'Account name': 'Talent Portal Ltd',
    Bank: 'Demo Bank plc',
    'Sort code': '00-00-00',
    'Account number': '00000000',
    IBAN: 'GB00 DEMO 0000 0000 0000 00',
    BIC: 'DEMOGB2L',
  });
  await expectNoSeriousA11yViolations(page);

  // Checking before the money arrives changes nothing, and says so.
  const check = main.getByRole('button', { name: 'Check the status' });
  await check.click();
  await expect(
    main.getByRole('status').filter({ hasText: 'We have not received your transfer yet.' }),
  ).toBeVisible();
  expect(await isAuthorized(request, account.token, 'eq', code)).toBe(false);

  // The administrator confirms (what `npm run admin -- payment:confirm <reference>` calls); the
  // payer is mailed a link back to the survey; a second confirmation changes nothing.
  expect(await confirmBankTransferAsAdmin(reference)).toBe('confirmed');
  expect(await confirmBankTransferAsAdmin(reference)).toBe('already');
  const mail = await waitForMailWithSubject(account.email, `Your payment for ${title} has arrived`);
  const link = new URL(`/eq/${code}?paid=1`, page.url()).href;
  expect(mail.text).toContain(link);
  expect(mail.html).toContain(`href="${link}"`);

  // The status check now shows paid, and Start opens the survey at its first section.
  await check.click();
  await expect(main.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible();
  await main.getByRole('link', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/eq\/\d+\/part\/1$/);
  await expect(bandHeading(page)).toHaveText(SECTION_TITLES.eq[0]);
});

test('the payment form asks for a method, and for a country with a bank transfer', async ({
  page,
  request,
}) => {
  const account = await registerByApi(request, 'payrules');
  const { code, title } = DEMO.eqPaid;
  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/payment') posted.push(r.url());
  });
  await signInWithToken(page, account.token);
  await page.goto(`/payment/eq/${code}`);
  await expect(bandHeading(page)).toHaveText(title);
  const form = paymentForm(page);
  const method = form.getByLabel('Payment method');
  const submit = form.getByRole('button', { name: 'Make payment' });

  // platform spec §5, in its own words.
  await submit.click();
  await expectFieldError(method, 'Payment type is required');

  await method.selectOption({ label: 'Bank transfer' });
  await expect(method).not.toHaveAttribute('aria-invalid', 'true');
  const country = form.getByLabel('Billing country');
  await expect(country).toBeEnabled();
  await form.getByLabel('Postcode').fill('SW1A 1AA');
  await submit.click();
  await expectFieldError(country, 'Country is required');
  await expect(form.getByLabel('Postcode')).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);

  // Nothing was sent, and the page is still the payment page.
  expect(posted).toEqual([]);
  await expect(page).toHaveURL(new RegExp(`/payment/eq/${code}$`));
});
