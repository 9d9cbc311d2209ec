import { expect, test } from '@playwright/test';
import { registerByApi, signInWithForm, signInWithToken } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  answerRankingByApi,
  bandHeading,
  DEMO,
  demoCode,
  en,
  expectCompletePage,
  startByApi,
} from '../support/surveys.ts';

/*
 * Who may start what (platform spec §4 "Starting a survey from the welcome page", "Welcome page
 * on load", §5 survey dates, §8): the welcome page for visitors, dates, payment, a survey already
 * completed, and codes that name no survey.
 */

const NOT_FOUND = '404 - Sorry, we could not find what you were looking for.';

test('a visitor sees the welcome text with Register and Sign in, signs in and can Accept', async ({
  page,
  request,
}) => {
  const account = await registerByApi(request, 'welcome-visitor');
  await page.goto(`/values/${DEMO.values.code}`);
  await expect(bandHeading(page)).toHaveText(DEMO.values.title);
  await expect(page.getByText('Welcome to the Values questionnaire.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('button', { name: en('welcome.accept') })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The link in the text switches to the Sign in tab and moves the focus there.
  await page.getByRole('button', { name: en('welcome.sign_in_link') }).click();
  const signInTab = page.getByRole('tab', { name: 'Sign in' });
  await expect(signInTab).toHaveAttribute('aria-selected', 'true');
  await expect(signInTab).toBeFocused();
  await signInWithForm(page, account.email, account.password);

  // Signed in on the same page: the welcome message and Accept.
  await expect(page).toHaveURL(new RegExp(`/values/${DEMO.values.code}$`));
  await expect(page.getByRole('button', { name: en('welcome.accept') })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('surveys out of their dates say so in place of Accept', async ({ page, request }) => {
  const account = await registerByApi(request, 'dates');
  await signInWithToken(page, account.token);

  for (const [survey, message] of [
    [DEMO.eqNotYetActive, en('not_active')],
    [DEMO.eqExpired, en('expired')],
  ] as const) {
    await page.goto(`/eq/${survey.code}`);
    await expect(bandHeading(page)).toHaveText(survey.title);
    await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
    await expect(page.getByRole('button', { name: en('welcome.accept') })).toHaveCount(0);
  }
  // Nothing was started.
  const dashboard = await request.get('/api/user/dashboard', {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(((await dashboard.json()) as { eq: unknown[] }).eq).toEqual([]);
});

test('a paid survey goes to its payment page', async ({ page, request }) => {
  const account = await registerByApi(request, 'paid');
  await signInWithToken(page, account.token);
  await page.goto(`/eq/${DEMO.eqPaid.code}`);
  await expect(bandHeading(page)).toHaveText(DEMO.eqPaid.title);
  await page.getByRole('button', { name: en('welcome.accept') }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/eq/${DEMO.eqPaid.code}$`));
  await expect(page.getByRole('heading', { name: NOT_FOUND })).toHaveCount(0);
});

test("a completed survey's welcome page goes to the complete page with the reason", async ({
  page,
  request,
}) => {
  const account = await registerByApi(request, 'repeat');
  const user = await startByApi(request, account.token, 'behaviours', DEMO.behaviours.code);
  expect(await answerRankingByApi(request, account.token, 'behaviours', user)).toBe(2);

  await signInWithToken(page, account.token);
  await page.goto(`/behaviours/${DEMO.behaviours.code}`);
  await expectCompletePage(page, DEMO.behaviours.title, en('already_completed'));
  expect(new URL(page.url()).searchParams.get('reason')).toBe('already_completed');
});

test('a code that names no survey shows the 404 page', async ({ page, request }) => {
  const account = await registerByApi(request, 'bad-code');
  await signInWithToken(page, account.token);

  // Well formed but unknown, too short, and a product that does not exist.
  for (const path of [
    `/eq/${demoCode('NoSuchSurvey')}`,
    '/eq/DemoEq',
    `/discovery-process/${demoCode('DemoEq').slice(0, 49)}!`,
    `/quiz/${DEMO.eq.code}`,
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
  }
  await expectNoSeriousA11yViolations(page);
  // A product's code under another product is not found either.
  await page.goto(`/values/${DEMO.eq.code}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
});
