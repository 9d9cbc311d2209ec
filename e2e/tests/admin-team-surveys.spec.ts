import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { LOCALE_STORAGE_KEY } from '@portal/shared/locales';
import { signInWithToken, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  DEMO_TS_CODE,
  DEMO_TS_TITLE,
  invitationPath,
  signInByApi,
  waitForMails,
  words,
} from '../support/team-survey.ts';

/*
 * The console's 360 surveys (issue 13): the demo administrator creates a 360 survey, names a
 * manager by a new email (an account waits for them and the 360 invitation reaches the mail sink),
 * changes the anonymity threshold and reminder days, removes the manager after a confirmation,
 * and opens the demo 360 survey to see its ratees and where each review stands.
 */
const ADMIN = { email: 'admin@demo.example', password: 'Admin-demo-2026' };
const en = (key: string, vars?: Record<string, string | number>) =>
  words('en_GB', 'admin', key, vars);
const ar = (key: string, vars?: Record<string, string | number>) => words('ar', 'admin', key, vars);

async function demoSurveyId(request: APIRequestContext): Promise<number> {
  const res = await request.get(`/api/public/360/survey/access-code/${DEMO_TS_CODE}/`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

test('the administrator creates a 360 survey, names and invites a manager, sets its rules and sees the demo survey’s reviews', async ({
  page,
  request,
}) => {
  await signInWithToken(page, await signInByApi(request, ADMIN.email, ADMIN.password));
  await page.goto('/admin/360');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('nav.team_surveys'));
  const list = page.getByRole('table', { name: en('nav.team_surveys') });
  await expect(list.getByRole('link', { name: DEMO_TS_TITLE.en_GB })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A new survey: its rules checked by the shared schema before anything is sent.
  await page.getByRole('link', { name: en('team_surveys.new') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('team_surveys.new'));
  const title = `E2E 360 ${randomUUID().slice(0, 6)}`;
  const threshold = page.getByRole('textbox', {
    name: en('team_surveys.fields.threshold'),
    exact: true,
  });
  await threshold.fill('1');
  await page.getByRole('button', { name: en('team_surveys.create') }).click();
  await expect(
    page.getByText(words('en_GB', 'admin', 'team_surveys.title_required')),
  ).toBeVisible();
  await expect(page.getByText(en('team_surveys.threshold_range'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page
    .getByRole('textbox', { name: en('team_surveys.fields.title'), exact: true })
    .fill(title);
  await threshold.fill('4');
  await page.getByRole('textbox', { name: en('team_surveys.fields.reminder_days') }).fill('5');
  await page.getByRole('button', { name: en('team_surveys.create') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveURL(/\/admin\/360\/\d+$/);
  await expect(threshold).toHaveValue('4');
  await expect(page.getByText(en('team_surveys.managers.none'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A manager by a new email: an account waiting for its owner, invited by the 360 mail.
  const manager = { email: uniqueEmail('ts-admin-manager'), fullName: 'Nadia Newmanager' };
  await page.getByRole('textbox', { name: en('team_surveys.managers.email') }).fill(manager.email);
  await page
    .getByRole('textbox', { name: en('team_surveys.managers.full_name') })
    .fill(manager.fullName);
  await page.getByRole('button', { name: en('team_surveys.managers.add') }).click();
  await expect(
    page.getByText(en('team_surveys.managers.added', { email: manager.email })),
  ).toBeVisible();
  const managerRow = page.getByRole('row').filter({ hasText: manager.email });
  await expect(managerRow).toContainText(manager.fullName);
  await expect(managerRow).toContainText(en('team_surveys.managers.invited'));
  const [invitation] = await waitForMails(manager.email, 1);
  expect(invitation?.subject).toBe(
    words('en_GB', 'mail', 'ts_invitation_subject', { survey: title }),
  );
  expect(invitationPath(invitation!)).toMatch(/^\/invitation\//);

  // The threshold and reminder days change; the page says what a new threshold changes.
  await expect(page.getByText(en('team_surveys.threshold_notice'))).toBeVisible();
  await threshold.fill('5');
  await page.getByRole('textbox', { name: en('team_surveys.fields.reminder_days') }).fill('10');
  await page.getByRole('button', { name: en('team_surveys.save') }).click();
  await expect(page.getByText(en('team_surveys.saved'))).toBeVisible();
  await page.reload();
  await expect(threshold).toHaveValue('5');
  await expect(
    page.getByRole('textbox', { name: en('team_surveys.fields.reminder_days') }),
  ).toHaveValue('10');

  // Removing the manager is confirmed first.
  await managerRow
    .getByRole('button', {
      name: en('team_surveys.managers.remove_for', { name: manager.fullName }),
    })
    .click();
  const dialog = page.getByRole('dialog', { name: en('team_surveys.managers.remove_title') });
  await expect(dialog).toContainText(manager.fullName);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: en('team_surveys.managers.remove_action') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(en('team_surveys.managers.none'))).toBeVisible();

  // The demo survey: its ratees and where each review stands.
  await page.goto('/admin/360');
  await page.getByRole('searchbox', { name: en('team_surveys.search') }).fill('Leadership Review');
  await list.getByRole('link', { name: DEMO_TS_TITLE.en_GB }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_TS_TITLE.en_GB);
  const managers = page.getByRole('region', { name: en('team_surveys.managers.title') });
  await expect(managers).toContainText('manager@demo.example');
  const ratees = page.getByRole('table', { name: en('team_surveys.ratees.title') });
  const live = ratees.getByRole('row').filter({ hasText: 'ratee@demo.example' });
  await expect(live).toContainText(en('team_surveys.ratees.live'));
  // Three raters and six skills: eighteen ratings expected in the period under way.
  await expect(live).toContainText(/\d+ of 18/);
  await expect(live).toContainText('%');
  const draft = ratees.getByRole('row').filter({ hasText: 'learner@demo.example' });
  await expect(draft).toContainText(en('team_surveys.ratees.draft'));
  await expectNoSeriousA11yViolations(page);
});

test('in Arabic on a phone, a 360 survey’s page reads right to left', async ({
  browser,
  request,
}) => {
  const id = await demoSurveyId(request);
  const token = await signInByApi(request, ADMIN.email, ADMIN.password);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((key) => window.localStorage.setItem(key, 'ar'), LOCALE_STORAGE_KEY);
  const page = await context.newPage();
  await signInWithToken(page, token);
  await page.goto('/admin/360');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar('nav.team_surveys'));
  await expect(page.getByRole('link', { name: ar('team_surveys.new') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto(`/admin/360/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_TS_TITLE.ar);
  await expect(page.getByRole('heading', { name: ar('team_surveys.ratees.title') })).toBeVisible();
  const live = page.getByRole('row').filter({ hasText: 'ratee@demo.example' });
  await expect(live).toContainText(ar('team_surveys.ratees.live'));
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
