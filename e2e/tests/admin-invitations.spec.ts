import { expect, type Page, test } from '@playwright/test';
import { LOCALE_STORAGE_KEY } from '@portal/shared/locales';
import { signInWithToken, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { bandHeading, DEMO } from '../support/surveys.ts';
import { invitationPath, signInByApi, waitForMails, words } from '../support/team-survey.ts';

/*
 * The console's Invitations (issue 13, decision 029): the demo administrator pastes two new
 * addresses (and one that is not an address, shown before sending) for a demo survey; the job
 * queue mails each a one-time link; one person follows it, chooses a password and lands on the
 * survey's welcome page; the console then counts two sent and one opened. Then in Arabic on a phone.
 */
const ADMIN = { email: 'admin@demo.example', password: 'Admin-demo-2026' };
const PASSWORD = 'Invited-secret-2026';
const SURVEY = DEMO.behaviours;

const en = (key: string, vars?: Record<string, string | number>) =>
  words('en_GB', 'admin', key, vars);
const accounts = (key: string) => words('en_GB', 'accounts', key);

/** The count on the card labelled `label` (sent, opened...). */
const countCard = (page: Page, locale: string, label: string) =>
  page
    .getByRole('list', { name: words(locale, 'admin', 'invitations.counts') })
    .getByRole('listitem')
    .filter({ hasText: words(locale, 'admin', label) });

test('the administrator invites a pasted list; one person follows the mail and the console counts it', async ({
  page,
  browser,
  request,
}) => {
  const first = uniqueEmail('invite-a');
  const second = uniqueEmail('invite-b');
  await signInWithToken(page, await signInByApi(request, ADMIN.email, ADMIN.password));
  await page.goto('/admin/invitations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('nav.invitations'));

  // The survey, found by its title.
  const select = page.getByRole('combobox', { name: en('invitations.target') });
  await select.fill('Behaviours');
  await page.getByRole('option', { name: new RegExp(SURVEY.title) }).click();
  await expect(page).toHaveURL(/target=survey%3A\d+|target=survey:\d+/);
  // The demo survey may have been invited to before: this test counts its own two.
  const countOf = async (label: string) =>
    Number(
      (await countCard(page, 'en_GB', label).innerText())
        .replace(/\D+/g, ' ')
        .trim()
        .split(' ')
        .pop(),
    );
  await expect(
    page.getByRole('list', { name: words('en_GB', 'admin', 'invitations.counts') }),
  ).not.toHaveAttribute('aria-busy', 'true');
  await expect(countCard(page, 'en_GB', 'invitations.states.sent')).toContainText(/\d/);
  const sentBefore = await countOf('invitations.states.sent');
  const openedBefore = await countOf('invitations.states.opened');

  // Pasted: two addresses and a slip, which is shown and not sent.
  const emails = page.getByRole('textbox', { name: en('invitations.emails') });
  await emails.fill(`${first.toUpperCase()}\n${second}; not-an-address`);
  await expect(page.getByText(en('invitations.invalid_title'))).toBeVisible();
  await expect(page.getByText('not-an-address', { exact: true })).toBeVisible();
  await expect(page.getByText(en('invitations.ready', { count: 2 }))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: en('invitations.send', { count: 2 }) }).click();
  await expect(page.getByText(en('invitations.sent_count', { count: 2 }))).toBeVisible();
  await expect(page.getByText(en('invitations.new_people', { count: 2 }))).toBeVisible();

  // The mails, sent by the job queue; the first person follows theirs in a browser of their own.
  const [mail] = await waitForMails(first, 1);
  await waitForMails(second, 1);
  expect(mail?.subject).toBe(
    words('en_GB', 'mail', 'admin_invitation_subject', { target: SURVEY.title }),
  );
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(invitationPath(mail!));
  await expect(bandHeading(guest)).toHaveText(accounts('invitation.title'));
  const form = guest.getByRole('form', { name: accounts('invitation.form') });
  await form
    .getByRole('textbox', { name: accounts('fields.new_password'), exact: true })
    .fill(PASSWORD);
  await form
    .getByRole('textbox', { name: accounts('fields.confirm_password'), exact: true })
    .fill(PASSWORD);
  await form.getByRole('button', { name: accounts('invitation.submit') }).click();
  // Signed in, on the survey's welcome page.
  await expect(guest).toHaveURL(new RegExp(`/behaviours/${SURVEY.code}$`));
  await expect(bandHeading(guest)).toHaveText(SURVEY.title);
  await guest.context().close();

  // The console: two sent, one opened; the people table says who.
  await page.reload();
  await expect.poll(() => countOf('invitations.states.sent')).toBe(sentBefore + 2);
  await expect.poll(() => countOf('invitations.states.opened')).toBe(openedBefore + 1);
  const table = page.getByRole('table', { name: en('invitations.people') });
  await expect(table.getByRole('row').filter({ hasText: first })).toContainText(
    en('invitations.states.opened'),
  );
  await expect(table.getByRole('row').filter({ hasText: second })).toContainText(
    en('invitations.states.sent'),
  );
  await expectNoSeriousA11yViolations(page);
});

test('in Arabic on a phone, the invitations read right to left', async ({ browser, request }) => {
  const token = await signInByApi(request, ADMIN.email, ADMIN.password);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((key) => window.localStorage.setItem(key, 'ar'), LOCALE_STORAGE_KEY);
  const page = await context.newPage();
  await signInWithToken(page, token);
  await page.goto('/admin/invitations');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    words('ar', 'admin', 'nav.invitations'),
  );
  await page.getByRole('combobox', { name: words('ar', 'admin', 'invitations.target') }).click();
  // The demo survey's title is Arabic here; its product names it.
  await page
    .getByRole('option', { name: /\(behaviours\)/ })
    .first()
    .click();
  await expect(countCard(page, 'ar', 'invitations.states.sent')).toBeVisible();
  await page
    .getByRole('textbox', { name: words('ar', 'admin', 'invitations.emails') })
    .fill('ليس-عنوانًا');
  await expect(page.getByText(words('ar', 'admin', 'invitations.invalid_title'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
