import { expect, test } from '@playwright/test';
import { LOCALE_STORAGE_KEY } from '@portal/shared/locales';
import { LOCALE_COOKIE } from '@portal/shared/prerendered-page';
import { registerByApi, signInWithToken, userMenu } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { settledRegistrationPage, watchRootAtParse } from '../support/prerendered.ts';

/*
 * Decision 040: `/` comes as the visitor's home rendered at build time, in the browser's
 * language, and the app takes it over. What is on the screen once it has must be exactly what
 * the app renders by itself (which it does for `/` with a query), and nobody signed in or in
 * another language may see it.
 */

for (const locale of ['en_GB', 'ar'] as const) {
  test(`the prerendered home in ${locale} is the app's own once taken over`, async ({
    page,
    baseURL,
  }) => {
    if (locale !== 'en_GB') {
      await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: baseURL }]);
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        LOCALE_STORAGE_KEY,
        locale,
      ] as const);
    }
    // The page itself, before any script: the heading is in the HTML.
    const html = await (await page.request.get('/', { headers: {} })).text();
    expect(html).toContain(`data-prerendered="${locale}"`);
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);

    const takenOver = await settledRegistrationPage(page, '/');
    expect(await page.locator('html').getAttribute('data-prerendered')).toBe(locale);
    const rendered = await settledRegistrationPage(page, '/?by=app');
    expect(await page.locator('html').getAttribute('data-prerendered')).toBeNull();
    expect(takenOver).toBe(rendered);

    // Taken over, it works: the Sign in tab opens its form, and the page passes axe.
    await page.goto('/');
    const signIn = page.getByRole('tab').nth(1);
    await signIn.click();
    await expect(signIn).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel(/email|البريد/i).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('someone signed in never sees the visitor page: it is hidden before it paints', async ({
  page,
  request,
}) => {
  const account = await registerByApi(request, 'prerender-signed-in');
  await signInWithToken(page, account.token);
  const rootAtParse = await watchRootAtParse(page);
  await page.goto('/');
  expect(await rootAtParse()).toBe('none');
  await expect(userMenu(page, account.fullName)).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
});

test('what a visitor types before the app has taken the page over is kept', async ({ page }) => {
  // The app's entry is held back until the visitor has typed, as on a slow phone.
  let release = () => {};
  const typed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/');
  const firstName = page.locator('input[name="firstName"]');
  await firstName.fill('Early');
  await page.locator('input[name="email"]').fill('early@example.com');
  await firstName.focus();
  release();
  // Taken over: the lookups have filled the selects, and the typing is still there.
  await expect(page.locator('select[name="nationality"]')).toBeEnabled();
  await expect(firstName).toHaveValue('Early');
  await expect(page.locator('input[name="email"]')).toHaveValue('early@example.com');
  await expect(firstName).toBeFocused();
});
