import { expect, type Page, test } from '@playwright/test';
import { registerByApi, signInWithToken } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  answerRankingByApi,
  bandHeading,
  confirmDialog,
  DEMO,
  en,
  expectCompletePage,
  placeAllByKeyboard,
  poolList,
  type RankingProduct,
  rankingList,
  SECTION_TITLES,
} from '../support/surveys.ts';

/*
 * The discovery process (platform spec §1, §2, §4 "Discovery-process continue"): eq, values and
 * behaviours in that order, each opened by its part welcome and closed by the part-completed page,
 * then the resiliency questions and the complete page.
 */

const PART_TITLES: Record<RankingProduct, string> = {
  eq: 'Discovery Process: E.Q.',
  values: 'Discovery Process: Values',
  behaviours: 'Discovery Process: Behaviours',
};

/**
 * Confirms an E.Q. section's order as the server gave it, by keyboard: Enter on Confirm, then
 * Enter on the dialog's "Yes, continue" (it has the focus; spec §4 asks about an unchanged order).
 */
async function confirmUnchangedByKeyboard(page: Page): Promise<void> {
  await expect(rankingList(page).getByRole('button').first()).toBeVisible();
  await page.getByRole('button', { name: en('ranking.confirm') }).focus();
  await page.keyboard.press('Enter');
  const dialog = confirmDialog(page);
  await expect(dialog).toContainText(en('ranking.confirm_unchanged'));
  await expect(dialog.getByRole('button', { name: en('confirm.yes') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

/**
 * A values or behaviours section on a desktop (issue 9): nothing is placed and Confirm waits
 * until every statement is moved from the pool into the ranking by keyboard; then it is sent
 * without a question.
 */
async function placeAllAndConfirm(page: Page): Promise<void> {
  const confirm = page.getByRole('button', { name: en('ranking.confirm') });
  await expect(poolList(page).getByRole('button').first()).toBeVisible();
  await expect(confirm).toBeDisabled();
  await placeAllByKeyboard(page);
  await confirm.click();
  await expect(confirmDialog(page)).toBeHidden();
}

/** The part's welcome page: its heading and 'start survey' (spec §2). */
async function startPart(page: Page, part: RankingProduct, axe = false): Promise<number> {
  await expect(page).toHaveURL(new RegExp(`/discovery-process/${part}/\\d+$`));
  await expect(bandHeading(page)).toHaveText(PART_TITLES[part]);
  await expect(page.getByRole('heading', { level: 2, name: en('dp.welcome_title') })).toBeVisible();
  const surveyUserId = Number(new URL(page.url()).pathname.split('/').at(-1));
  if (axe) await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: en('dp.start_survey') }).click();
  await expect(page).toHaveURL(new RegExp(`/discovery-process/${part}/${surveyUserId}/part/1$`));
  return surveyUserId;
}

/** The part-completed page: the three steps, 'ready to start part N' and Continue (spec §2). */
async function partCompleted(page: Page, part: RankingProduct, next: number, axe = false) {
  await expect(page).toHaveURL(new RegExp(`/discovery-process/${part}/\\d+/completed$`));
  await expect(bandHeading(page)).toHaveText(en('dp.completed_title'));
  await expect(page.getByText(en('dp.ready', { number: next }))).toBeVisible();
  if (axe) await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: en('dp.continue') }).click();
}

test('the discovery process through its three parts and the resiliency questions', async ({
  page,
  request,
}) => {
  // Three parts and a questionnaire, with a section placed statement by statement (issue 9).
  test.setTimeout(120_000);
  const account = await registerByApi(request, 'dp');
  await signInWithToken(page, account.token);
  await page.goto(`/discovery-process/${DEMO.dp.code}`);
  await expect(bandHeading(page)).toHaveText(DEMO.dp.title);
  await page.getByRole('button', { name: en('welcome.accept') }).click();

  // Part 1, eq: the first section in the page, the other two "on another device" (the API);
  // a reload then follows the server to the part-completed page (decision 008).
  const eqUserId = await startPart(page, 'eq', true);
  await expect(bandHeading(page)).toHaveText(SECTION_TITLES.eq[0]);
  await expect(rankingList(page).getByRole('button')).toHaveCount(18);
  await confirmUnchangedByKeyboard(page);
  await expect(bandHeading(page)).toHaveText(SECTION_TITLES.eq[1]);
  await expect(page).toHaveURL(new RegExp(`/discovery-process/eq/${eqUserId}/part/2$`));
  expect(await answerRankingByApi(request, account.token, 'eq', { surveyUserId: eqUserId })).toBe(
    2,
  );
  await page.reload();
  await expect(page.getByRole('main').getByText(en('dp.step_done'), { exact: true })).toHaveCount(
    1,
  );
  await partCompleted(page, 'eq', 2, true);

  // Part 2, values: the first section in the page from the unranked pool, the second by the API.
  const valuesUserId = await startPart(page, 'values');
  await expect(bandHeading(page)).toHaveText(SECTION_TITLES.values[0]);
  await placeAllAndConfirm(page);
  await expect(bandHeading(page)).toHaveText(SECTION_TITLES.values[1]);
  await answerRankingByApi(request, account.token, 'values', { surveyUserId: valuesUserId });
  await page.reload();
  await expect(page.getByRole('main').getByText(en('dp.step_done'), { exact: true })).toHaveCount(
    2,
  );
  await partCompleted(page, 'values', 3);

  // Part 3, behaviours: both sections by the API (the pool is the values part's), then a reload
  // finds none left; its end is the end of the process, so the resiliency questions follow.
  const behavioursUserId = await startPart(page, 'behaviours');
  await expect(poolList(page).getByRole('button').first()).toBeVisible();
  await answerRankingByApi(request, account.token, 'behaviours', {
    surveyUserId: behavioursUserId,
  });
  await page.reload();

  await expect(page).toHaveURL(/\/survey\/resiliency\?/);
  await expect(bandHeading(page)).toHaveText(en('resiliency.title'));
  const questions = page.getByRole('radiogroup');
  await expect(questions).toHaveCount(10);
  await expectNoSeriousA11yViolations(page);
  // Nine answered, the last left out: the form says so and sends nothing.
  for (let i = 0; i < 9; i++) {
    await questions
      .nth(i)
      .getByRole('radio')
      .nth(i % 5)
      .check();
  }
  await page.getByRole('button', { name: en('resiliency.submit') }).click();
  await expect(page.getByText(en('resiliency.answer_all'))).toBeVisible();
  // The unanswered question carries the error as its description.
  await expect(questions.nth(9)).toHaveAccessibleDescription(en('resiliency.required'));
  await expect(questions.nth(8)).toHaveAccessibleDescription('');
  await expect(page).toHaveURL(/\/survey\/resiliency\?/);
  await questions.nth(9).getByRole('radio').last().check();
  await expect(page.getByText(en('resiliency.required'))).toBeHidden();
  await page.getByRole('button', { name: en('resiliency.submit') }).click();

  await expectCompletePage(page, DEMO.dp.title);
  // The process is over: its welcome page now goes straight to the complete page.
  await page.goto(`/discovery-process/${DEMO.dp.code}`);
  await expectCompletePage(page, DEMO.dp.title, en('already_completed'));
});
