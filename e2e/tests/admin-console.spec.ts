import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { LOCALE_BCP47, LOCALE_STORAGE_KEY, type Locale } from '@portal/shared/locales';
import { signInWithToken, userMenu } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { signInByApi } from '../support/team-survey.ts';

/*
 * The administrator's console (issue 13): its frame, its areas and the overview. The demo
 * administrator and learner are the README's; the counts are the server's own answer, shown in
 * the interface language's digits.
 */
const ADMIN = { email: 'admin@demo.example', password: 'Admin-demo-2026' };
const LEARNER = { email: 'learner@demo.example', password: 'Learner-demo-2026' };

type Tree = { [key: string]: string | Tree };
const LOCALES_DIR = path.resolve(import.meta.dirname, '../../packages/shared/locales');
const adminWords = (locale: Locale): Tree =>
  JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, locale, 'admin.json'), 'utf8')) as Tree;

/** The console's text for a key in a locale (admin.json), falling back to en_GB as the app does. */
function words(locale: Locale, key: string): string {
  const find = (tree: Tree) =>
    key
      .split('.')
      .reduce<string | Tree | undefined>(
        (node, part) => (node && typeof node === 'object' ? node[part] : undefined),
        tree,
      );
  const found = find(adminWords(locale)) ?? find(adminWords('en_GB'));
  if (typeof found !== 'string') throw new Error(`No admin.${key}`);
  return found;
}
const en = (key: string) => words('en_GB', key);

const AREAS = [
  ['surveys', '/admin/surveys'],
  ['invitations', '/admin/invitations'],
  ['courses', '/admin/courses'],
  ['team_surveys', '/admin/360'],
  ['people', '/admin/people'],
  ['payments', '/admin/payments'],
  ['exports', '/admin/exports'],
  ['outbox', '/admin/outbox'],
  ['audit_log', '/admin/audit-log'],
] as const;

interface Overview {
  people: number;
  waitingPeople: number;
  takingsStartedThisWeek: number;
  takingsCompletedThisWeek: number;
  paymentsAwaitingTransfer: number;
  exportsRunning: number;
}

async function signedIn(request: APIRequestContext, who: typeof ADMIN) {
  const token = await signInByApi(request, who.email, who.password);
  const auth = { authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/me', { headers: auth })).json()) as {
    fullName: string;
  };
  return { token, fullName: me.fullName, auth };
}

/** Each count's card shows the server's number as the page's language writes it. */
async function expectCounts(page: Page, locale: Locale, overview: Overview) {
  const counts = page.getByRole('list', { name: words(locale, 'overview.counts_label') });
  const cards: [string, number][] = [
    ['overview.people', overview.people],
    ['overview.waiting_people', overview.waitingPeople],
    ['overview.takings_started', overview.takingsStartedThisWeek],
    ['overview.takings_completed', overview.takingsCompletedThisWeek],
    ['overview.payments_awaiting_transfer', overview.paymentsAwaitingTransfer],
    ['overview.exports_running', overview.exportsRunning],
  ];
  await expect(counts.getByRole('listitem')).toHaveCount(cards.length);
  for (const [key, value] of cards) {
    const shown = await page.evaluate(([tag, n]) => new Intl.NumberFormat(tag).format(n), [
      LOCALE_BCP47[locale],
      value,
    ] as const);
    const card = counts.getByRole('listitem').filter({ hasText: words(locale, key) });
    await expect(card).toContainText(shown);
  }
}

