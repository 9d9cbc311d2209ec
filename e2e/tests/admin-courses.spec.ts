import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { LOCALE_STORAGE_KEY } from '@portal/shared/locales';
import { signInWithToken } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { DEMO_COURSE, DEMO_COURSE_CODE } from '../support/icoach.ts';
import { text } from '../support/surveys.ts';
import { signInByApi } from '../support/team-survey.ts';

/*
 * The console's iCoach courses and questionnaire content (issue 13): the demo administrator
 * finds the demo course, unpublishes and republishes it through the confirmation, hides and
 * shows the demo learner's reflection, sees its learners; then reads a questionnaire's
 * statements in Arabic. The last test does the same pages in Arabic on a phone.
 */
const ADMIN = { email: 'admin@demo.example', password: 'Admin-demo-2026' };
/** One of the demo learner's reflections (icoach-courses.seed.ts DEMO_REFLECTIONS). */
const REFLECTION = 'pause-and-paraphrase';

const say = (key: string, values?: Record<string, string | number>) =>
  text('en_GB', 'admin', key, values);

async function adminApi(request: APIRequestContext) {
  const token = await signInByApi(request, ADMIN.email, ADMIN.password);
  return { token, headers: { authorization: `Bearer ${token}` } };
}

/** The demo course's id, from the console's own list. */
async function demoCourseId(request: APIRequestContext): Promise<number> {
  const { headers } = await adminApi(request);
  const res = await request.get(`/api/admin/courses?q=${DEMO_COURSE_CODE}`, { headers });
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { items: { id: number }[] };
  return body.items[0]!.id;
}

// Whatever happens in a test, the demo course ends published: the other journeys take it.
test.afterAll(async ({ request }) => {
  const { headers } = await adminApi(request);
  await request.put(`/api/admin/courses/${await demoCourseId(request)}/publication`, {
    headers,
    data: { published: true },
  });
});

/** A one-skill course file under a new access code (docs/icoach-course-file.md). */
function smallCourse() {
  const accessCode = `E2eCourse${Date.now()}`.padEnd(50, '0');
  const en = (text: string) => ({ en_GB: text });
  return {
    accessCode,
    title: en('Journey course'),
    welcomeMessage: en('<p>Welcome</p>'),
    skills: [
      {
        key: 'listening',
        category: 1,
        name: en('Listening'),
        steps: [{ title: en('Why listen'), content: en('<p>Listen</p>') }],
      },
    ],
  };
}

/** A values questionnaire of one section and two statements (decision 030). */
function smallQuestionnaire(key: string) {
  const en = (text: string) => ({ en_GB: text });
  return {
    key,
    product: 'values',
    dimensions: [
      { key: 'care', name: en('Care'), description: en('Looking after others') },
      { key: 'drive', name: en('Drive'), description: en('Getting things done') },
    ],
    sections: [
      {
        title: en('At work'),
        instructions: en('Rank the statements'),
        statements: [
          { dimension: 'care', text: en('I help a colleague') },
          { dimension: 'drive', text: en('I finish what I start') },
        ],
      },
    ],
  };
}

async function confirm(page: Page, title: string, action: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  // Checked once it has faded in: mid-transition its words are paler than they will be.
  await expect(dialog).toHaveCSS('opacity', '1');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toBeHidden();
}

