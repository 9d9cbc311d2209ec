import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { LOCALE_STORAGE_KEY } from '@portal/shared/locales';
import { signInWithToken, storedToken, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { csvRows, exportFromPage, xlsxRows } from '../support/exports.ts';
import { choosePayment } from '../support/payments.ts';
import {
  bandHeading,
  expectCompletePage,
  placeAllByKeyboard,
  poolList,
  rankingList,
  text,
} from '../support/surveys.ts';
import { invitationPath, signInByApi, waitForMails } from '../support/team-survey.ts';

/*
 * Issue 13's journey, the console from end to end: an administrator creates a paid survey and
 * invites two people by a pasted list; one follows the mail's link, sets a password, begins and
 * pays by bank transfer; the administrator confirms the transfer in the console; the person
 * completes the survey; the administrator sees the completion, exports the results as XLSX and
 * CSV and opens both, and impersonates the person from the console. The administrator works in
 * English, then in Arabic; the invited person reads English (the survey's default language).
 */
const ADMIN = { email: 'admin@demo.example', password: 'Admin-demo-2026' };
const PASSWORD = 'Journey-secret-2026';
const en = (ns: Parameters<typeof text>[1], key: string, vars?: Record<string, string | number>) =>
  text('en_GB', ns, key, vars);

/** The administrator's browser, in the given language, signed in. */
async function adminPage(browser: Browser, request: APIRequestContext, locale: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    LOCALE_STORAGE_KEY,
    locale,
  ] as const);
  const page = await context.newPage();
  await signInWithToken(page, await signInByApi(request, ADMIN.email, ADMIN.password));
  return page;
}

/** Creates a paid Behaviours survey from the console's form: its access code. */
async function createPaidSurvey(page: Page, locale: string, title: string): Promise<string> {
  const t = (key: string, vars?: Record<string, string>) => text(locale, 'admin', key, vars);
  await page.goto('/admin/surveys');
  await page.getByRole('link', { name: t('survey_admin.new') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('survey_admin.new'));
  await page.getByRole('combobox', { name: t('survey_admin.form.product') }).click();
  await page.getByRole('option', { name: t('survey_admin.products.behaviours') }).click();
  // In English whatever the console's language: the invited person reads English.
  const language = t('survey_admin.form.default_language');
  await page.getByRole('combobox', { name: language }).click();
  await page
    .getByRole('listbox', { name: language })
    .getByRole('option', { name: 'English (UK)', exact: true })
    .click();
  await page.getByRole('textbox', { name: t('survey_admin.form.price') }).fill('12.50');
  const english = text(locale, 'admin', 'survey_admin.form.title', { language: 'English (UK)' });
  await page.getByRole('textbox', { name: english }).fill(title);
  await page.getByRole('button', { name: t('survey_admin.form.create') }).click();
  await expect(page).toHaveURL(/\/admin\/surveys\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const link = page.getByRole('textbox', { name: t('survey_admin.link.label') });
  await expect(link).toHaveValue(/\/behaviours\/[A-Za-z0-9]{50}$/);
  await expectNoSeriousA11yViolations(page);
  return (await link.inputValue()).split('/').pop()!;
}

/** Pastes two addresses on the Invitations page for the survey and sends. */
async function invite(page: Page, locale: string, title: string, emails: string[]) {
  const t = (key: string, vars?: Record<string, string | number>) =>
    text(locale, 'admin', key, vars);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: t('nav.invitations') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('nav.invitations'));
  await page.getByRole('combobox', { name: t('invitations.target') }).fill(title);
  await page.getByRole('option', { name: new RegExp(title) }).click();
  await page.getByRole('textbox', { name: t('invitations.emails') }).fill(emails.join('\n'));
  await expect(page.getByText(t('invitations.ready', { count: emails.length }))).toBeVisible();
  await page.getByRole('button', { name: t('invitations.send', { count: emails.length }) }).click();
  await expect(page.getByText(t('invitations.sent_count', { count: emails.length }))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
}

/** The invited person: follows the mail, sets a password, begins, and pays by bank transfer. */
async function acceptAndPay(browser: Browser, email: string, code: string, title: string) {
  const [mail] = await waitForMails(email, 1);
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(invitationPath(mail!));
  const form = guest.getByRole('form', { name: en('accounts', 'invitation.form') });
  for (const field of ['fields.new_password', 'fields.confirm_password'])
    await form.getByRole('textbox', { name: en('accounts', field), exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: en('accounts', 'invitation.submit') }).click();
  await expect(guest).toHaveURL(new RegExp(`/behaviours/${code}$`));
  await expect(bandHeading(guest)).toHaveText(title);
  await guest.getByRole('button', { name: en('surveys', 'welcome.accept') }).click();
  await expect(guest).toHaveURL(new RegExp(`/payment/behaviours/${code}$`));
  await choosePayment(guest, 'Bank transfer');
  await expect(guest).toHaveURL(/\/payment\/bank-transfer\/TP-[A-Z0-9]{8}$/);
  await expect(guest.getByRole('main')).toContainText('£12.50');
  return { guest, reference: new URL(guest.url()).pathname.split('/').pop()! };
}

/** The administrator confirms the transfer from the Payments page, through its dialog. */
async function confirmTransfer(page: Page, locale: string, reference: string) {
  const t = (key: string, vars?: Record<string, string>) => text(locale, 'admin', key, vars);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: t('nav.payments') })
    .click();
  await page.getByRole('searchbox', { name: t('payment_admin.search') }).fill(reference);
  const row = page
    .getByRole('table', { name: t('nav.payments') })
    .getByRole('row')
    .filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: t('payment_admin.confirm_for', { reference }) }).click();
  const dialog = page.getByRole('dialog', { name: t('payment_admin.confirm_title') });
  await dialog.getByRole('button', { name: t('payment_admin.confirm_action') }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(t('payment_admin.statuses.paid'));
}

