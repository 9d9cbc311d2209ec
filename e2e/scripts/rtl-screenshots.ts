/**
 * Screenshots for looking at right-to-left and database text by eye (issue 9): the dashboard, a
 * discovery-process part's welcome and its steps tracker, and a section's title band, at phone
 * (375x800) and desktop (1280x900) size, in English and Arabic. Not a test: run it and look.
 *
 *   E2E_PORT=3620 node support/e2e-server.mjs &   (after `npm run build -w @portal/web`)
 *   E2E_PORT=3620 npx tsx scripts/rtl-screenshots.ts [output folder]
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page, request } from '@playwright/test';
import { LOCALE_STORAGE_KEY, VISITOR_LOCALE_STORAGE_KEY } from '@portal/shared/locales';
import { registerByApi, signInWithToken } from '../support/accounts.ts';
import { answerRankingByApi, DEMO, startByApi, text } from '../support/surveys.ts';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
const out = path.resolve(process.argv[2] ?? 'screenshots');
fs.mkdirSync(out, { recursive: true });

const SIZES = { phone: { width: 375, height: 800 }, desktop: { width: 1280, height: 900 } };

async function shoot(page: Page, name: string) {
  await page
    .locator('.mantine-Loader-root')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => {});
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(out, `${name}.png`), fullPage: true });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const api = await request.newContext({ baseURL });
for (const locale of ['en_GB', 'ar'] as const) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    const account = await registerByApi(api, `shots-${locale}-${size}`, {
      firstName: 'Amal',
      lastName: 'Haddad',
      locale,
    });
    const { token } = account;
    const eq = await startByApi(api, token, 'eq', DEMO.eq.code);
    await answerRankingByApi(api, token, 'eq', eq, 1);
    await startByApi(api, token, 'eq', DEMO.eqSoftTouch.code);
    await startByApi(api, token, 'ipulse', DEMO.ipulse.code);
    const context = await browser.newContext({ baseURL, viewport, isMobile: size === 'phone' });
    const page = await context.newPage();
    await page.addInitScript(
      ([keys, value]) => {
        for (const key of keys) window.localStorage.setItem(key, value);
      },
      [[LOCALE_STORAGE_KEY, VISITOR_LOCALE_STORAGE_KEY], locale] as const,
    );
    await signInWithToken(page, token);
    const name = (what: string) => `${what}-${locale}-${size}`;

    // The discovery process: its welcome, then part 1's welcome (the title band) and section 1.
    await page.goto(`/discovery-process/${DEMO.dp.code}`);
    await page.getByRole('button', { name: text(locale, 'surveys', 'welcome.accept') }).click();
    await page.waitForURL(/\/discovery-process\/eq\/\d+$/);
    await shoot(page, name('dp-part-welcome'));
    const partUserId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByRole('button', { name: text(locale, 'surveys', 'dp.start_survey') }).click();
    await page.waitForURL(/\/part\/1$/);
    await page.locator('main ol, main ul').first().waitFor();
    await shoot(page, name('section-title-band'));
    // The rest of part 1 "on another device"; the reload follows the server to the tracker.
    await answerRankingByApi(api, token, 'eq', { surveyUserId: partUserId });
    await page.reload();
    await page.waitForURL(/\/completed$/);
    await shoot(page, name('dp-tracker'));

    await page.goto('/');
    await page.locator('article').first().waitFor();
    await shoot(page, name('dashboard'));
    await context.close();
  }
}
await api.dispose();
await browser.close();
console.log(`screenshots in ${out}`);
