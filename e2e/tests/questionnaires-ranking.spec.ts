import { expect, test } from '@playwright/test';
import { registerByApi, signInWithToken } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  acceptOnWelcome,
  bandHeading,
  confirmDialog,
  DEMO,
  dndLiveRegion,
  dragStatement,
  en,
  expectCompletePage,
  rankingList,
  SECTION_TITLES,
  statementHandle,
  statementTexts,
} from '../support/surveys.ts';

/*
 * The ranking questionnaires from the welcome link to the complete page (platform spec §2
 * "Ranking section", §4 "Ranking", decision 008): eq by mouse, values by tap on a phone,
 * behaviours by keyboard, and a reload that loses nothing.
 */

test('eq by mouse drag on a desktop window, through every section to the complete page', async ({
  page,
  request,
}) => {
  const account = await registerByApi(request, 'eq-drag');
  await signInWithToken(page, account.token);
  await page.goto(`/eq/${DEMO.eq.code}`);
  await expect(bandHeading(page)).toHaveText(DEMO.eq.title);
  await expect(page.getByRole('button', { name: en('welcome.accept') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: en('welcome.accept') }).click();

  for (const [index, title] of SECTION_TITLES.eq.entries()) {
    await expect(page).toHaveURL(new RegExp(`/eq/\\d+/part/${index + 1}$`));
    await expect(bandHeading(page)).toHaveText(title);
    await expect(
      page.getByRole('progressbar', { name: en('taking.progress_label') }),
    ).toHaveAttribute('aria-valuenow', String(Math.ceil((index / 3) * 100)));
    const list = rankingList(page);
    await expect(list.getByRole('button')).toHaveCount(18);
    const before = await statementTexts(list);

    if (index === 0) {
      await expectNoSeriousA11yViolations(page);
      // An unchanged order asks first (spec §4); "No, go back" leaves the section as it was.
      await page.getByRole('button', { name: en('ranking.confirm') }).click();
      const dialog = confirmDialog(page);
      await expect(dialog).toContainText(en('ranking.unchanged'));
      await expect(dialog).toContainText(en('ranking.confirm_question'));
      await dialog.getByRole('button', { name: en('confirm.no') }).click();
      await expect(dialog).toBeHidden();
      await expect(bandHeading(page)).toHaveText(title);
    }

    // The first statement dragged down onto the third's place.
    const [first, , third] = before;
    await dragStatement(page, statementHandle(list, first!), statementHandle(list, third!));
    const expected = [before[1], before[2], first, ...before.slice(3)];
    await expect.poll(() => statementTexts(list)).toEqual(expected);
    await expect(statementHandle(list, first!)).toHaveAccessibleName(
      en('ranking.item_ranked', { rank: 3, statement: first! }),
    );

    // A moved order of all 18 needs no confirmation.
    await page.getByRole('button', { name: en('ranking.confirm') }).click();
    await expect(confirmDialog(page)).toBeHidden();
  }

  await expectCompletePage(page, DEMO.eq.title);
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a touch phone', () => {
  test.use({
    viewport: { width: 375, height: 800 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
  });

  test('values by tap-to-rank, confirm enabled only once all are ranked', async ({
    page,
    request,
  }) => {
    const account = await registerByApi(request, 'values-tap');
    await signInWithToken(page, account.token);
    await acceptOnWelcome(page, 'values', DEMO.values.code, DEMO.values.title);

    for (const [index, title] of SECTION_TITLES.values.entries()) {
      await expect(page).toHaveURL(new RegExp(`/values/\\d+/part/${index + 1}$`));
      await expect(bandHeading(page)).toHaveText(title);
      await expect(page.getByText(en('ranking.tap_hint'))).toBeVisible();
      const list = rankingList(page);
      const items = list.getByRole('button');
      await expect(items).toHaveCount(10);
      const statements = await statementTexts(list);
      const confirm = page.getByRole('button', { name: en('ranking.confirm') });
      await expect(confirm).toBeDisabled();

      // Ranked bottom first, so the answer is not the server's order.
      const order = [...statements].reverse();
      for (const [rank, statement] of order.entries()) {
        await expect(confirm).toBeDisabled();
        const item = list.getByRole('button', { name: en('ranking.item_unranked', { statement }) });
        await item.tap();
        await expect(
          list.getByRole('button', {
            name: en('ranking.item_ranked', { rank: rank + 1, statement }),
          }),
        ).toHaveAttribute('aria-pressed', 'true');
        if (index === 0 && rank === 1) {
          // Tapping a ranked statement takes it out again; the next tap ranks it anew.
          const second = list.getByRole('button', {
            name: en('ranking.item_ranked', { rank: 2, statement }),
          });
          await second.tap();
          await expect(
            list.getByRole('button', { name: en('ranking.item_unranked', { statement }) }),
          ).toHaveAttribute('aria-pressed', 'false');
          await expect(
            page.getByText(en('ranking.ranked_count', { ranked: 1, total: 10 })),
          ).toBeVisible();
          await item.tap();
        }
      }
      await expect(
        page.getByText(en('ranking.ranked_count', { ranked: 10, total: 10 })),
      ).toBeVisible();
      await expect(confirm).toBeEnabled();
      if (index === 0) await expectNoSeriousA11yViolations(page);
      await confirm.tap();
    }

    await expectCompletePage(page, DEMO.values.title);
  });
});

test('behaviours by keyboard only, each move announced, through every section', async ({
  page,
  request,
}) => {
  const account = await registerByApi(request, 'behaviours-keys');
  await signInWithToken(page, account.token);
  await page.goto(`/behaviours/${DEMO.behaviours.code}`);
  await expect(bandHeading(page)).toHaveText(DEMO.behaviours.title);
  const accept = page.getByRole('button', { name: en('welcome.accept') });
  await accept.focus();
  await page.keyboard.press('Enter');

  for (const [index, title] of SECTION_TITLES.behaviours.entries()) {
    await expect(page).toHaveURL(new RegExp(`/behaviours/\\d+/part/${index + 1}$`));
    await expect(bandHeading(page)).toHaveText(title);
    const list = rankingList(page);
    await expect(list.getByRole('button')).toHaveCount(8);
    const before = await statementTexts(list);
    const [first, second, third] = before as [string, string, string];

    // Tab from the top of the page to the first statement's handle.
    const firstHandle = statementHandle(list, first);
    await expect(firstHandle).toHaveAccessibleDescription(en('ranking.instructions'));
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      if (await firstHandle.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(firstHandle).toBeFocused();

    const live = dndLiveRegion(page);
    await page.keyboard.press('Space');
    await expect(live).toHaveText(
      en('ranking.announce.picked_up', { statement: first, position: 1, total: 8 }),
    );
    await page.keyboard.press('ArrowDown');
    await expect(live).toHaveText(
      en('ranking.announce.moved', { statement: first, position: 2, total: 8 }),
    );
    await page.keyboard.press('ArrowDown');
    await expect(live).toHaveText(
      en('ranking.announce.moved', { statement: first, position: 3, total: 8 }),
    );
    await page.keyboard.press('ArrowUp');
    await expect(live).toHaveText(
      en('ranking.announce.moved', { statement: first, position: 2, total: 8 }),
    );
    await page.keyboard.press('Space');
    await expect(live).toHaveText(
      en('ranking.announce.dropped', { statement: first, position: 2, total: 8 }),
    );
    await expect
      .poll(() => statementTexts(list))
      .toEqual([second, first, third, ...before.slice(3)]);
    // The handle keeps the focus after the drop, named by its new rank.
    await expect(firstHandle).toBeFocused();
    await expect(firstHandle).toHaveAccessibleName(
      en('ranking.item_ranked', { rank: 2, statement: first }),
    );

    // Tab on to Confirm and press Enter: a moved order is sent at once.
    const confirm = page.getByRole('button', { name: en('ranking.confirm') });
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      if (await confirm.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');
  }

  await expectCompletePage(page, DEMO.behaviours.title);
});

test('a reload in the middle of a section loses nothing', async ({ page, request }) => {
  const account = await registerByApi(request, 'values-reload');
  await signInWithToken(page, account.token);
  await acceptOnWelcome(page, 'values', DEMO.values.code, DEMO.values.title);
  await expect(bandHeading(page)).toHaveText(SECTION_TITLES.values[0]);
  const list = rankingList(page);
  await expect(list.getByRole('button')).toHaveCount(10);
  const before = await statementTexts(list);

  // Two moves: the last statement to the top, then the (new) second down to third.
  await dragStatement(page, statementHandle(list, before[9]!), statementHandle(list, before[0]!));
  await expect.poll(async () => (await statementTexts(list))[0]).toBe(before[9]);
  await dragStatement(page, statementHandle(list, before[0]!), statementHandle(list, before[1]!));
  const moved = [before[9], before[1], before[0], ...before.slice(2, 9)];
  await expect.poll(() => statementTexts(list)).toEqual(moved);

  await page.reload();
  await expect(bandHeading(page)).toHaveText(SECTION_TITLES.values[0]);
  await expect(list.getByRole('button')).toHaveCount(10);
  expect(await statementTexts(list)).toEqual(moved);

  // The kept order is a changed one: Confirm sends it without asking, and the survey goes on.
  await page.getByRole('button', { name: en('ranking.confirm') }).click();
  await expect(bandHeading(page)).toHaveText(SECTION_TITLES.values[1]);
  await expect(page).toHaveURL(/\/values\/\d+\/part\/2$/);
  // Reloading the next section shows it fresh: the first section's draft is gone with its send.
  await page.reload();
  await expect(bandHeading(page)).toHaveText(SECTION_TITLES.values[1]);
  await expect(list.getByRole('button')).toHaveCount(10);
  await page.getByRole('button', { name: en('ranking.confirm') }).click();
  await confirmDialog(page)
    .getByRole('button', { name: en('confirm.yes') })
    .click();
  await expectCompletePage(page, DEMO.values.title);
});
