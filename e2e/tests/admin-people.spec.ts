import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { LOCALE_STORAGE_KEY } from '@portal/shared/locales';
import { registerByApi, signInWithToken } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { signInByApi, words } from '../support/team-survey.ts';

/*
 * The console's People (issue 13): the demo administrator finds a fresh person, makes a one-time
 * impersonation link, deactivates and reactivates them, downloads their data and erases them; a
 * person downloads their own data and deletes their own account from /account.
 */
const ADMIN = { email: 'admin@demo.example', password: 'Admin-demo-2026' };

const en = (key: string, vars?: Record<string, string>) => words('en_GB', 'admin', key, vars);
const mine = (key: string) => words('en_GB', 'accounts', `my_data.${key}`);

async function downloadedText(page: Page, click: () => Promise<void>, fileName: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  const file = await download.path();
  return fs.readFileSync(file, 'utf8');
}

test('the administrator finds a person, links, deactivates, exports and erases them', async ({
  page,
  request,
}) => {
  const person = await registerByApi(request, 'admppl', { lastName: 'Peoplecheck' });
  await signInWithToken(page, await signInByApi(request, ADMIN.email, ADMIN.password));

  await page.goto('/admin/people');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('people.title'));
  await page.getByRole('searchbox', { name: en('people.search') }).fill(person.email);
  const table = page.getByRole('table', { name: en('people.title') });
  const row = table.getByRole('row').filter({ hasText: person.email });
  await expect(row).toHaveCount(1);
  // The newest person is also on the unfiltered first page: the search's answer is in when the
  // table shows that one person alone (and a header row) and is no longer busy. Until then the
  // previous rows stay faded, as a person sees them while it loads, and fail axe's contrast.
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('link', { name: person.fullName }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/people/${person.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.fullName);
  await expect(page.getByText(en('people.lists.no_takings'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The one-time link, its copy button and when it stops working.
  await page.getByRole('button', { name: en('people.impersonation.create') }).click();
  const link = page.getByTestId('impersonation-link');
  await expect(link.getByRole('textbox')).toHaveValue(/^https?:\/\/.+/);
  await expect(link.getByRole('button', { name: en('people.impersonation.copy') })).toBeVisible();
  await expect(link).toContainText(en('people.impersonation.expires').slice(0, 20));

  // Deactivate, then reactivate, each confirmed.
  const actions = page.getByRole('region', { name: en('people.actions') });
  await actions.getByRole('button', { name: en('people.deactivation.deactivate') }).click();
  let dialog = page.getByRole('dialog', { name: en('people.deactivation.deactivate') });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: en('people.deactivation.deactivate') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(en('people.badges.deactivated'), { exact: true })).toBeVisible();
  await actions.getByRole('button', { name: en('people.deactivation.reactivate') }).click();
  dialog = page.getByRole('dialog', { name: en('people.deactivation.reactivate') });
  await dialog.getByRole('button', { name: en('people.deactivation.reactivate') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(en('people.badges.deactivated'), { exact: true })).toHaveCount(0);

  const exported = await downloadedText(
    page,
    () => actions.getByRole('button', { name: en('people.download') }).click(),
    `person-${person.id}.json`,
  );
  expect(JSON.parse(exported).account.email).toBe(person.email);

  // Erase: the button does nothing until the email is typed.
  await actions.getByRole('button', { name: en('people.erase.open') }).click();
  dialog = page.getByRole('dialog', { name: en('people.erase.title') });
  await dialog.getByRole('button', { name: en('people.erase.confirm') }).click();
  await expect(dialog).toContainText(en('people.erase.mismatch'));
  await dialog
    .getByRole('textbox', { name: en('people.erase.type_email', { email: person.email }) })
    .fill(person.email);
  await dialog.getByRole('button', { name: en('people.erase.confirm') }).click();
  await expect(page).toHaveURL(/\/admin\/people$/);
  await page.getByRole('searchbox', { name: en('people.search') }).fill(person.email);
  await expect(page.getByText(en('table.no_match', { q: person.email }))).toBeVisible();
});

test('a person downloads their data and deletes their account from /account', async ({
  page,
  request,
}) => {
  const person = await registerByApi(request, 'admpplself');
  await signInWithToken(page, person.token);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: mine('title') })).toBeVisible();
  const exported = await downloadedText(
    page,
    () => page.getByRole('button', { name: mine('download') }).click(),
    'my-data.json',
  );
  expect(JSON.parse(exported).account.email).toBe(person.email);
  await expectNoSeriousA11yViolations(page);

  // A wrong password: the server's refusal on the page, the account kept.
  await page.getByLabel(mine('password')).fill('Not-my-password-1');
  await page.getByRole('button', { name: mine('delete') }).click();
  let dialog = page.getByRole('dialog', { name: mine('confirm_title') });
  await dialog.getByRole('button', { name: mine('confirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert')).toBeVisible();

  await page.getByLabel(mine('password')).fill(person.password);
  await page.getByRole('button', { name: mine('delete') }).click();
  dialog = page.getByRole('dialog', { name: mine('confirm_title') });
  await dialog.getByRole('button', { name: mine('confirm') }).click();
  // Home, saying the account is gone.
  await expect(page).toHaveURL(/\/(\?message=account_deleted)?$/);
  await expect(page.getByText(words('en_GB', 'accounts', 'notices.account_deleted'))).toBeVisible();
  const login = await request.post('/api/login_check', {
    data: { email: person.email, password: person.password },
  });
  expect(login.ok()).toBe(false);
});

test('in Arabic on a phone, a person’s page reads right to left', async ({ browser, request }) => {
  const person = await registerByApi(request, 'admpplar', { lastName: 'Arabic' });
  const token = await signInByApi(request, ADMIN.email, ADMIN.password);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((key) => window.localStorage.setItem(key, 'ar'), LOCALE_STORAGE_KEY);
  const page = await context.newPage();
  await signInWithToken(page, token);
  await page.goto(`/admin/people/${person.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.fullName);
  await expect(
    page.getByRole('button', { name: words('ar', 'admin', 'people.impersonation.create') }),
  ).toBeVisible();
  await expect(page.getByText(words('ar', 'admin', 'people.lists.no_payments'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
