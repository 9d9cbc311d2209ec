import { expect, type Locator, type Page, test } from '@playwright/test';
import { LOCALE_STORAGE_KEY } from '@portal/shared/locales';
import { registerByApi, signInWithToken } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  bandHeading,
  DEMO,
  en,
  expectCompletePage,
  SECTION_TITLES,
  text,
} from '../support/surveys.ts';

/** Survey titles are stored per locale (demo-survey-titles.ts): the demo iPulse's in Arabic. */
const TITLE_AR = 'نبض الفريق';

/*
 * iPulse (platform spec §2 "iPulse section", §4): a 4-point slider per statement, default 1, the
 * confirmation while any is at 1, three sections, then the optional comment and the complete
 * page. Once in English, once in Arabic with the sliders mirrored.
 */

const ARABIC = /[\u0600-\u06FF]/;
const STATEMENTS_PER_SECTION = 6;

function sliders(page: Page): Locator {
  return page.getByRole('main').getByRole('slider');
}

async function thumbCentreX(slider: Locator): Promise<number> {
  const box = await slider.boundingBox();
  if (!box) throw new Error('The slider thumb is not on screen');
  return box.x + box.width / 2;
}

/** Clicks the label of one of a slider's marks, as a person choosing 'Agree' does. */
async function clickMark(page: Page, slider: Locator, label: string): Promise<void> {
  const name = (await slider.getAttribute('aria-label')) ?? '';
  await page.getByRole('group', { name }).getByText(label, { exact: true }).click();
}

async function continueSection(page: Page, locale: string, expectQuestion: boolean) {
  await page.getByRole('button', { name: text(locale, 'surveys', 'ipulse.continue') }).click();
  const dialog = page.getByRole('dialog', { name: text(locale, 'surveys', 'confirm.title') });
  if (!expectQuestion) {
    await expect(dialog).toBeHidden();
    return;
  }
  await expect(dialog).toContainText(text(locale, 'surveys', 'ipulse.confirm_question'));
  await dialog.getByRole('button', { name: text(locale, 'surveys', 'confirm.yes') }).click();
}

test('iPulse in English: sliders by keyboard and click, the question about 1, the comment', async ({
  page,
  request,
}) => {
  const account = await registerByApi(request, 'ipulse-en');
  await signInWithToken(page, account.token);
  await page.goto(`/ipulse/${DEMO.ipulse.code}`);
  await expect(bandHeading(page)).toHaveText(DEMO.ipulse.title);
  await page.getByRole('button', { name: en('welcome.accept') }).click();

  // Section 1: by keyboard, by a click on a mark, and one left at 1.
  await expect(page).toHaveURL(/\/ipulse\/\d+\/part\/section\/1$/);
  await expect(bandHeading(page)).toHaveText(SECTION_TITLES.ipulse[0]);
  const all = sliders(page);
  await expect(all).toHaveCount(STATEMENTS_PER_SECTION);
  for (let i = 0; i < STATEMENTS_PER_SECTION; i++) {
    await expect(all.nth(i)).toHaveAttribute('aria-valuenow', '1');
    await expect(all.nth(i)).toHaveAttribute('aria-valuetext', en('ipulse.scale.1'));
  }
  await expectNoSeriousA11yViolations(page);

  const first = all.nth(0);
  await first.focus();
  await page.keyboard.press('ArrowRight');
  await expect(first).toHaveAttribute('aria-valuenow', '2');
  await expect(first).toHaveAttribute('aria-valuetext', en('ipulse.scale.2'));
  await page.keyboard.press('ArrowUp');
  await expect(first).toHaveAttribute('aria-valuenow', '3');
  const second = all.nth(1);
  await second.focus();
  await page.keyboard.press('End');
  await expect(second).toHaveAttribute('aria-valuetext', en('ipulse.scale.4'));
  await page.keyboard.press('ArrowLeft');
  await expect(second).toHaveAttribute('aria-valuenow', '3');
  // A click on the third statement's 'Agree' mark.
  await clickMark(page, all.nth(2), en('ipulse.scale.3'));
  await expect(all.nth(2)).toHaveAttribute('aria-valuenow', '3');
  for (const i of [3, 4]) {
    await all.nth(i).focus();
    await page.keyboard.press('ArrowRight');
    await expect(all.nth(i)).toHaveAttribute('aria-valuenow', '2');
  }
  // The sixth stays at 1: the question of spec §4, first answered No.
  await page.getByRole('button', { name: en('ipulse.continue') }).click();
  const dialog = page.getByRole('dialog', { name: en('confirm.title') });
  await expect(dialog).toContainText(en('ipulse.confirm_question'));
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: en('confirm.no') }).click();
  await expect(dialog).toBeHidden();
  await expect(all.nth(0)).toHaveAttribute('aria-valuenow', '3');
  await continueSection(page, 'en_GB', true);

  // Section 2: every statement above 1, so nothing is asked.
  await expect(page).toHaveURL(/\/ipulse\/\d+\/part\/section\/2$/);
  await expect(bandHeading(page)).toHaveText(SECTION_TITLES.ipulse[1]);
  await expect(all).toHaveCount(STATEMENTS_PER_SECTION);
  for (let i = 0; i < STATEMENTS_PER_SECTION; i++) {
    await all.nth(i).focus();
    await page.keyboard.press('End');
    await expect(all.nth(i)).toHaveAttribute('aria-valuenow', '4');
  }
  await continueSection(page, 'en_GB', false);

  // Section 3: all left at 1, proceeded.
  await expect(bandHeading(page)).toHaveText(SECTION_TITLES.ipulse[2]);
  await expect(all).toHaveCount(STATEMENTS_PER_SECTION);
  await continueSection(page, 'en_GB', true);

  // The comment page.
  await expect(page).toHaveURL(/\/ipulse\/\d+\/part\/comment$/);
  await expect(bandHeading(page)).toHaveText(en('comment.title'));
  const comment = page.getByRole('textbox', { name: en('comment.label') });
  await expect(comment).toHaveAccessibleDescription(en('comment.count', { length: 0, max: 2000 }));
  await expectNoSeriousA11yViolations(page);
  const words = 'More time for planning would help the whole team.';
  await comment.fill(words);
  await expect(comment).toHaveAccessibleDescription(
    en('comment.count', { length: words.length, max: 2000 }),
  );
  await page.getByRole('button', { name: en('comment.submit') }).click();
  await expectCompletePage(page, DEMO.ipulse.title);
});

