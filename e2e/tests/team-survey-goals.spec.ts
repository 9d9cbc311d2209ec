import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { LOCALE_STORAGE_KEY } from '@portal/shared/locales';
import { signInWithToken } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { bandHeading } from '../support/surveys.ts';
import { DEMO_MANAGER, DEMO_TS_CODE, signInByApi, words } from '../support/team-survey.ts';

/*
 * 360 SMART goals (issue 12; team-survey spec §2 "Goal page", §6): the demo ratee adds a goal on
 * their own page; their manager opens it from the manager's page, where the wording is the
 * ratee's and not theirs to change, and gives their input and the success score; the ratee then
 * reads both. In English at 1280 px, and in Arabic (right to left) on a phone. axe on each page.
 */

/** README "Demo accounts": the 360 ratee, managed by the demo manager. */
const DEMO_RATEE = { email: 'ratee@demo.example', password: 'Ratee-demo-2026' } as const;

const en = (key: string, values?: Record<string, string | number>) =>
  words('en_GB', 'team-survey', key, values);
const ar = (key: string, values?: Record<string, string | number>) =>
  words('ar', 'team-survey', key, values);

/** A browser of the person's own, signed in, at a size and in a language. */
async function browserOf(
  browser: Browser,
  token: string,
  options: { phone?: boolean; locale?: 'ar' } = {},
): Promise<Page> {
  const context = await browser.newContext(
    options.phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 900 } },
  );
  if (options.locale) {
    await context.addInitScript(([key, locale]) => window.localStorage.setItem(key, locale), [
      LOCALE_STORAGE_KEY,
      options.locale,
    ] as const);
  }
  const page = await context.newPage();
  await signInWithToken(page, token);
  return page;
}

/** The demo survey's id and the demo ratee's ratee id, as the ratee's own card gives them. */
async function demoPlace(page: Page, rateeToken: string) {
  const survey = await page.request.get(`/api/public/360/survey/access-code/${DEMO_TS_CODE}/`);
  const { id: tsSurveyId } = (await survey.json()) as { id: number };
  const own = await page.request.get(`/api/ts/${tsSurveyId}/ratees/my/`, {
    headers: { authorization: `Bearer ${rateeToken}` },
  });
  expect(own.ok(), await own.text()).toBe(true);
  const { id: rateeId } = (await own.json()) as { id: number };
  return { tsSurveyId, rateeId };
}

