import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { LOCALE_BCP47, LOCALE_STORAGE_KEY } from '@portal/shared/locales';
import { signInWithToken, storedToken, uniqueEmail, userMenu } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import type { SentMail } from '../support/mail.ts';
import { bandHeading } from '../support/surveys.ts';
import {
  DEMO_MANAGER,
  DEMO_TS_TITLE,
  demoSurvey,
  invitationPath,
  type Person,
  rateeCard,
  scoreThumb,
  setUpRateeByApi,
  signInByApi,
  waitForMails,
  words,
} from '../support/team-survey.ts';

/*
 * 360 appraisal, part 1 (issue 11; team-survey spec §2, §4, §5): the demo manager names a new
 * ratee and three new raters by email (accounts that wait for their owners, and invitation
 * mails), adds skills and publishes; an invited rater follows the mail's one-time link, chooses a
 * password, lands on the 360 dashboard and rates every skill (the slider on a desktop, the select
 * on a phone); the manager gives an everyday and an overall rating. In English through the pages,
 * and in Arabic with the set-up through the API.
 */

const PASSWORD = 'Invited-secret-2026';

/** A new person with an address and a name no other test has used. */
function newPerson(label: string, name: string): Person {
  return { email: uniqueEmail(label), fullName: `${name} ${randomUUID().slice(0, 4)}` };
}

/** A browser of the invited person's own (nothing of the manager's), at a size. */
async function ownBrowser(
  browser: Browser,
  options: { phone?: boolean; locale?: 'ar' } = {},
): Promise<Page> {
  const context = await browser.newContext(
    options.phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 900 } },
  );
  if (options.locale) {
    await context.addInitScript(([key, locale]) => window.localStorage.setItem(key, locale), [
      LOCALE_STORAGE_KEY,
      options.locale,
    ] as const);
  }
  return context.newPage();
}

/** Sets a slider by a click on its track, at a share of its length from the left. */
async function clickTrack(page: Page, share: number): Promise<void> {
  const track = page.getByRole('main').locator('.mantine-Slider-track');
  const box = await track.boundingBox();
  if (!box) throw new Error('The slider track is not on screen');
  await page.mouse.click(box.x + box.width * share, box.y + box.height / 2);
}

/** A skill's row on the rater's ratee page. */
function skillRow(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('listitem').filter({ hasText: name });
}

/** The mail to an address whose subject is the given one. */
function mailWithSubject(mails: SentMail[], subject: string): SentMail {
  const found = mails.find((m) => m.subject === subject);
  if (!found)
    throw new Error(`No "${subject}" among ${JSON.stringify(mails.map((m) => m.subject))}`);
  return found;
}