/** The person, told the transfer arrived, starts and ranks both sections by keyboard. */
async function complete(guest: Page, title: string) {
  const main = guest.getByRole('main');
  await main.getByRole('button', { name: en('payments', 'bank.check') }).click();
  await main.getByRole('link', { name: en('payments', 'outcome.start') }).click();
  for (let part = 1; part <= 2; part++) {
    await expect(guest).toHaveURL(new RegExp(`/behaviours/\\d+/part/${part}$`));
    await expect(poolList(guest).getByRole('button')).toHaveCount(8);
    await placeAllByKeyboard(guest);
    await expect(rankingList(guest).getByRole('button')).toHaveCount(8);
    await guest.getByRole('button', { name: en('surveys', 'ranking.confirm') }).click();
  }
  await expectCompletePage(guest, title);
}

/** The survey's page counts the completion; its results download as XLSX and CSV. */
async function seeCompletionAndExport(page: Page, locale: string, title: string, email: string) {
  const t = (key: string) => text(locale, 'admin', key);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: t('nav.surveys'), exact: true })
    .click();
  await page.getByRole('searchbox', { name: t('survey_admin.search') }).fill(title);
  await page.getByRole('link', { name: title }).click();
  const participants = page.getByRole('table', { name: t('survey_admin.participants.title') });
  const row = participants.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(t('survey_admin.participants.completed'));
  await expectNoSeriousA11yViolations(page);

  const menu = t('exports.export_results');
  const xlsx = await xlsxRows(await exportFromPage(page, 'xlsx', locale, menu));
  const csv = csvRows(await exportFromPage(page, 'csv', locale, menu));
  for (const sheet of [xlsx, { header: csv[0] ?? [], rows: csv.slice(1) }]) {
    const at = (name: string) => sheet.header.indexOf(name);
    // One row per taking: the invited person's, completed, with a rank for each statement.
    expect(sheet.rows).toHaveLength(1);
    const taking = sheet.rows[0]!;
    expect(taking[at('email')]).toBe(email);
    expect(String(taking[at('completed_at')] ?? '')).not.toBe('');
    const answers = sheet.header
      .map((name, i) => [String(name), taking[i]] as const)
      .filter(([name]) => /^S\d+\.\d+ /.test(name));
    expect(answers).toHaveLength(16);
    for (const [, rank] of answers) expect(Number(rank)).toBeGreaterThan(0);
  }
}

/** One click in the console makes a one-time link that signs a browser in as the person. */
async function impersonate(page: Page, browser: Browser, locale: string, email: string) {
  const t = (key: string) => text(locale, 'admin', key);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: t('nav.people') })
    .click();
  await page.getByRole('searchbox', { name: t('people.search') }).fill(email);
  const row = page
    .getByRole('table', { name: t('people.title') })
    .getByRole('row')
    .filter({ hasText: email });
  await row.getByRole('link').first().click();
  await page.getByRole('button', { name: t('people.impersonation.create') }).click();
  const link = await page.getByTestId('impersonation-link').getByRole('textbox').inputValue();
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  await expect(
    visitor.getByRole('button', { name: en('common', 'header.exit_impersonation') }),
  ).toBeVisible();
  const me = await visitor.request.get('/api/me', {
    headers: { authorization: `Bearer ${await storedToken(visitor)}` },
  });
  expect(((await me.json()) as { email: string }).email).toBe(email);
  await visitor.context().close();
}

for (const locale of ['en_GB', 'ar'] as const) {
  test(`the console from end to end (${locale}): a paid survey, invitations, a transfer, a completion, exports, impersonation`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const title = `Journey ${locale} ${Date.now()}`;
    const [first, second] = [uniqueEmail('journey-a'), uniqueEmail('journey-b')];
    const page = await adminPage(browser, request, locale);
    const code = await createPaidSurvey(page, locale, title);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await invite(page, locale, title, [first, second]);
    const { guest, reference } = await acceptAndPay(browser, first, code, title);
    await confirmTransfer(page, locale, reference);
    await complete(guest, title);
    await guest.context().close();
    await seeCompletionAndExport(page, locale, title, first);
    await impersonate(page, browser, locale, first);
    await page.context().close();
  });
}
