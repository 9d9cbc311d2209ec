import { expect, type Page, test } from '@playwright/test';
import { LOCALE_STORAGE_KEY } from '@portal/shared/locales';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';

const ARABIC = /[\u0600-\u06FF]/;

/** The header's logo link and language switcher, found by role whatever the language. */
async function headerBoxes(page: Page) {
  const banner = page.getByRole('banner');
  const logo = await banner.getByRole('link').first().boundingBox();
  const switcher = await banner.getByRole('combobox').boundingBox();
  if (!logo || !switcher) throw new Error('The header has no logo link or language switcher');
  return { logo, switcher };
}

test('Arabic mirrors the page and English restores it', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en-GB');
  await expect(html).toHaveAttribute('dir', 'ltr');
  const signInTab = page.getByRole('tab').nth(1);
  await expect(signInTab).toHaveText('Sign in');
  let boxes = await headerBoxes(page);
  expect(boxes.logo.x).toBeLessThan(boxes.switcher.x);

  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  // The translations may still be growing: the tab is in Arabic, whatever the exact words.
  await expect(signInTab).not.toHaveText('Sign in');
  await expect(signInTab).toHaveText(ARABIC);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARABIC);
  // Mirrored: the logo is now on the right of the language switcher.
  boxes = await headerBoxes(page);
  expect(boxes.logo.x).toBeGreaterThan(boxes.switcher.x);
  await expectNoSeriousA11yViolations(page);

  // Kept in browser storage (platform spec §1: user_locale) across a reload.
  expect(await page.evaluate((key) => window.localStorage.getItem(key), LOCALE_STORAGE_KEY)).toBe(
    'ar',
  );
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(signInTab).toHaveText(ARABIC);

  await page.getByRole('banner').getByRole('combobox').selectOption('en_GB');
  await expect(html).toHaveAttribute('lang', 'en-GB');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(signInTab).toHaveText('Sign in');
  boxes = await headerBoxes(page);
  expect(boxes.logo.x).toBeLessThan(boxes.switcher.x);
});
