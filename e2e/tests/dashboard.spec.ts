import { expect, type Locator, type Page, test } from '@playwright/test';
import { registerByApi, signInWithToken, userMenu } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import {
  acceptOnWelcome,
  answerRankingByApi,
  bandHeading,
  DEMO,
  en,
  SECTION_TITLES,
  startByApi,
  text,
} from '../support/surveys.ts';

/*
 * The dashboard (platform spec §2 "Dashboard", §4): a card per assessment with its type, title,
 * started-on or completed-on date, report layout and progress; the show-completed toggle, the
 * sort by last reviewed, and a card leading to its survey's welcome page.
 */

const d = (key: string, values?: Record<string, string | number>) =>
  text('en_GB', 'dashboard', key, values);

interface Row {
  timeCreated: string | null;
  timeCompleted: string | null;
  surveyProduct: { survey: { title: string } };
}

/** DD/MM/YYYY of an instant on the browser's calendar, as the app shows it (issue 9). */
function ddmmyyyy(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year}`;
}

function cards(page: Page): Locator {
  return page.getByRole('region', { name: d('cards_label') }).getByRole('article');
}

function card(page: Page, title: string): Locator {
  return cards(page).filter({ has: page.getByRole('heading', { level: 2, name: title }) });
}

function cardTitles(page: Page): Promise<string[]> {
  return cards(page).getByRole('heading', { level: 2 }).allInnerTexts();
}

test('the dashboard shows a card per assessment, filters, sorts and opens a survey', async ({
  page,
  request,
}) => {
  const account = await registerByApi(request, 'dashboard');
  const { token } = account;
  // Oldest reviewed first: behaviours completed, Soft Touch begun, eq one section in.
  const behaviours = await startByApi(request, token, 'behaviours', DEMO.behaviours.code);
  await answerRankingByApi(request, token, 'behaviours', behaviours);
  await startByApi(request, token, 'eq', DEMO.eqSoftTouch.code);
  const eq = await startByApi(request, token, 'eq', DEMO.eq.code);
  await answerRankingByApi(request, token, 'eq', eq, 1);

  // The newest: values, accepted in the page.
  await signInWithToken(page, token);
  await acceptOnWelcome(page, 'values', DEMO.values.code, DEMO.values.title);
  await expect(bandHeading(page)).toHaveText(SECTION_TITLES.values[0]);
  await userMenu(page, account.fullName).click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: d('title') })).toBeVisible();

  const dashboard = await request.get('/api/user/dashboard', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(dashboard.ok()).toBe(true);
  const rows = (await dashboard.json()) as Record<'eq' | 'values' | 'behaviours', Row[]>;
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const row = (list: Row[], title: string) => {
    const found = list.find((r) => r.surveyProduct.survey.title === title);
    if (!found) throw new Error(`No dashboard row for ${title}`);
    return found;
  };

  // Completed ones are hidden at first; the newest reviewed comes first.
  await expect(cards(page)).toHaveCount(3);
  await expect
    .poll(() => cardTitles(page))
    .toEqual([DEMO.values.title, DEMO.eq.title, DEMO.eqSoftTouch.title]);
  const expectations = [
    {
      title: DEMO.values.title,
      type: 'values',
      rows: rows.values,
      percent: 0,
      layout: 'Default Layout',
    },
    { title: DEMO.eq.title, type: 'eq', rows: rows.eq, percent: 34, layout: 'Default Layout' },
    {
      title: DEMO.eqSoftTouch.title,
      type: 'eq',
      rows: rows.eq,
      percent: 0,
      layout: 'E.Q. Soft Touch Report',
    },
  ];
  for (const e of expectations) {
    const c = card(page, e.title);
    await expect(c.getByText(d(`types.${e.type}`), { exact: true })).toBeVisible();
    const created = row(e.rows, e.title).timeCreated ?? '';
    await expect(
      c.getByText(d('card.started_on', { date: ddmmyyyy(created, zone) })),
    ).toBeVisible();
    await expect(c.getByText(/Started on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(c.getByText(d('card.layout', { layout: e.layout }))).toBeVisible();
    const bar = c.getByRole('progressbar', { name: d('card.progress') });
    await expect(bar).toHaveAttribute('aria-valuenow', String(e.percent));
    await expect(
      c.getByText(d('card.percent', { percent: e.percent }), { exact: true }),
    ).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  // Show completed: the behaviours card, completed on its date, full progress.
  const toggle = page.getByRole('switch', { name: d('controls.show_completed') });
  await toggle.check();
  await expect(cards(page)).toHaveCount(4);
  const done = card(page, DEMO.behaviours.title);
  await expect(done.getByText(d('types.behaviours'), { exact: true })).toBeVisible();
  await expect(done.getByText(d('card.completed'), { exact: true })).toBeVisible();
  const completedOn = row(rows.behaviours, DEMO.behaviours.title).timeCompleted ?? '';
  await expect(
    done.getByText(d('card.completed_on', { date: ddmmyyyy(completedOn, zone) })),
  ).toBeVisible();
  await expect(done.getByRole('progressbar', { name: d('card.progress') })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect
    .poll(() => cardTitles(page))
    .toEqual([DEMO.values.title, DEMO.eq.title, DEMO.eqSoftTouch.title, DEMO.behaviours.title]);

  // Sorted the other way: oldest reviewed first.
  const sort = page.getByRole('combobox', { name: d('controls.sort') });
  await sort.selectOption({ label: d('controls.sort_asc') });
  await expect
    .poll(() => cardTitles(page))
    .toEqual([DEMO.behaviours.title, DEMO.eqSoftTouch.title, DEMO.eq.title, DEMO.values.title]);

  // The list layout too; the three choices are remembered across a reload (issue 9).
  const layoutOption = (name: string) =>
    page.locator('label', { has: page.getByText(name, { exact: true }) });
  await layoutOption(d('controls.list')).click();
  await expect(cards(page).first()).toHaveAttribute('data-layout', 'list');
  await page.reload();
  await expect(toggle).toBeChecked();
  await expect(sort).toHaveValue('asc');
  await expect(page.getByRole('radio', { name: d('controls.list') })).toBeChecked();
  await expect(cards(page).first()).toHaveAttribute('data-layout', 'list');
  await expect
    .poll(() => cardTitles(page))
    .toEqual([DEMO.behaviours.title, DEMO.eqSoftTouch.title, DEMO.eq.title, DEMO.values.title]);
  await layoutOption(d('controls.grid')).click();
  await expect(cards(page).first()).toHaveAttribute('data-layout', 'grid');
  await toggle.uncheck();
  await expect
    .poll(() => cardTitles(page))
    .toEqual([DEMO.eqSoftTouch.title, DEMO.eq.title, DEMO.values.title]);
  await sort.selectOption({ label: d('controls.sort_desc') });
  await expect
    .poll(() => cardTitles(page))
    .toEqual([DEMO.values.title, DEMO.eq.title, DEMO.eqSoftTouch.title]);

  // A started card leads to its welcome page: Continue for the one begun on this device...
  await card(page, DEMO.values.title).getByRole('link', { name: DEMO.values.title }).click();
  await expect(page).toHaveURL(new RegExp(`/values/${DEMO.values.code}$`));
  await expect(bandHeading(page)).toHaveText(DEMO.values.title);
  await page.getByRole('button', { name: en('welcome.continue') }).click();
  await expect(bandHeading(page)).toHaveText(SECTION_TITLES.values[0]);

  // ... Accept for one begun elsewhere, which goes on at the section the server names.
  await page.goto('/');
  await card(page, DEMO.eq.title).getByRole('link', { name: DEMO.eq.title }).click();
  await expect(page).toHaveURL(new RegExp(`/eq/${DEMO.eq.code}$`));
  await page.getByRole('button', { name: en('welcome.accept') }).click();
  await expect(page).toHaveURL(/\/eq\/\d+\/part\/2$/);
  await expect(bandHeading(page)).toHaveText(SECTION_TITLES.eq[1]);
});
