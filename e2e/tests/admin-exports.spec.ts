import { type APIRequestContext, expect, test } from '@playwright/test';
import { LOCALE_STORAGE_KEY } from '@portal/shared/locales';
import { signInWithToken } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { csvRows, exportFromPage, xlsxRows } from '../support/exports.ts';
import { pendingBankTransferByApi } from '../support/payments.ts';
import { signInByApi, words } from '../support/team-survey.ts';

/*
 * The console's Exports (issue 13): the demo administrator exports People as CSV and Payments as
 * XLSX from their pages, sees the progress and then the download, saves both, and the files hold
 * the rows the pages showed. The Exports page lists them.
 */
const ADMIN = { email: 'admin@demo.example', password: 'Admin-demo-2026' };

const en = (key: string, vars?: Record<string, string>) => words('en_GB', 'admin', key, vars);

const bankTransfer = (request: APIRequestContext) =>
  pendingBankTransferByApi(request, 'admexp', 'Exporter');

test('the administrator exports People as CSV and Payments as XLSX, and opens both', async ({
  page,
  request,
}) => {
  const { learner, reference } = await bankTransfer(request);
  await signInWithToken(page, await signInByApi(request, ADMIN.email, ADMIN.password));

  await page.goto('/admin/people?q=adam');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('people.title'));
  const rows = csvRows(await exportFromPage(page, 'csv'));
  expect(rows[0]?.slice(0, 4)).toEqual(['id', 'first_name', 'last_name', 'email']);
  const adminRow = rows.find((r) => r[3] === ADMIN.email);
  expect(adminRow?.slice(1, 5)).toEqual(['Adam', 'Admin', ADMIN.email, 'true']);

  await page.goto(`/admin/payments?q=${reference}`);
  await expect(page.getByRole('row').filter({ hasText: reference })).toHaveCount(1);
  const sheet = await xlsxRows(await exportFromPage(page, 'xlsx'));
  const { header } = sheet;
  expect(header).toContain('reference');
  const values = sheet.rows[0] ?? [];
  const cell = (name: string) => values[header.indexOf(name)];
  expect(sheet.rows).toHaveLength(1);
  expect(cell('reference')).toBe(reference);
  expect(cell('status')).toBe('pending');
  expect(cell('method')).toBe('OOPAY');
  expect(cell('payer_email')).toBe(learner.email);
  expect(cell('amount')).toBeGreaterThan(0);

  await page.goto('/admin/exports');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('exports.title'));
  const table = page.getByRole('table', { name: en('exports.title') });
  await expect(table.getByRole('row').nth(1)).toContainText(en('exports.kinds.payments'));
  await expect(table.getByRole('row').nth(1)).toContainText('XLSX');
  await expect(table.getByRole('row').nth(1)).toContainText(en('exports.statuses.done'));
  await expect(table.getByRole('row').nth(2)).toContainText(en('exports.kinds.people'));
  await expectNoSeriousA11yViolations(page);
});

test('in Arabic on a phone, the Exports page reads right to left', async ({ browser, request }) => {
  const token = await signInByApi(request, ADMIN.email, ADMIN.password);
  const created = await request.post('/api/admin/exports', {
    headers: { authorization: `Bearer ${token}` },
    data: { kind: 'people', format: 'csv', params: {} },
  });
  expect(created.status()).toBe(202);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((key) => window.localStorage.setItem(key, 'ar'), LOCALE_STORAGE_KEY);
  const page = await context.newPage();
  await signInWithToken(page, token);
  await page.goto('/admin/exports');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    words('ar', 'admin', 'exports.title'),
  );
  await expect(
    page
      .getByRole('button', { name: new RegExp(`^${words('ar', 'admin', 'exports.download')} `) })
      .first(),
  ).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