test('in English: set-up by email, an invited rater opens their account from the mail and rates with the slider, the manager rates', async ({
  page,
  browser,
  request,
}) => {
  const en = (key: string, values?: Record<string, string | number>) =>
    words('en_GB', 'team-survey', key, values);
  const accounts = (key: string, values?: Record<string, string | number>) =>
    words('en_GB', 'accounts', key, values);
  const managerToken = await signInByApi(request, DEMO_MANAGER.email, DEMO_MANAGER.password);
  const { tsSurveyId } = await demoSurvey(request, managerToken);
  const ratee = newPerson('ts-ratee', 'Rosa Ratee');
  const raters = [
    newPerson('ts-rater', 'Rita Rater'),
    newPerson('ts-rater', 'Ravi Rater'),
    newPerson('ts-rater', 'Rhea Rater'),
  ];
  const invited = raters[0]!;

  // The manager's dashboard: a new ratee by email and name.
  await signInWithToken(page, managerToken);
  await page.goto(`/360/${tsSurveyId}/dashboard`);
  await expect(bandHeading(page)).toHaveText(en('board.title', { title: DEMO_TS_TITLE.en_GB }));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: en('board.add_ratee') }).click();
  const rateeModal = page.getByRole('dialog', { name: en('modals.new_ratee_title') });
  await rateeModal.getByLabel(en('modals.email')).fill(ratee.email);
  await rateeModal.getByLabel(en('modals.full_name')).fill(ratee.fullName);
  await rateeModal.getByRole('button', { name: en('modals.add') }).click();
  await expect(rateeModal).toBeHidden();
  const card = rateeCard(page, ratee.fullName);
  await expect(card).toContainText(en('card.not_live'));

  // Its set-up page: three support team members by email, then two skills.
  await card.getByRole('link', { name: en('card.set_up') }).click();
  await expect(page).toHaveURL(new RegExp(`/360/${tsSurveyId}/manager/\\d+$`));
  const rateeId = Number(page.url().split('/').pop());
  await expect(bandHeading(page)).toHaveText(ratee.fullName);
  const ratersTable = page.getByRole('table', { name: en('setup.raters_caption') });
  for (const [index, rater] of raters.entries()) {
    await page.getByRole('button', { name: en('setup.add_rater') }).click();
    const modal = page.getByRole('dialog', { name: en('modals.new_rater_title') });
    await modal.getByLabel(en('modals.email')).fill(rater.email);
    await modal.getByLabel(en('modals.full_name')).fill(rater.fullName);
    if (index === 0) await expectNoSeriousA11yViolations(page);
    await modal.getByRole('button', { name: en('modals.add') }).click();
    await expect(modal).toBeHidden();
    await expect(ratersTable.getByRole('row', { name: new RegExp(rater.email) })).toBeVisible();
  }
  await page.getByRole('tab', { name: en('setup.tab_skills') }).click();
  const skills: string[] = [];
  for (const category of ['categories.c1', 'categories.c2'] as const) {
    await page.getByRole('button', { name: en('setup.add_skill') }).click();
    const modal = page.getByRole('dialog', { name: en('modals.skill_title') });
    await modal
      .getByRole('combobox', { name: en('modals.category') })
      .selectOption({ label: en(category) });
    const skill = modal.getByRole('combobox', { name: en('modals.skill') });
    await expect(skill).toBeEnabled();
    await skill.selectOption({ index: 1 });
    const name = (await skill.locator('option:checked').textContent())?.trim() ?? '';
    skills.push(name);
    await modal.getByRole('button', { name: en('modals.add') }).click();
    await expect(modal).toBeHidden();
    await expect(
      page.getByRole('table', { name: en(category) }).getByRole('cell', { name, exact: true }),
    ).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  // Publish: the support team is told a review waits.
  await rateeCard(page, ratee.fullName)
    .getByRole('button', { name: en('card.publish') })
    .click();
  const publish = page.getByRole('dialog', { name: en('modals.publish_title') });
  await publish.getByRole('button', { name: en('card.publish') }).click();
  await expect(publish).toBeHidden();
  await expect(rateeCard(page, ratee.fullName)).toContainText(en('card.live'));

  // The invited rater's mails: the invitation, then the review waiting.
  const mails = await waitForMails(invited.email, 2);
  const invitation = mailWithSubject(
    mails,
    words('en_GB', 'mail', 'ts_invitation_subject', { survey: DEMO_TS_TITLE.en_GB }),
  );
  mailWithSubject(mails, words('en_GB', 'mail', 'ts_review_subject', { ratee: ratee.fullName }));
  const link = invitationPath(invitation);
  const linkToken = link.split('/').pop() ?? '';
  // The ratee is invited too.
  expect((await waitForMails(ratee.email, 1))[0]?.text).toMatch(/\/invitation\/[\w-]{43}/);

  // A password the server refuses answers per field, as the reset does, and spends nothing.
  const weak = await request.post('/api/public/invitation/', {
    data: { token: linkToken, passwordResetForm: { newPassword: 'short', confirmPassword: 'x' } },
  });
  expect(weak.status()).toBe(400);
  expect(Object.keys(((await weak.json()) as { errors: object }).errors).sort()).toEqual([
    'confirmPassword',
    'newPassword',
  ]);

  // On their own computer, the rater follows the link and chooses a password.
  const rater = await ownBrowser(browser);
  await rater.goto(link);
  await expect(bandHeading(rater)).toHaveText(accounts('invitation.title'));
  await expect(rater.getByText(accounts('invitation.intro'))).toBeVisible();
  await expectNoSeriousA11yViolations(rater);
  // The passwords checked as on the reset page, then chosen.
  const form = rater.getByRole('form', { name: accounts('invitation.form') });
  const confirm = form.getByRole('textbox', {
    name: accounts('fields.confirm_password'),
    exact: true,
  });
  await form
    .getByRole('textbox', { name: accounts('fields.new_password'), exact: true })
    .fill(PASSWORD);
  await confirm.fill(`${PASSWORD}!`);
  await form.getByRole('button', { name: accounts('invitation.submit') }).click();
  await expect(confirm).toHaveAccessibleDescription(
    words('en_GB', 'validation', 'passwords_must_match'),
  );
  await confirm.fill(PASSWORD);
  await form.getByRole('button', { name: accounts('invitation.submit') }).click();

  // Signed in, on the 360 dashboard; the link's token is in no address, storage or history.
  await expect(rater).toHaveURL(new RegExp(`/360/${tsSurveyId}/dashboard$`));
  await expect(userMenu(rater, invited.fullName)).toBeVisible();
  const session = await storedToken(rater);
  expect(session).toBeTruthy();
  expect(session).not.toBe(linkToken);
  const stored = await rater.evaluate(() =>
    JSON.stringify({ ...window.localStorage, ...window.sessionStorage }),
  );
  expect(stored).not.toContain(linkToken);
  await rater.goBack();
  expect(rater.url()).not.toContain('/invitation/');
  await rater.goForward();
  await expect(rater).toHaveURL(new RegExp(`/360/${tsSurveyId}/dashboard$`));

  // The link works once: opened again (signed in as themselves), it is refused.
  await rater.goto(link);
  await expect(
    rater.getByText(accounts('invitation.signed_in_as', { name: invited.fullName })),
  ).toBeVisible();
  const again = rater.getByRole('form', { name: accounts('invitation.form') });
  await again
    .getByRole('textbox', { name: accounts('fields.new_password'), exact: true })
    .fill('Another-secret-2026');
  await again
    .getByRole('textbox', { name: accounts('fields.confirm_password'), exact: true })
    .fill('Another-secret-2026');
  await again.getByRole('button', { name: accounts('invitation.submit') }).click();
  await expect(rater.getByRole('alert')).toHaveText(words('en_GB', 'errors', 'invitation_invalid'));
  await expect(rater.getByRole('link', { name: accounts('invitation.new_link') })).toHaveAttribute(
    'href',
    '/request-reset-password',
  );
  await expect(userMenu(rater, invited.fullName)).toBeVisible();

  // The dashboard: the ratee to review; every skill rated with the slider.
  await rater.goto(`/360/${tsSurveyId}/dashboard`);
  const toReview = rateeCard(rater, ratee.fullName);
  await expect(toReview).toBeVisible();
  await expectNoSeriousA11yViolations(rater);
  await toReview.getByRole('link', { name: en('card.review_now') }).click();
  await expect(rater).toHaveURL(new RegExp(`/360/${tsSurveyId}/user/${rateeId}$`));
  await expect(bandHeading(rater)).toHaveText(ratee.fullName);
  await expectNoSeriousA11yViolations(rater);

  const given = [
    { score: 70, level: 'levels.l4', comment: 'Listens first, then decides; keeps us informed.' },
    { score: 90, level: 'levels.l5', comment: 'Always has the numbers ready and explains them.' },
  ];
  for (const [index, skill] of skills.entries()) {
    const rating = given[index]!;
    await skillRow(rater, skill)
      .getByRole('link', { name: en('rate.rate') })
      .click();
    await expect(bandHeading(rater)).toHaveText(skill);
    const thumb = scoreThumb(rater);
    await expect(thumb).toHaveAttribute('aria-valuenow', '10');
    if (index === 0) {
      // A click on the track, 70 % along: 7.0.
      await clickTrack(rater, 0.7);
      await expectNoSeriousA11yViolations(rater);
    } else {
      // By keyboard: eight steps of 1.0 up from the default 1.0.
      await thumb.focus();
      for (let step = 0; step < 8; step += 1) await rater.keyboard.press('ArrowRight');
    }
    await expect(thumb).toHaveAttribute('aria-valuenow', String(rating.score));
    const spoken = en('rate.score_value', {
      score: (rating.score / 10).toFixed(1),
      level: en(rating.level),
    });
    await expect(thumb).toHaveAttribute('aria-valuetext', spoken);
    await rater.getByRole('textbox', { name: en('rate.comment') }).fill(rating.comment);
    await rater.getByRole('button', { name: en('rate.submit') }).click();
    await expect(rater.getByRole('heading', { name: en('rate.your_rating') })).toBeVisible();
    await expect(rater.getByRole('main')).toContainText(spoken);
    await expect(rater.getByRole('main')).toContainText(rating.comment);
    await rater.getByRole('link', { name: en('rate.back', { name: ratee.fullName }) }).click();
    await expect(skillRow(rater, skill)).toContainText(en('rate.rated'));
  }
  await rater.context().close();

  // The manager: an everyday rating (a click on the slider) and the overall one (keyboard).
  await page.reload();
  await page.getByRole('link', { name: en('setup.everyday') }).click();
  await expect(bandHeading(page)).toHaveText(en('setup.everyday'));
  await clickTrack(page, 0.6);
  await expect(scoreThumb(page)).toHaveAttribute('aria-valuenow', '6');
  await page.getByRole('textbox', { name: en('rate.comment') }).fill('A calm, steady week.');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: en('rate.submit') }).click();
  const past = page.getByRole('region', { name: en('manager_rating.past') });
  await expect(past).toContainText(en('manager_rating.score', { score: '6.0' }));
  await expect(past).toContainText('A calm, steady week.');

  await page.getByRole('link', { name: en('rate.back', { name: ratee.fullName }) }).click();
  await page.getByRole('link', { name: en('setup.overall') }).click();
  await expect(bandHeading(page)).toHaveText(en('setup.overall'));
  await scoreThumb(page).focus();
  for (let step = 0; step < 7; step += 1) await page.keyboard.press('ArrowRight');
  await expect(scoreThumb(page)).toHaveAttribute('aria-valuenow', '8');
  await page.getByRole('textbox', { name: en('rate.comment') }).fill('A strong first year.');
  await page.getByRole('button', { name: en('rate.submit') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: en('manager_rating.overall_done') }),
  ).toBeVisible();
  await expect(past).toContainText(en('manager_rating.score', { score: '8.0' }));
});

