import { expect, test } from '@playwright/test';
import { STORAGE_KEYS } from '@portal/shared/client';
import { registerByApi, signInWithToken } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  acceptOnWelcome,
  afterPickUp,
  answerRankingByApi,
  bandHeading,
  confirmDialog,
  DEMO,
  dndLiveRegion,
  dragStatement,
  en,
  expectCompletePage,
  placeAllByKeyboard,
  placeByKeyboard,
  poolList,
  rankingEndSlot,
  rankingList,
  SECTION_TITLES,
  startByApi,
  statementHandle,
  statementTexts,
} from '../support/surveys.ts';

/*
 * The ranking questionnaires from the welcome link to the complete page (platform spec §2
 * "Ranking section", §4 "Ranking", decisions 008 and 016): eq by mouse, values by tap on a phone,
 * behaviours by keyboard and values by mouse from the unranked pool on a desktop, a reload that
 * loses nothing, and a section address rebuilt from the server.
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
      // One message, about this case only (issue 9).
      await expect(dialog).toContainText(en('ranking.confirm_unchanged'));
      await expect(dialog).not.toContainText('ranked statements with 1');
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
      // The bar with the section's place, the count and Confirm stays in view (issue 9).
      await expect(confirm).toBeInViewport();
      await expect(
        page.getByText(en('ranking.section_of', { number: index + 1, total: 2 })),
      ).toBeInViewport();

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

test('behaviours by keyboard only on a desktop, from the pool into the ranking, each move announced', async ({
  page,
  request,
}) => {
  const account = await registerByApi(request, 'behaviours-keys');
  await signInWithToken(page, account.token);
  await page.goto(`/behaviours/${DEMO.behaviours.code}`);
  await expect(bandHeading(page)).toHaveText(DEMO.behaviours.title);
  const accept = page.getByRole('button', { name: en('welcome.accept') });
  // Loading (and so disabled) until the server has said this survey is not completed yet; a
  // keyboard user reaches it once the spinner has gone.
  await expect(accept).toBeEnabled();
  await accept.focus();
  await page.keyboard.press('Enter');

  for (const [index, title] of SECTION_TITLES.behaviours.entries()) {
    await expect(page).toHaveURL(new RegExp(`/behaviours/\\d+/part/${index + 1}$`));
    await expect(bandHeading(page)).toHaveText(title);
    const pool = poolList(page);
    const list = rankingList(page);
    await expect(pool.getByRole('button')).toHaveCount(8);
    await expect(list.getByRole('button')).toHaveCount(0);
    const statements = await statementTexts(pool);
    const [first, second] = statements as [string, string];

    // Tab from the top of the page to the first statement of the pool.
    const firstHandle = statementHandle(pool, first);
    await expect(firstHandle).toHaveAccessibleDescription(en('ranking.pool_instructions'));
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      if (await firstHandle.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(firstHandle).toBeFocused();

    const live = dndLiveRegion(page);
    await page.keyboard.press('Space');
    await expect(live).toHaveText(en('ranking.announce.picked_up_unranked', { statement: first }));
    await afterPickUp(page);
    await page.keyboard.press('ArrowRight');
    await expect(live).toHaveText(
      en('ranking.announce.moved', { statement: first, position: 1, total: 1 }),
    );
    await page.keyboard.press('Space');
    await expect(live).toHaveText(
      en('ranking.announce.dropped', { statement: first, position: 1, total: 1 }),
    );
    // The statement keeps the focus in the ranking, named by its rank.
    const placed = statementHandle(list, first);
    await expect(placed).toBeFocused();
    await expect(placed).toHaveAccessibleName(
      en('ranking.item_ranked', { rank: 1, statement: first }),
    );
    const confirm = page.getByRole('button', { name: en('ranking.confirm') });
    await expect(confirm).toBeDisabled();

    // The second one, then down past the first: placed last.
    await placeByKeyboard(page, statementHandle(pool, second));
    await expect(live).toHaveText(
      en('ranking.announce.dropped', { statement: second, position: 1, total: 2 }),
    );
    await page.keyboard.press('Space');
    await expect(live).toHaveText(
      en('ranking.announce.picked_up', { statement: second, position: 1, total: 2 }),
    );
    await afterPickUp(page);
    await page.keyboard.press('ArrowDown');
    await expect(live).toHaveText(
      en('ranking.announce.moved', { statement: second, position: 2, total: 2 }),
    );
    await page.keyboard.press('Space');
    await expect(live).toHaveText(
      en('ranking.announce.dropped', { statement: second, position: 2, total: 2 }),
    );
    await expect.poll(() => statementTexts(list)).toEqual([first, second]);
    if (index === 0) await expectNoSeriousA11yViolations(page);

    await placeAllByKeyboard(page);
    await expect(list.getByRole('button')).toHaveCount(8);
    await expect(page.getByText(en('ranking.pool_empty'))).toBeVisible();

    // Tab on to Confirm and press Enter: every statement is placed, so it is sent at once.
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      if (await confirm.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');
  }

  await expectCompletePage(page, DEMO.behaviours.title);
});

test('values on a desktop: every statement dragged from the pool, Confirm only once all are placed, a reload loses nothing', async ({
  page,
  request,
}) => {
  const account = await registerByApi(request, 'values-pool');
  await signInWithToken(page, account.token);
  await acceptOnWelcome(page, 'values', DEMO.values.code, DEMO.values.title);
  await expect(bandHeading(page)).toHaveText(SECTION_TITLES.values[0]);
  const pool = poolList(page);
  const list = rankingList(page);
  // Nothing is pre-numbered (platform spec §5: every answer is dragged and dropped).
  await expect(pool.getByRole('button')).toHaveCount(10);
  await expect(list.getByRole('button')).toHaveCount(0);
  const confirm = page.getByRole('button', { name: en('ranking.confirm') });
  await expect(confirm).toBeDisabled();
  await expect(page.getByText(en('ranking.ranked_count', { ranked: 0, total: 10 }))).toBeVisible();
  const before = await statementTexts(pool);

  // By mouse: the last statement onto the empty ranking, then the first onto its place.
  await dragStatement(page, statementHandle(pool, before[9]!), rankingEndSlot(page));
  await expect.poll(() => statementTexts(list)).toEqual([before[9]]);
  await dragStatement(page, statementHandle(pool, before[0]!), statementHandle(list, before[9]!));
  const placed = [before[0], before[9]];
  await expect.poll(() => statementTexts(list)).toEqual(placed);
  await expect(statementHandle(list, before[9]!)).toHaveAccessibleName(
    en('ranking.item_ranked', { rank: 2, statement: before[9]! }),
  );
  await expect(page.getByText(en('ranking.ranked_count', { ranked: 2, total: 10 }))).toBeVisible();
  await expect(confirm).toBeDisabled();

  await page.reload();
  await expect(bandHeading(page)).toHaveText(SECTION_TITLES.values[0]);
  await expect(list.getByRole('button')).toHaveCount(2);
  expect(await statementTexts(list)).toEqual(placed);
  await expect(pool.getByRole('button')).toHaveCount(8);

  await placeAllByKeyboard(page);
  await expect(confirm).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  // Every statement placed by hand: sent without asking, and the survey goes on.
  await confirm.click();
  await expect(confirmDialog(page)).toBeHidden();
  await expect(bandHeading(page)).toHaveText(SECTION_TITLES.values[1]);
  await expect(page).toHaveURL(/\/values\/\d+\/part\/2$/);
  // Reloading the next section shows it fresh: the first section's draft is gone with its send.
  await page.reload();
  await expect(bandHeading(page)).toHaveText(SECTION_TITLES.values[1]);
  await expect(pool.getByRole('button')).toHaveCount(10);
  await expect(list.getByRole('button')).toHaveCount(0);
});

test('a section address without this device’s record is rebuilt from the server, not a 404', async ({
  page,
  request,
}) => {
  const account = await registerByApi(request, 'values-rebuild');
  await signInWithToken(page, account.token);
  await acceptOnWelcome(page, 'values', DEMO.values.code, DEMO.values.title);
  await expect(bandHeading(page)).toHaveText(SECTION_TITLES.values[0]);
  const surveyUserId = Number(new URL(page.url()).pathname.split('/')[2]);
  // The first section answered "on another device", then this device's storage cleared but for
  // the sign-in.
  await answerRankingByApi(request, account.token, 'values', { surveyUserId }, 1);
  await page.evaluate((key) => {
    const token = window.localStorage.getItem(key);
    window.localStorage.clear();
    if (token) window.localStorage.setItem(key, token);
  }, STORAGE_KEYS.token);

  await page.goto(`/values/${surveyUserId}/part/1`);
  await expect(page).toHaveURL(new RegExp(`/values/${surveyUserId}/part/2$`));
  await expect(bandHeading(page)).toHaveText(SECTION_TITLES.values[1]);
  await expect(poolList(page).getByRole('button')).toHaveCount(10);
  // The welcome page knows it is begun again.
  await page.goto(`/values/${DEMO.values.code}`);
  await expect(page.getByRole('button', { name: en('welcome.continue') })).toBeVisible();

  // A discovery-process part too.
  const dp = await startByApi(request, account.token, 'dp', DEMO.dp.code);
  const progress = await request.get(`/api/dp/survey/user/${dp.surveyUserId}/progress/`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  const part = (await progress.json()).nextSurveyPart as { surveyUserId: number };
  await page.goto(`/discovery-process/eq/${part.surveyUserId}/part/1`);
  await expect(bandHeading(page)).toHaveText(SECTION_TITLES.eq[0]);
  await expect(rankingList(page).getByRole('button')).toHaveCount(18);

  // Someone else's taking stays not found.
  const other = await registerByApi(request, 'values-rebuild-other');
  const theirs = await startByApi(request, other.token, 'values', DEMO.values.code);
  await page.goto(`/values/${theirs.surveyUserId}/part/1`);
  await expect(page).toHaveURL(/\/404$/);
});
