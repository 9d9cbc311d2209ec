import { type APIRequestContext, expect, test } from '@playwright/test';
import { LOCALE_STORAGE_KEY } from '@portal/shared/locales';
import { signInWithToken } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { pendingBankTransferByApi, waitForMailWithSubject } from '../support/payments.ts';
import { DEMO } from '../support/surveys.ts';
import { signInByApi, words } from '../support/team-survey.ts';

/*
 * The console's Payments, Outbox and Audit log (issue 13): a learner's bank transfer found by its
 * reference, confirmed through the dialog, the confirmation mail in the outbox and the record in
 * the audit log. The e2e server sends mail over SMTP to its sink, so the outbox keeps who and
 * what but not the body (shown as such); the mail's text is read from the sink.
 */
const ADMIN = { email: 'admin@demo.example', password: 'Admin-demo-2026' };

const en = (key: string, vars?: Record<string, string>) => words('en_GB', 'admin', key, vars);

const bankTransfer = (request: APIRequestContext) =>
  pendingBankTransferByApi(request, 'admpay', 'Transfer');

test('the administrator confirms a bank transfer, reads its mail in the outbox and finds it in the audit log', async ({
  page,
  request,
}) => {
  const { learner, reference } = await bankTransfer(request);
  await signInWithToken(page, await signInByApi(request, ADMIN.email, ADMIN.password));

  await page.goto('/admin/payments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('nav.payments'));
  await page.getByRole('searchbox', { name: en('payment_admin.search') }).fill(reference);
  const table = page.getByRole('table', { name: en('nav.payments') });
  const row = table.getByRole('row').filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  // The newest transfer is also on the unfiltered first page: the search's answer is in when the
  // table shows that one payment alone (and a header row) and is no longer busy. Until then the
  // previous rows stay faded, as a person sees them while it loads, and fail axe's contrast.
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(row).toContainText(learner.email);
  await expect(row).toContainText(en('payment_admin.statuses.pending'));
  await expect(row).toContainText('£');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: en('payment_admin.confirm_for', { reference }) }).click();
  const dialog = page.getByRole('dialog', { name: en('payment_admin.confirm_title') });
  await expect(dialog).toContainText(reference);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: en('payment_admin.confirm_action') }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(en('payment_admin.statuses.paid'));
  await expect(row.getByRole('button')).toHaveCount(0);

  // The payer's mail: listed in the outbox, its text read from the mail sink.
  const subject = words('en_GB', 'payments', 'confirmed_subject', { title: DEMO.eqPaid.title });
  const mail = await waitForMailWithSubject(learner.email, subject);
  expect(mail.text).toContain(`/eq/${DEMO.eqPaid.code}?paid=1`);
  await page.goto('/admin/outbox');
  await page.getByRole('searchbox', { name: en('outbox.search') }).fill(learner.email);
  const outbox = page.getByRole('table', { name: en('nav.outbox') });
  // The payer's row, once the search has narrowed the list (other payers get the same subject).
  await outbox
    .getByRole('row')
    .filter({ hasText: learner.email })
    .getByRole('button', { name: subject })
    .click();
  const message = page.getByRole('dialog', { name: subject });
  await expect(message).toContainText(learner.email);
  await expect(message).toContainText(en('outbox.not_kept'));
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  await page.goto('/admin/audit-log');
  await page.getByRole('searchbox', { name: en('audit_log.search') }).fill(learner.email);
  const audit = page.getByRole('table', { name: en('nav.audit_log') });
  const record = audit.getByRole('row').filter({ hasText: 'admin.payments.confirm' });
  await expect(record).toHaveCount(1);
  await expect(record).toContainText(reference);
  await expect(record).toContainText(ADMIN.email);
  await expectNoSeriousA11yViolations(page);
});

test('in Arabic on a phone, the payments read right to left', async ({ browser, request }) => {
  const { reference } = await bankTransfer(request);
  const token = await signInByApi(request, ADMIN.email, ADMIN.password);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((key) => window.localStorage.setItem(key, 'ar'), LOCALE_STORAGE_KEY);
  const page = await context.newPage();
  await signInWithToken(page, token);
  await page.goto(`/admin/payments?q=${reference}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    words('ar', 'admin', 'nav.payments'),
  );
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(words('ar', 'admin', 'payment_admin.statuses.pending'));
  const confirm = row.getByRole('button', {
    name: words('ar', 'admin', 'payment_admin.confirm_for', { reference }),
  });
  await expect(confirm).toBeVisible();
  // The action column stays in view while the table scrolls sideways: no scrolling to find it.
  await expect(confirm).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