test('in English: the ratee adds a goal, the manager adds their input and the success score', async ({
  browser,
  request,
}) => {
  const rateeToken = await signInByApi(request, DEMO_RATEE.email, DEMO_RATEE.password);
  const managerToken = await signInByApi(request, DEMO_MANAGER.email, DEMO_MANAGER.password);
  const title = `Lead planning ${randomUUID().slice(0, 6)}`;

  // From the 360 dashboard's own card to the goals section, and a new goal through the modal.
  const ratee = await browserOf(browser, rateeToken);
  const { tsSurveyId, rateeId } = await demoPlace(ratee, rateeToken);
  await ratee.goto(`/360/${tsSurveyId}/dashboard`);
  await ratee
    .getByRole('link', { name: en('goals.heading') })
    .first()
    .click();
  await expect(ratee).toHaveURL(new RegExp(`/360/${tsSurveyId}/user/${rateeId}$`));
  await expect(ratee.getByRole('heading', { name: en('goals.heading') })).toBeVisible();
  await expectNoSeriousA11yViolations(ratee);
  await ratee.getByRole('button', { name: en('goals.add') }).click();
  const modal = ratee.getByRole('dialog', { name: en('goals.form.new_title') });
  // The ratee gives no success score.
  await expect(modal.getByRole('textbox', { name: en('goals.form.success_score') })).toHaveCount(0);
  // An empty goal is refused on its fields, in the modal.
  await modal.getByRole('button', { name: en('goals.form.add') }).click();
  await expect(modal.getByText(words('en_GB', 'validation', 'answer_required'))).toHaveCount(2);
  await modal.getByRole('textbox', { name: en('goals.form.title') }).fill(title);
  await modal
    .getByRole('textbox', { name: en('goals.letters.specific') })
    .fill('Run the Monday planning meeting');
  await modal
    .getByRole('textbox', { name: en('goals.letters.time_bound') })
    .fill('From March to June');
  await modal
    .getByRole('textbox', { name: en('goals.form.goal') })
    .fill('Lead the weekly planning of the team');
  await modal.getByRole('textbox', { name: en('goals.form.your_input') }).fill('Keen to try');
  await modal.getByRole('button', { name: en('goals.form.add') }).click();
  await expect(modal).toBeHidden();
  const row = ratee.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Run the Monday planning meeting');
  await expect(row).toContainText('Keen to try');
  await expect(row).toContainText(en('goals.not_scored'));

  // The goal page, for the ratee: their input, no score.
  await ratee.getByRole('link', { name: en('goals.update_named', { title }) }).click();
  await expect(bandHeading(ratee)).toHaveText(title);
  await expect(ratee.getByText(en('goals.form.score_locked'))).toBeVisible();
  await expect(ratee.getByRole('textbox', { name: en('goals.form.title') })).toHaveValue(title);
  await expectNoSeriousA11yViolations(ratee);

  // The manager, from their page: the wording is the ratee's; their input and the score.
  const manager = await browserOf(browser, managerToken);
  await manager.goto(`/360/${tsSurveyId}/manager/${rateeId}`);
  await manager.getByRole('link', { name: en('goals.update_named', { title }) }).click();
  await expect(bandHeading(manager)).toHaveText(title);
  await expect(manager.getByText(en('goals.form.wording_locked'))).toBeVisible();
  await expect(manager.getByRole('textbox', { name: en('goals.form.title') })).toHaveCount(0);
  await expectNoSeriousA11yViolations(manager);
  await manager.getByRole('textbox', { name: en('goals.form.success_score') }).fill('75');
  await manager.getByRole('textbox', { name: en('goals.form.your_input') }).fill('A good stretch');
  await manager.getByRole('button', { name: en('goals.form.save') }).click();
  await expect(
    manager.getByRole('status').filter({ hasText: en('goals.form.saved') }),
  ).toBeVisible();
  const detail = manager.getByRole('table').filter({ hasText: en('goals.success_score') });
  await expect(detail.getByRole('row', { name: en('goals.success_score') })).toContainText('75%');
  await expect(detail.getByRole('row', { name: en('goals.manager_input') })).toContainText(
    'A good stretch',
  );
  await manager.getByRole('link', { name: en('goals.back') }).click();
  await expect(manager.getByRole('row').filter({ hasText: title })).toContainText('75%');

  // The ratee reads the manager's input and the score.
  await ratee.reload();
  await expect(ratee.getByRole('row', { name: en('goals.manager_input') })).toContainText(
    'A good stretch',
  );
  await expect(ratee.getByRole('row', { name: en('goals.success_score') })).toContainText('75%');
});

test('in Arabic on a phone: the goals stacked, the goal page right to left', async ({
  browser,
  request,
}) => {
  const rateeToken = await signInByApi(request, DEMO_RATEE.email, DEMO_RATEE.password);
  const title = `هدف ${randomUUID().slice(0, 6)}`;
  const ratee = await browserOf(browser, rateeToken, { phone: true, locale: 'ar' });
  const { tsSurveyId, rateeId } = await demoPlace(ratee, rateeToken);
  const added = await ratee.request.post(`/api/ts/${rateeId}/goals/add/`, {
    headers: { authorization: `Bearer ${rateeToken}` },
    data: { goal: { title, smart: { specific: 'قيادة اجتماع التخطيط' }, goal: 'قيادة التخطيط' } },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { id: goalId } = (await added.json()) as { id: number };

  await ratee.goto(`/360/${tsSurveyId}/user/${rateeId}`);
  const html = ratee.locator('html');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(ratee.getByRole('heading', { name: ar('goals.heading') })).toBeVisible();
  // On a phone each goal is a card of its own, not a row of a wide table.
  await expect(ratee.getByRole('table')).toHaveCount(0);
  await expect(ratee.getByRole('article', { name: title })).toBeVisible();
  await expectNoSeriousA11yViolations(ratee);

  await ratee.getByRole('link', { name: ar('goals.update_named', { title }) }).click();
  await expect(ratee).toHaveURL(new RegExp(`/goal/${goalId}$`));
  await expect(bandHeading(ratee)).toHaveText(title);
  await expect(ratee.getByRole('heading', { name: ar('goals.form.edit_heading') })).toBeVisible();
  await ratee.getByRole('textbox', { name: ar('goals.form.your_input') }).fill('بدأت هذا الأسبوع');
  await ratee.getByRole('button', { name: ar('goals.form.save') }).click();
  await expect(ratee.getByRole('status').filter({ hasText: ar('goals.form.saved') })).toBeVisible();
  await expectNoSeriousA11yViolations(ratee);
});