test('the administrator publishes, moderates and follows the demo course, and reads a questionnaire in Arabic', async ({
  page,
  request,
}) => {
  const { token } = await adminApi(request);
  await signInWithToken(page, token);
  const courseTitle = DEMO_COURSE.title.en_GB!;

  await page.goto('/admin/courses');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('nav.courses'));
  await page.getByRole('searchbox', { name: say('courses.search') }).fill(DEMO_COURSE_CODE);
  const table = page.getByRole('table', { name: say('nav.courses') });
  const row = table.getByRole('row').filter({ hasText: DEMO_COURSE_CODE });
  await expect(row).toHaveCount(1);
  // The search's rows (it waits for typing to pause), not the dimmed ones shown while it loads.
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(row).toContainText(say('courses.published'));
  await expectNoSeriousA11yViolations(page);

  // Import: a file with a wrong code is refused with the place named; a good one is created.
  const picker = page.locator('input[type="file"]');
  const upload = (name: string, file: unknown) =>
    picker.setInputFiles({
      name,
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
  await upload('broken.json', { ...smallCourse(), accessCode: 'short' });
  await expect(page.getByText(say('courses.file.errors_title'))).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'accessCode' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await upload('course.json', smallCourse());
  await expect(page.getByRole('status')).toContainText(
    say('courses.file.created', { skills: 1, steps: 1 }),
  );

  await row.getByRole('link', { name: courseTitle }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(courseTitle);
  await expectNoSeriousA11yViolations(page);

  // Unpublish, then publish again, each through its confirmation.
  await page.getByRole('button', { name: say('courses.unpublish') }).click();
  await confirm(page, say('courses.unpublish_title'), say('courses.unpublish'));
  await expect(page.getByText(say('courses.unpublished'), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: say('courses.publish'), exact: true }).click();
  await confirm(page, say('courses.publish_title'), say('courses.publish'));
  await expect(page.getByText(say('courses.published'), { exact: true })).toBeVisible();

  // The demo learner is among the learners, with their steps done.
  const learners = page.getByRole('table', { name: say('courses.learners.title') });
  const layla = learners.getByRole('row').filter({ hasText: 'Layla Learner' });
  await expect(layla).toHaveCount(1);
  await expect(layla.getByRole('progressbar')).toBeVisible();

  // Hide the learner's reflection (confirmed), then show it again.
  const comments = page.getByRole('table', { name: say('courses.comments.title') });
  await page.getByRole('searchbox', { name: say('courses.comments.search') }).fill(REFLECTION);
  const comment = comments.getByRole('row').filter({ hasText: REFLECTION });
  // Only the searched comment (a header row and its own), and not dimmed while loading.
  await expect(comments.getByRole('row')).toHaveCount(2);
  await expect(comments).toHaveAttribute('aria-busy', 'false');
  await expect(comment).toHaveCount(1);
  await comment
    .getByRole('button', { name: say('courses.comments.hide_for', { name: 'Layla Learner' }) })
    .click();
  await confirm(page, say('courses.comments.hide_title'), say('courses.comments.hide'));
  await expect(comment).toContainText(say('courses.comments.hidden'));
  await comment
    .getByRole('button', { name: say('courses.comments.show_for', { name: 'Layla Learner' }) })
    .click();
  await expect(comment).toContainText(say('courses.comments.shown'));
  await expectNoSeriousA11yViolations(page);

  // Questionnaires, under Surveys: the E.Q. questionnaire's statements in Arabic.
  await page.goto('/admin/surveys/questionnaires');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('questionnaires.title'));
  const questionnaires = page.getByRole('table', { name: say('questionnaires.title') });
  await expect(questionnaires.getByRole('link', { name: 'eq-core' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // A new questionnaire from its file (decision 030): said created, with its size.
  const key = `journey-${Date.now()}`;
  await page.locator('input[type="file"]').setInputFiles({
    name: `${key}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(smallQuestionnaire(key))),
  });
  await expect(page.getByRole('status')).toContainText(
    say('questionnaires.file.created', { key, sections: 1, statements: 2 }),
  );
  await questionnaires.getByRole('link', { name: 'eq-core' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('eq-core');
  await page.getByRole('combobox', { name: say('questionnaires.language') }).click();
  // The picker's own list (the header's language menu has the same names).
  await page.locator('[role="listbox"]').getByRole('option', { name: 'العربية' }).click();
  const firstSection = page
    .getByRole('region')
    .filter({ hasText: say('questionnaires.section', { number: 1 }) })
    .first();
  await expect(firstSection.locator('[lang="ar"][dir="rtl"]').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('in Arabic on a phone, the courses and a questionnaire read right to left', async ({
  browser,
  request,
}) => {
  const { token } = await adminApi(request);
  const courseId = await demoCourseId(request);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((key) => window.localStorage.setItem(key, 'ar'), LOCALE_STORAGE_KEY);
  const page = await context.newPage();
  await signInWithToken(page, token);
  const ar = (key: string, values?: Record<string, string | number>) =>
    text('ar', 'admin', key, values);

  await page.goto('/admin/courses');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar('nav.courses'));
  await expect(page.getByRole('button', { name: ar('courses.file.button') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/admin/courses/${courseId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_COURSE.title.ar!);
  await expect(page.getByRole('button', { name: ar('courses.unpublish') })).toBeVisible();
  await expect(page.getByRole('heading', { name: ar('courses.comments.title') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/admin/surveys/questionnaires');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar('questionnaires.title'));
  await page.getByRole('link', { name: 'eq-core' }).click();
  await expect(page.getByText(ar('questionnaires.section', { number: 1 }))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
