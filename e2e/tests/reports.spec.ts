import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { LOCALE_STORAGE_KEY } from '@portal/shared/locales';
import { registerByApi, signInWithToken } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { acceptOnWelcome, answerRankingByApi, DEMO, startByApi, text } from '../support/surveys.ts';

/*
 * The Soft Touch report (platform spec §2 "Dashboard": a completed 'E.Q. Soft Touch Report' card
 * downloads a PDF behind 'Processing your request, please wait...'; §7 GET reports/download/{id}
 * saved as soft_touch_report.pdf; §5 the file must be a PDF), in English and in Arabic.
 */

const require = createRequire(import.meta.url);

/** The report's heading 'How to read this report' in a locale (the PDF's own words). */
function aboutHeading(locale: string): string {
  const reports = require(`@portal/shared/locales/${locale}/reports.json`) as {
    soft_touch: { about_heading: string };
  };
  return reports.soft_touch.about_heading;
}

/** pdftotext (poppler-utils) where installed: the journeys then read the PDF's words. */
function pdfText(file: string): string | null {
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Sets the account's profile language (PUT /api/user/{id}, the account page's call). */
async function setProfileLocale(
  request: APIRequestContext,
  token: string,
  locale: string,
): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const me = await request.get('/api/me', { headers });
  expect(me.ok()).toBe(true);
  const user = (await me.json()) as Record<string, unknown>;
  const res = await request.put(`/api/user/${user.id}`, {
    headers,
    data: {
      updateUserDataForm: {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        gender: user.gender,
        dob: `${user.dob}T00:00:00.000Z`,
        dobIsAccurate: user.dobIsAccurate,
        nationality: user.nationality,
        industry: user.industry,
        phone: user.phone,
        locale,
      },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

for (const locale of ['en_GB', 'ar'] as const) {
  test(`a completed Soft Touch card downloads the PDF report (${locale})`, async ({
    page,
    request,
  }) => {
    const d = (key: string) => text(locale, 'dashboard', key);
    const account = await registerByApi(request, `report-${locale}`, {
      firstName: 'Sofia',
      lastName: 'Touchstone',
    });
    // The report is written in the person's own language (their profile's locale).
    const token =
      locale === 'en_GB' ? account.token : await setProfileLocale(request, account.token, locale);

    // The Soft Touch E.Q., completed "on another device" (every section through the API).
    const taking = await startByApi(request, token, 'eq', DEMO.eqSoftTouch.code);
    expect(await answerRankingByApi(request, token, 'eq', taking)).toBe(3);

    if (locale !== 'en_GB') {
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        LOCALE_STORAGE_KEY,
        locale,
      ] as const);
    }
    await signInWithToken(page, token);
    await page.goto('/');
    if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: d('title') })).toBeVisible();

    // Completed cards show with the toggle; the Soft Touch card's title is the download button.
    await page.getByRole('switch', { name: d('controls.show_completed') }).check();
    const card = page
      .getByRole('region', { name: d('cards_label') })
      .getByRole('article')
      .filter({ hasText: DEMO.eqSoftTouch.title });
    await expect(card).toHaveCount(1);
    const download = card.getByRole('button', { name: DEMO.eqSoftTouch.title });
    await expect(download).toHaveAccessibleDescription(d('card.download_report'));
    await expectNoSeriousA11yViolations(page);

    // The blocking message may only flash: the download is what is awaited.
    const downloaded = page.waitForEvent('download');
    await download.click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toBe('soft_touch_report.pdf');
    await expect(page.getByRole('dialog', { name: d('report.processing') })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);

    const path = await file.path();
    const bytes = fs.readFileSync(path);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(10 * 1024);
    const words = pdfText(path);
    if (words !== null) {
      // The Latin name and the survey's title in either language; the report's own words in the
      // person's language.
      expect(words).toContain('Sofia Touchstone');
      expect(words).toContain(DEMO.eqSoftTouch.title);
      expect(words).toContain(aboutHeading(locale));
    }
  });
}

test('the completion page of a Soft Touch survey offers its report (issue 9)', async ({
  page,
  request,
}) => {
  const s = (key: string) => text('en_GB', 'surveys', key);
  const d = (key: string) => text('en_GB', 'dashboard', key);
  const account = await registerByApi(request, 'report-complete');
  await signInWithToken(page, account.token);

  // Begun in the page (Accept), the sections answered through the API: the ranking itself is the
  // questionnaire journeys' subject. Back on the page, the survey is over and the page ends it.
  await acceptOnWelcome(page, 'eq', DEMO.eqSoftTouch.code, DEMO.eqSoftTouch.title);
  await expect(page).toHaveURL(/\/eq\/\d+\/part\/1$/);
  const taking = await startByApi(request, account.token, 'eq', DEMO.eqSoftTouch.code);
  expect(await answerRankingByApi(request, account.token, 'eq', taking)).toBe(3);
  await page.reload();

  await expect(page).toHaveURL(new RegExp(`/complete\\?.*report=${taking.surveyUserId}`));
  await expect(page.getByRole('heading', { level: 1, name: DEMO.eqSoftTouch.title })).toBeVisible();
  await expect(page.getByText(s('complete.report_ready'))).toBeVisible();
  const button = page.getByRole('button', { name: s('complete.download_report') });
  await expectNoSeriousA11yViolations(page);

  const downloaded = page.waitForEvent('download');
  await button.click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toBe('soft_touch_report.pdf');
  await expect(page.getByRole('dialog', { name: d('report.processing') })).toHaveCount(0);
  const bytes = fs.readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The dashboard shows the completed report to someone who has nothing else, with its action.
  await page.getByRole('link', { name: s('complete.dashboard') }).click();
  const card = page
    .getByRole('region', { name: d('cards_label') })
    .getByRole('article')
    .filter({ hasText: DEMO.eqSoftTouch.title });
  await expect(card).toHaveCount(1);
  await expect(page.getByRole('switch', { name: d('controls.show_completed') })).toBeChecked();
  await expect(card.getByText(d('card.download_report'))).toBeVisible();
});
