import { expect, test } from '@playwright/test';
import { LOCALE_STORAGE_KEY } from '@portal/shared/locales';
import { registerByApi, signInWithToken, storedToken, userMenu } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { DEMO_COURSE_CODE, icoachSignInLink } from '../support/icoach.ts';
import { text } from '../support/surveys.ts';

/*
 * The page of a reminder mail's one-time link, /sign-in/{token}. The test-only control makes an
 * administrator's iCoach link (support/icoach.ts): a sign-in link like a reminder's, with no
 * landing page, so the server's `next` is null and the page goes home.
 */
const acc = (locale: string, key: string, values?: Record<string, string>) =>
  text(locale, 'accounts', `sign_in_link.${key}`, values);

async function signInLinkToken(email: string): Promise<string> {
  const link = await icoachSignInLink(DEMO_COURSE_CODE, email);
  const token = link.split('/').at(-1) ?? '';
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return token;
}

test('a sign-in link signs its person in once, in place of whoever was signed in', async ({
  page,
  browser,
  request,
}) => {
  const owner = await registerByApi(request, 'sign-in-link', { firstName: 'Rhea' });
  const bystander = await registerByApi(request, 'sign-in-bystander', { firstName: 'Basil' });
  const linkToken = await signInLinkToken(owner.email);

  // Someone else is signed in on this browser: the link's person replaces them.
  await signInWithToken(page, bystander.token);
  await page.goto('/');
  await expect(userMenu(page, bystander.fullName)).toBeVisible();

  await page.goto(`/sign-in/${linkToken}`);
  await expect(userMenu(page, owner.fullName)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(page.url()).not.toContain(linkToken);
  const session = await storedToken(page);
  expect(session).toBeTruthy();
  expect(session).not.toBe(linkToken);
  const stored = await page.evaluate(() =>
    JSON.stringify({ ...window.localStorage, ...window.sessionStorage }),
  );
  expect(stored).not.toContain(linkToken);
  // The bystander's session was ended on the server too.
  const old = await request.get('/api/me', {
    headers: { authorization: `Bearer ${bystander.token}` },
  });
  expect(old.status()).toBe(401);
  // The address that held the token was replaced in the history: Back does not lead to it.
  await page.goBack();
  expect(page.url()).not.toContain(linkToken);

  // The same link a second time, in a fresh browser: the server's message and the ways on.
  const context = await browser.newContext();
  const again = await context.newPage();
  await again.goto(`/sign-in/${linkToken}`);
  await expect(again.getByRole('alert')).toHaveText(
    text('en_GB', 'errors', 'sign_in_link_invalid'),
  );
  await expect(again.getByRole('heading', { level: 1 })).toHaveText(acc('en_GB', 'failed_title'));
  await expect(again.getByRole('link', { name: acc('en_GB', 'sign_in') })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(again.getByRole('link', { name: acc('en_GB', 'forgot_password') })).toHaveAttribute(
    'href',
    '/request-reset-password',
  );
  expect(await storedToken(again)).toBeNull();
  await expectNoSeriousA11yViolations(again);
  await context.close();
});

test('a spent sign-in link says so in Arabic, right to left', async ({ browser, request }) => {
  const owner = await registerByApi(request, 'sign-in-link-ar', { firstName: 'Rami' });
  const linkToken = await signInLinkToken(owner.email);
  const spent = await request.post('/api/public/sign-in-link/', { data: { token: linkToken } });
  expect(spent.status()).toBe(200);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((key) => window.localStorage.setItem(key, 'ar'), LOCALE_STORAGE_KEY);
  const page = await context.newPage();
  await page.goto(`/sign-in/${linkToken}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('alert')).toHaveText(text('ar', 'errors', 'sign_in_link_invalid'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(acc('ar', 'failed_title'));
  await expect(page.getByRole('link', { name: acc('ar', 'sign_in') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
