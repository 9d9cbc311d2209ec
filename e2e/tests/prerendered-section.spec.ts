import {
  type APIRequestContext,
  type BrowserContext,
  type Cookie,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { registerByApi, signInWithToken, signOut } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { rootAsText, watchRootAtParse } from '../support/prerendered.ts';
import { DEMO, rankingList, startByApi } from '../support/surveys.ts';

/*
 * Decision 042: a signed-in person's ranking section comes rendered by the server, for them
 * alone, when their browser has the page-session cookie (set by /api/me, removed at logout). Once
 * the app has taken it over, the screen must be exactly what the app renders by itself, with the
 * board and this device's draft; nobody else may ever see it.
 */

const COOKIE = 'portal_page_session';

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === COOKIE);

/**
 * A new account's first section of the demo E.Q. survey, and a browser it signed into earlier:
 * the token stored, and the cookie its first page's /api/me sets (a browser signed in before
 * this decision has none yet). Answers the account, the address and the cookie.
 */
async function signedInOwner(page: Page, request: APIRequestContext, label: string) {
  const account = await registerByApi(request, label);
  const { surveyUserId } = await startByApi(request, account.token, 'eq', DEMO.eq.code);
  await signInWithToken(page, account.token);
  await page.goto('/');
  await expect.poll(() => sessionCookie(page.context())).toBeTruthy();
  const cookie = (await sessionCookie(page.context())) as Cookie;
  return { account, address: `/eq/${surveyUserId}/part/1`, cookie };
}

/** The section page once the board is in and nothing is loading, as text. */
async function settledSection(page: Page, url: string): Promise<string> {
  await page.goto(url);
  await expect(rankingList(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  return rootAsText(page);
}

test("a ranking section comes rendered for its owner and is the app's own once taken over", async ({
  page,
  request,
}) => {
  const { account, address, cookie } = await signedInOwner(page, request, 'prerender-section');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toContain(COOKIE);

  const answer = await page.request.get(address);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  const html = await answer.text();
  expect(html).toContain(
    `data-prerendered="en_GB" data-prerendered-page="ranking-section" data-prerendered-user="${account.id}"`,
  );
  expect(html).toContain('<title>World view | Talent Portal</title>');
  expect(html).toContain('Think about how you see life in general.');
  expect(html).not.toContain(account.token);

  const rootAtParse = await watchRootAtParse(page);
  const takenOver = await settledSection(page, address);
  expect(await rootAtParse()).toBe('block');
  expect(await page.locator('html').getAttribute('data-prerendered')).toBe('en_GB');
  const rendered = await settledSection(page, `${address}?by=app`);
  expect(await page.locator('html').getAttribute('data-prerendered')).toBeNull();
  expect(takenOver).toBe(rendered);

  await page.goto(address);
  await expect(rankingList(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the board after the takeover is this device's: its draft, in tap mode on a phone", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await registerByApi(request, 'prerender-section-draft');
  const { surveyUserId } = await startByApi(request, account.token, 'eq', DEMO.eq.code);
  const address = `/eq/${surveyUserId}/part/1`;
  await signInWithToken(page, account.token);
  await page.goto(address);
  const list = rankingList(page);
  const statements = list.getByRole('button');
  await expect(statements.first()).toHaveAttribute('data-mode', 'tap');
  // Rank two statements (tap mode: first tapped is 1), then come back to the address.
  await statements.nth(4).click();
  await statements.nth(2).click();
  const ranked = await list.getByRole('button', { pressed: true }).allTextContents();
  expect(ranked).toHaveLength(2);

  const rootAtParse = await watchRootAtParse(page);
  await page.reload();
  await expect(list).toBeVisible();
  expect(await rootAtParse()).toBe('block');
  expect(await page.locator('html').getAttribute('data-prerendered-page')).toBe('ranking-section');
  await expect(statements.first()).toHaveAttribute('data-mode', 'tap');
  expect(await list.getByRole('button', { pressed: true }).allTextContents()).toEqual(ranked);
});

test('nobody else sees it: another person on the device, and nobody after logout', async ({
  page,
  context,
  request,
}) => {
  const signedIn = await signedInOwner(page, request, 'prerender-section-owner');
  const { account: owner, address, cookie: ownersCookie } = signedIn;

  // Another person signed in here, the owner's cookie still in the jar (as until the other's
  // first /api/me): the page is hidden before it paints, and the app shows not found.
  const other = await registerByApi(request, 'prerender-section-other');
  await page.evaluate(([key, token]) => window.localStorage.setItem(key, token), [
    'talent-portal:token',
    other.token,
  ] as const);
  const rootAtParse = await watchRootAtParse(page);
  await page.goto(address);
  expect(await rootAtParse()).toBe('none');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('Think about how you see life in general.')).toHaveCount(0);

  // The owner again, who signs out: the cookie goes, and the address is the app's alone.
  await page.evaluate(([key, token]) => window.localStorage.setItem(key, token), [
    'talent-portal:token',
    owner.token,
  ] as const);
  await page.goto(address);
  await expect(rankingList(page)).toBeVisible();
  await signOut(page, `${owner.firstName} ${owner.lastName}`);
  await expect.poll(() => sessionCookie(context)).toBeUndefined();
  expect(await (await page.request.get(address)).text()).not.toContain('data-prerendered=');

  // An ended session's cookie renders nothing either.
  await context.addCookies([ownersCookie]);
  expect(await (await page.request.get(address)).text()).not.toContain('data-prerendered=');
});