test('iPulse in Arabic: right to left, the sliders mirrored, through to the complete page', async ({
  page,
  request,
}) => {
  const account = await registerByApi(request, 'ipulse-ar');
  await page.addInitScript(([key]) => window.localStorage.setItem(key, 'ar'), [
    LOCALE_STORAGE_KEY,
  ] as const);
  await signInWithToken(page, account.token);
  const ar = (key: string, values?: Record<string, string | number>) =>
    text('ar', 'surveys', key, values);

  await page.goto(`/ipulse/${DEMO.ipulse.code}`);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(bandHeading(page)).toHaveText(TITLE_AR);
  await page.getByRole('button', { name: ar('welcome.accept') }).click();

  await expect(page).toHaveURL(/\/ipulse\/\d+\/part\/section\/1$/);
  const all = sliders(page);
  await expect(all).toHaveCount(STATEMENTS_PER_SECTION);
  // The section title and the statements come from the server in Arabic.
  await expect(bandHeading(page)).toHaveText(ARABIC);
  await expect(all.first()).toHaveAccessibleName(ARABIC);
  await expectNoSeriousA11yViolations(page);

  // Mirrored: the scale starts on the right, so a higher value moves the thumb to the left,
  // and the left arrow key raises the value.
  const first = all.nth(0);
  const second = all.nth(1);
  const atOne = await thumbCentreX(first);
  expect(Math.abs((await thumbCentreX(second)) - atOne)).toBeLessThan(2);
  await first.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(first).toHaveAttribute('aria-valuenow', '2');
  await expect(first).toHaveAttribute('aria-valuetext', ar('ipulse.scale.2'));
  const atTwo = await thumbCentreX(first);
  expect(atTwo).toBeLessThan(atOne);
  await page.keyboard.press('End');
  await expect(first).toHaveAttribute('aria-valuenow', '4');
  const atFour = await thumbCentreX(first);
  expect(atFour).toBeLessThan(atTwo);
  await page.keyboard.press('ArrowRight');
  await expect(first).toHaveAttribute('aria-valuenow', '3');
  // A click on the second statement's highest mark.
  await clickMark(page, second, ar('ipulse.scale.4'));
  await expect(second).toHaveAttribute('aria-valuenow', '4');
  expect(Math.abs((await thumbCentreX(second)) - atFour)).toBeLessThan(2);

  await continueSection(page, 'ar', true);
  for (const index of [2, 3]) {
    await expect(page).toHaveURL(new RegExp(`/ipulse/\\d+/part/section/${index}$`));
    await expect(all).toHaveCount(STATEMENTS_PER_SECTION);
    await continueSection(page, 'ar', true);
  }

  await expect(page).toHaveURL(/\/ipulse\/\d+\/part\/comment$/);
  await expect(html).toHaveAttribute('dir', 'rtl');
  await page.getByRole('textbox', { name: ar('comment.label') }).fill('شكرًا على هذا الاستبيان.');
  await page.getByRole('button', { name: ar('comment.submit') }).click();
  await expectCompletePage(page, TITLE_AR, ar('complete.thanks'));
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expectNoSeriousA11yViolations(page);
});
