import { expect, test } from '@playwright/test';
import { LOCALE_STORAGE_KEY, VISITOR_LOCALE_STORAGE_KEY } from '@portal/shared/locales';
import { registerByApi, signInWithToken } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { settledRegistrationPage, watchRootAtParse } from '../support/prerendered.ts';
import { DEMO } from '../support/surveys.ts';

/*
 * Decision 041: a survey's welcome page comes rendered by the server, in the survey's default
 * language, and the app takes it over. Once it has, the screen must be exactly what the app
 * renders by itself (which it does for the address with a query), and nobody signed in, or who
 * picked another language by hand, may see it.
 */

const ADMIN = { email: 'admin@demo.example', password: 'Admin-demo-2026' };

test("the E.Q. welcome page comes rendered and is the app's own once taken over", async ({
  page,
}) => {
  const address = `/eq/${DEMO.eq.code}`;
  const html = await (await page.request.get(address)).text();
  expect(html).toContain('data-prerendered="en_GB" data-prerendered-page="survey-welcome"');
  expect(html).toContain(`<title>${DEMO.eq.title} | Talent Portal</title>`);
  expect(html).toMatch(/<h1[^>]*><bdi[^>]*>Emotional Intelligence Questionnaire<\/bdi><\/h1>/);

  const takenOver = await settledRegistrationPage(page, address);
  expect(await page.locator('html').getAttribute('data-prerendered')).toBe('en_GB');
  const rendered = await settledRegistrationPage(page, `${address}?by=app`);
  expect(await page.locator('html').getAttribute('data-prerendered')).toBeNull();
  expect(takenOver).toBe(rendered);

  // Taken over, it works: "Sign in here" opens the card's Sign in tab; the page passes axe.
  await page.goto(address);
  await page.getByRole('button', { name: 'Sign in here' }).click();
  await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page);
});

test('a survey in Arabic comes rendered in Arabic, right to left, for a new visitor', async ({
  page,
  request,
}) => {
  const { token } = await (await request.post('/api/login_check', { data: ADMIN })).json();
  const created = await request.post('/api/admin/surveys', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      product: 'eq',
      titles: { ar: 'استبيان الذكاء العاطفي للفريق' },
      welcomeMessages: { ar: '<p>مرحبًا بك في الاستبيان.</p>' },
      defaultLanguage: 'ar',
      validFrom: '',
      validTo: '',
      price: '0',
      layout: 'Default Layout',
      isUnlimitedAccess: false,
      resiliencyEnabled: false,
    },
  });
  expect(created.status()).toBe(201);
  const { accessCode } = (await created.json()) as { accessCode: string };
  const address = `/eq/${accessCode}`;

  const html = await (await page.request.get(address)).text();
  expect(html).toContain('lang="ar" dir="rtl"');
  expect(html).toContain('data-prerendered="ar"');
  expect(html).toContain('مرحبًا بك في الاستبيان.');

  const takenOver = await settledRegistrationPage(page, address);
  expect(await page.locator('html').getAttribute('data-prerendered')).toBe('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const rendered = await settledRegistrationPage(page, `${address}?by=app`);
  expect(takenOver).toBe(rendered);
  await expectNoSeriousA11yViolations(page);
});

test('a visitor who picked another language, or someone signed in, never sees it', async ({
  page,
  request,
}) => {
  const address = `/eq/${DEMO.eq.code}`;
  // Picked by hand: the survey's language does not override it (platform spec §2).
  await page.addInitScript(
    ([localeKey, visitorKey]) => {
      window.localStorage.setItem(localeKey, 'fr');
      window.localStorage.setItem(visitorKey, 'fr');
    },
    [LOCALE_STORAGE_KEY, VISITOR_LOCALE_STORAGE_KEY] as const,
  );
  const rootAtParse = await watchRootAtParse(page);
  await page.goto(address);
  expect(await rootAtParse()).toBe('none');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('tab').first()).toBeVisible();

  const account = await registerByApi(request, 'prerender-welcome-signed-in');
  await signInWithToken(page, account.token);
  await page.goto(address);
  expect(await rootAtParse()).toBe('none');
  await expect(page.getByRole('tab')).toHaveCount(0);
});
