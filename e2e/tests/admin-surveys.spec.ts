import { expect, type Page, test } from '@playwright/test';
import { LOCALE_STORAGE_KEY } from '@portal/shared/locales';
import { signInWithToken } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { signInByApi, words } from '../support/team-survey.ts';

/*
 * The console's Surveys (issue 13): the administrator creates a paid survey with a welcome
 * message, sees its sanitised preview, saves, copies the survey's link, edits a title in another
 * language, and follows a demo survey's participants; the pages once more in Arabic on a phone.
 */
const ADMIN = { email: 'admin@demo.example', password: 'Admin-demo-2026' };
const en = (key: string, vars?: Record<string, string>) => words('en_GB', 'admin', key, vars);
const ar = (key: string, vars?: Record<string, string>) => words('ar', 'admin', key, vars);

/** Set SHOTS=/some/folder to keep a picture of each page (desktop and phone). */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS)
    await page.screenshot({ path: `${process.env.SHOTS}/${name}.png`, fullPage: true });
}

const HOSTILE =
  '<h2>Welcome, team</h2><p onclick="steal()">Please answer <strong>honestly</strong>.</p>' +
  '<script>steal()</script><a href="javascript:steal()">Continue</a>' +
  '<iframe src="https://evil.example/"></iframe>';

test('the administrator creates a paid survey, previews its welcome, copies its link and edits it', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInWithToken(page, await signInByApi(request, ADMIN.email, ADMIN.password));
  const title = `Spring cohort ${Date.now()}`;

  await page.goto('/admin/surveys');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('nav.surveys'));
  await expect(
    page.getByRole('table', { name: en('nav.surveys') }).getByRole('row'),
  ).not.toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'surveys-desktop');

  await page.getByRole('link', { name: en('survey_admin.new') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('survey_admin.new'));
  await page.getByRole('textbox', { name: en('survey_admin.form.price') }).fill('49.5');
  await page
    .getByRole('textbox', { name: en('survey_admin.form.title', { language: 'English (UK)' }) })
    .fill(title);
  await page
    .getByRole('textbox', { name: en('survey_admin.form.welcome', { language: 'English (UK)' }) })
    .fill(HOSTILE);
  // The preview is the server's sanitised HTML: the text stays, the script, handler and frame go.
  const preview = page.getByTestId('welcome-preview');
  await expect(preview.getByRole('heading', { name: 'Welcome, team' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('honestly');
  await expect(preview.locator('script, iframe, [onclick]')).toHaveCount(0);
  await expect(preview.getByText('Continue')).not.toHaveAttribute('href', /javascript/);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'survey-new-desktop');
  await page.getByRole('button', { name: en('survey_admin.form.create') }).click();

  // The survey's own page: its link, counts and settings.
  await expect(page).toHaveURL(/\/admin\/surveys\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const link = page.getByRole('textbox', { name: en('survey_admin.link.label') });
  await expect(link).toHaveValue(/\/eq\/[A-Za-z0-9]{50}$/);
  const url = await link.inputValue();
  await page.getByRole('button', { name: en('survey_admin.link.copy') }).click();
  await expect(page.getByRole('button', { name: en('survey_admin.link.copied') })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(page.getByText(en('survey_admin.participants.empty'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'survey-desktop');

  // The public welcome page's info: the price in pence and the welcome made safe.
  const code = url.split('/').pop()!;
  const info = await request.get(`/api/public/eq/survey/access-code/${code}/`);
  const survey = (
    (await info.json()) as { survey: { welcomeMessage: string; paymentAmount: number } }
  ).survey;
  expect(survey.paymentAmount).toBe(4950);
  expect(survey.welcomeMessage).toContain('<strong>honestly</strong>');
  expect(survey.welcomeMessage).not.toMatch(/script|iframe|onclick|javascript/);

  // A French title, and the English one changed.
  const languages = page.getByRole('listbox', { name: en('survey_admin.form.language') });
  await page.getByRole('combobox', { name: en('survey_admin.form.language') }).click();
  await languages.getByRole('option', { name: /Français/ }).click();
  await page
    .getByRole('textbox', { name: en('survey_admin.form.title', { language: 'Français' }) })
    .fill(`Cohorte de printemps ${title.split(' ').pop()}`);
  await page.getByRole('combobox', { name: en('survey_admin.form.language') }).click();
  await languages.getByRole('option', { name: /English \(UK\)/ }).click();
  await page
    .getByRole('textbox', { name: en('survey_admin.form.title', { language: 'English (UK)' }) })
    .fill(`${title} (edited)`);
  await page.getByRole('button', { name: en('survey_admin.form.save') }).click();
  await expect(page.getByText(en('survey_admin.form.saved'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} (edited)`);
  const french = await request.get(`/api/public/eq/survey/access-code/${code}/`, {
    headers: { 'accept-language': 'fr' },
  });
  expect(((await french.json()) as { survey: { title: string } }).survey.title).toMatch(
    /^Cohorte de printemps/,
  );
});

test('a demo survey with participants shows each one’s progress', async ({ page, request }) => {
  await signInWithToken(page, await signInByApi(request, ADMIN.email, ADMIN.password));
  await page.goto('/admin/surveys?sort=participants&order=desc');
  const table = page.getByRole('table', { name: en('nav.surveys') });
  const first = table.getByRole('row').nth(1);
  await expect(first).toBeVisible();
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/surveys\/\d+/);
  const participants = page.getByRole('table', { name: en('survey_admin.participants.title') });
  await expect(participants.getByRole('row')).not.toHaveCount(1);
  // A bar at 0 % has no width to see: each is there, named by the sections done of all.
  await expect(participants.getByRole('progressbar').first()).toBeAttached();
  await expect(participants.getByRole('progressbar').first()).toHaveAccessibleName(
    /\d+ of \d+ sections/,
  );
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'survey-participants-desktop');
});

test('in Arabic on a phone, the surveys read right to left', async ({ browser, request }) => {
  const token = await signInByApi(request, ADMIN.email, ADMIN.password);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((key) => window.localStorage.setItem(key, 'ar'), LOCALE_STORAGE_KEY);
  const page = await context.newPage();
  await signInWithToken(page, token);
  await page.goto('/admin/surveys?sort=participants&order=desc');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar('nav.surveys'));
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'surveys-phone-ar');
  await page
    .getByRole('table', { name: ar('nav.surveys') })
    .getByRole('row')
    .nth(1)
    .getByRole('link')
    .click();
  await expect(
    page.getByRole('heading', { name: ar('survey_admin.participants.title') }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: ar('survey_admin.link.label') })).toHaveValue(
    /^http/,
  );
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'survey-phone-ar');
  await page.goto('/admin/surveys/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar('survey_admin.new'));
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'survey-new-phone-ar');
  await context.close();
});