test('in Arabic: an invited rater opens their account from the review mail and rates on a phone with the select, the manager rates', async ({
  page,
  browser,
  request,
}) => {
  const ar = (key: string, values?: Record<string, string | number>) =>
    words('ar', 'team-survey', key, values);
  const accounts = (key: string) => words('ar', 'accounts', key);
  const number = new Intl.NumberFormat(LOCALE_BCP47.ar, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const managerToken = await signInByApi(request, DEMO_MANAGER.email, DEMO_MANAGER.password);
  const place = await demoSurvey(request, managerToken);
  const ratee = newPerson('ts-ratee-ar', 'Samira Haddad');
  const raters = [
    newPerson('ts-rater-ar', 'Karim Nasser'),
    newPerson('ts-rater-ar', 'Layla Aziz'),
    newPerson('ts-rater-ar', 'Yusuf Saleh'),
  ];
  const invited = raters[1]!;

  // The set-up the English journey does in the pages, through the API in Arabic; then publish.
  const { rateeId, skills } = await setUpRateeByApi(request, managerToken, place, {
    ratee,
    raters,
    skillsPerCategory: 1,
    locale: 'ar',
  });
  const published = await request.put(`/api/ts/${place.managerId}/ratees/${rateeId}/publish/`, {
    headers: { authorization: `Bearer ${managerToken}`, 'accept-language': 'ar' },
    data: {},
  });
  expect(published.status(), await published.text()).toBe(200);

  // The review mail, in the language the manager named them in, carries a fresh invitation.
  const mails = await waitForMails(invited.email, 2);
  const review = mailWithSubject(
    mails,
    words('ar', 'mail', 'ts_review_subject', { ratee: ratee.fullName }),
  );
  const link = invitationPath(review);

  // On a phone, in Arabic: the invitation page, right to left.
  const rater = await ownBrowser(browser, { phone: true, locale: 'ar' });
  await rater.goto(link);
  const html = rater.locator('html');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(bandHeading(rater)).toHaveText(accounts('invitation.title'));
  await expectNoSeriousA11yViolations(rater);
  const form = rater.getByRole('form', { name: accounts('invitation.form') });
  await form
    .getByRole('textbox', { name: accounts('fields.new_password'), exact: true })
    .fill(PASSWORD);
  await form
    .getByRole('textbox', { name: accounts('fields.confirm_password'), exact: true })
    .fill(PASSWORD);
  await form.getByRole('button', { name: accounts('invitation.submit') }).click();

  await expect(rater).toHaveURL(new RegExp(`/360/${place.tsSurveyId}/dashboard$`));
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(bandHeading(rater)).toHaveText(ar('board.title', { title: DEMO_TS_TITLE.ar }));
  expect(await storedToken(rater)).toBeTruthy();
  const toReview = rateeCard(rater, ratee.fullName);
  await toReview.getByRole('link', { name: ar('card.review_now') }).click();
  await expect(bandHeading(rater)).toHaveText(ratee.fullName);
  await expectNoSeriousA11yViolations(rater);

  // Every skill with the phone's 0-10 select.
  for (const [index, skill] of skills.entries()) {
    const score = [6, 8, 10][index] ?? 5;
    const level = ar(`levels.l${Math.min(5, Math.floor(score / 2) + 1)}`);
    await skillRow(rater, skill)
      .getByRole('link', { name: ar('rate.rate') })
      .click();
    await expect(bandHeading(rater)).toHaveText(skill);
    await expect(scoreThumb(rater)).toHaveCount(0);
    const select = rater.getByRole('combobox', { name: ar('rate.score') });
    await select.selectOption(String(score));
    await rater
      .getByRole('textbox', { name: ar('rate.comment') })
      .fill('يستمع جيدًا ويشرح قراراته.');
    if (index === 0) await expectNoSeriousA11yViolations(rater);
    await rater.getByRole('button', { name: ar('rate.submit') }).click();
    await expect(rater.getByRole('main')).toContainText(
      ar('rate.score_value', { score: number.format(score), level }),
    );
    await rater.getByRole('link', { name: ar('rate.back', { name: ratee.fullName }) }).click();
    await expect(skillRow(rater, skill)).toContainText(ar('rate.rated'));
  }
  await rater.context().close();

  // The manager, in Arabic on a desktop: the slider runs right to left (the left arrow raises).
  await page.addInitScript(([key]) => window.localStorage.setItem(key, 'ar'), [
    LOCALE_STORAGE_KEY,
  ] as const);
  await signInWithToken(page, managerToken);
  await page.goto(`/360/${place.tsSurveyId}/manager/${rateeId}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(rateeCard(page, ratee.fullName)).toContainText(ar('card.live'));
  await page.getByRole('link', { name: ar('setup.everyday') }).click();
  await expect(bandHeading(page)).toHaveText(ar('setup.everyday'));
  const thumb = scoreThumb(page);
  await thumb.focus();
  for (let step = 0; step < 6; step += 1) await page.keyboard.press('ArrowLeft');
  await expect(thumb).toHaveAttribute('aria-valuenow', '7');
  await page.getByRole('textbox', { name: ar('rate.comment') }).fill('أسبوع هادئ ومنظّم.');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: ar('rate.submit') }).click();
  const past = page.getByRole('region', { name: ar('manager_rating.past') });
  await expect(past).toContainText(ar('manager_rating.score', { score: number.format(7) }));

  await page.getByRole('link', { name: ar('rate.back', { name: ratee.fullName }) }).click();
  await page.getByRole('link', { name: ar('setup.overall') }).click();
  await expect(bandHeading(page)).toHaveText(ar('setup.overall'));
  await scoreThumb(page).focus();
  await page.keyboard.press('End');
  await expect(scoreThumb(page)).toHaveAttribute('aria-valuenow', '10');
  await page.getByRole('textbox', { name: ar('rate.comment') }).fill('سنة أولى قوية.');
  await page.getByRole('button', { name: ar('rate.submit') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: ar('manager_rating.overall_done') }),
  ).toBeVisible();
  await expect(past).toContainText(ar('manager_rating.score', { score: number.format(10) }));
});