test('an administrator opens the console from the header and goes through its areas by keyboard', async ({
  page,
  request,
}) => {
  const admin = await signedIn(request, ADMIN);
  const overview = (await (
    await request.get('/api/admin/overview', { headers: admin.auth })
  ).json()) as Overview;
  expect(overview.people).toBeGreaterThan(0);

  await signInWithToken(page, admin.token);
  await page.goto('/');
  await userMenu(page, admin.fullName).click();
  await page.getByRole('menuitem', { name: words('en_GB', 'header_link') }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('overview.title'));
  await expectCounts(page, 'en_GB', overview);
  await expect(page).toHaveTitle(`${en('overview.title')} · ${en('console.name')} | Talent Portal`);
  await expectNoSeriousA11yViolations(page);

  // The two counts that need someone's attention lead to their areas.
  const counts = page.getByRole('list', { name: en('overview.counts_label') });
  await expect(
    counts.getByRole('link', { name: en('overview.payments_awaiting_transfer') }),
  ).toHaveAttribute('href', '/admin/payments');
  await expect(counts.getByRole('link', { name: en('overview.exports_running') })).toHaveAttribute(
    'href',
    '/admin/exports',
  );

  // The areas by keyboard: Tab from one to the next, Enter opens it and marks it current.
  const nav = page.getByRole('navigation', { name: en('console.nav_label') });
  await expect(nav.getByRole('link')).toHaveCount(AREAS.length + 1);
  await expect(nav.getByRole('link', { name: en('nav.overview') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await nav.getByRole('link', { name: en('nav.overview') }).focus();
  for (const [id, href] of AREAS) {
    await page.keyboard.press('Tab');
    const link = nav.getByRole('link', { name: en(`nav.${id}`), exact: true });
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en(`nav.${id}`));
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  }
  await expectNoSeriousA11yViolations(page);

  // Back to the overview, then through a count's link to its area.
  await nav.getByRole('link', { name: en('nav.overview') }).click();
  await counts.getByRole('link', { name: en('overview.payments_awaiting_transfer') }).click();
  await expect(page).toHaveURL(/\/admin\/payments$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('nav.payments'));
});

test('a learner is told the console is for administrators, and has no link to it', async ({
  page,
  request,
}) => {
  const learner = await signedIn(request, LEARNER);
  await signInWithToken(page, learner.token);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('forbidden.title'));
  await expect(page.getByText(en('forbidden.text'))).toBeVisible();
  await expect(page.getByRole('navigation', { name: en('console.nav_label') })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The menu offers the console by the person's own role (/api/me isAdmin): not to a learner.
  await userMenu(page, learner.fullName).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: en('header_link') })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: en('forbidden.home') }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a visitor who is not signed in is sent to the sign-in on the home page', async ({ page }) => {
  await page.goto('/admin/people');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
});

test('in Arabic on a phone the console opens its areas from a drawer on the right', async ({
  browser,
  request,
}) => {
  const admin = await signedIn(request, ADMIN);
  const overview = (await (
    await request.get('/api/admin/overview', { headers: admin.auth })
  ).json()) as Overview;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((key) => window.localStorage.setItem(key, 'ar'), LOCALE_STORAGE_KEY);
  const page = await context.newPage();
  await signInWithToken(page, admin.token);
  await page.goto('/admin');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words('ar', 'overview.title'));
  await expectCounts(page, 'ar', overview);
  // The side bar is folded away on a phone; the menu button opens it.
  const navLabel = words('ar', 'console.nav_label');
  await expect(page.getByRole('navigation', { name: navLabel })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const burger = page.getByRole('button', { name: words('ar', 'console.open_menu') });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await burger.click();
  const drawer = page.getByRole('dialog', { name: words('ar', 'console.name') });
  await expect(drawer).toBeVisible();
  const nav = drawer.getByRole('navigation', { name: navLabel });
  await expect(nav.getByRole('link', { name: words('ar', 'nav.overview') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Right to left: the drawer comes from the right-hand edge.
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box ? Math.round(box.x + box.width) : 0;
    })
    .toBe(390);
  await expectNoSeriousA11yViolations(page);

  await nav.getByRole('link', { name: words('ar', 'nav.people') }).click();
  await expect(page).toHaveURL(/\/admin\/people$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words('ar', 'nav.people'));
  await context.close();
});
