import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { outboxMails } from '../../db/schema/mail.ts';
import { tsRatees } from '../../db/schema/team-survey.ts';
import {
  bearer,
  registerUser,
  registrationForm,
  type SignedInUser,
  signIn,
} from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call } from '../../test/surveys.factory.ts';
import { makeTsSurvey, preparedRatee } from '../../test/team-survey.factory.ts';

/*
 * People named by email before they have an account (issue 11, decision 023): the account waits
 * for them, the invitation and the publish mail go through the job queue with the change that owes
 * them, and whoever holds the mailbox (or registers with the email) takes the account.
 */
let t: TestApp;
let manager: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  manager = await registerUser(t.app, { firstName: 'Maria', lastName: 'Manager' });
});
afterAll(() => t.close());

let emails = 0;
const newEmail = () => {
  emails += 1;
  return `invitee${emails}.${process.pid}@example.com`;
};

const mailsTo = (to: string) =>
  t.app.db.select().from(outboxMails).where(eq(outboxMails.to, to)).orderBy(desc(outboxMails.id));

const accountOf = async (email: string) =>
  (await t.app.db.select().from(users).where(eq(users.email, email)))[0];

const tokenIn = (text: string) => {
  const match = text.match(/http:\/\/portal\.test\/invitation\/([A-Za-z0-9_-]{43})/);
  if (!match) throw new Error(`no invitation link in: ${text}`);
  return match[1]!;
};

const accept = (token: string, password = 'Invited-pass-2026') =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/invitation/',
    payload: { token, passwordResetForm: { newPassword: password, confirmPassword: password } },
  });

async function addRater(survey: { managerTsUserId: number }, rateeId: number, email: string) {
  return call(t.app, manager, 'POST', `/ts/${survey.managerTsUserId}/${rateeId}/raters/add/`, {
    email,
    fullName: 'Rhea  Van Rater',
  });
}

describe('an account waiting for its owner', () => {
  it('is made when a manager names a new email, cannot be signed in to, and is invited once the change commits', async () => {
    await t.app.jobs.drain();
    const survey = await makeTsSurvey(t.app, manager);
    const { rateeId } = await preparedRatee(t.app, manager, survey, { raters: 0 });
    const email = newEmail();
    const added = await addRater(survey, rateeId, email.toUpperCase());
    expect(added).toMatchObject({ status: 200, body: { email, fullName: 'Rhea Van Rater' } });
    const account = await accountOf(email);
    expect(account).toMatchObject({ firstName: 'Rhea', lastName: 'Van Rater', locale: 'en_GB' });
    expect(account?.awaitingOwnerSince).toBeInstanceOf(Date);
    expect((await signIn(t.app, email, 'Rhea Van Rater')).statusCode).toBe(401);
    // Nothing is mailed before the queue runs the job; then exactly one invitation.
    expect(await mailsTo(email)).toHaveLength(0);
    expect(await t.app.jobs.drain()).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('You are invited to the 360 review Team review');
    expect(mail?.text).toContain('Maria Manager has added you to the 360 review "Team review"');
    const token = tokenIn(mail!.text);
    expect(mail?.html).toContain(`href="http://portal.test/invitation/${token}"`);

    const used = await accept(token);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ next: `/360/${survey.id}/dashboard` });
    const session = bearer(used.json().token);
    const assigned = await t.app.inject({
      method: 'GET',
      url: `/api/ts/${survey.id}/ratees/for-rater/`,
      headers: session,
    });
    expect(assigned.json()).toEqual([expect.objectContaining({ id: rateeId })]);
    expect((await accountOf(email))?.awaitingOwnerSince).toBeNull();
    expect((await signIn(t.app, email, 'Invited-pass-2026')).statusCode).toBe(200);
    // Once only; and never as a plain sign-in link.
    expect((await accept(token)).json()).toMatchObject({
      message:
        'This invitation link is not valid or has expired. Choose "Forgot password" with your email address to get a new link.',
    });
    const asSignInLink = await t.app.inject({
      method: 'POST',
      url: '/api/public/sign-in-link/',
      payload: { token },
    });
    expect(asSignInLink.statusCode).toBe(403);
  });

  it('a password that breaks the rules is refused per field and leaves the link usable', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    const { rateeId } = await preparedRatee(t.app, manager, survey, { raters: 0 });
    const email = newEmail();
    await addRater(survey, rateeId, email);
    await t.app.jobs.drain();
    const token = tokenIn((await mailsTo(email))[0]!.text);
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/public/invitation/',
      payload: { token, passwordResetForm: { newPassword: 'short', confirmPassword: 'other' } },
    });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().errors ?? {}).sort()).toEqual([
      'confirmPassword',
      'newPassword',
    ]);
    expect((await accept(token)).statusCode).toBe(200);
  });

  it('a refused change makes no account and queues no mail', async () => {
    await t.app.jobs.drain();
    const survey = await makeTsSurvey(t.app, manager);
    const { rateeId } = await preparedRatee(t.app, manager, survey, { raters: 3, publish: true });
    await t.app.jobs.drain();
    const email = newEmail();
    const refused = await addRater(survey, rateeId, email);
    expect(refused.status).toBe(400);
    expect(await accountOf(email)).toBeUndefined();
    expect(await t.app.jobs.drain()).toBe(0);
  });

  it('is invited once per survey however many roles it is given there', async () => {
    await t.app.jobs.drain();
    const survey = await makeTsSurvey(t.app, manager);
    const first = await preparedRatee(t.app, manager, survey, { raters: 0 });
    const second = await preparedRatee(t.app, manager, survey, { raters: 0 });
    const email = newEmail();
    await addRater(survey, first.rateeId, email);
    await addRater(survey, second.rateeId, email);
    expect(await t.app.jobs.drain()).toBe(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('is taken by the person who registers with its email, with what was prepared for them', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    const { rateeId } = await preparedRatee(t.app, manager, survey, { raters: 0 });
    const email = newEmail();
    await addRater(survey, rateeId, email);
    const available = await t.app.inject({
      method: 'GET',
      url: `/api/public/check-email-availability?email=${encodeURIComponent(email)}`,
    });
    expect(available.json()).toEqual({ available: true });
    const form = registrationForm({ email, firstName: 'Rhea', lastName: 'Owner' });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/public/ts/registration',
      payload: { registrationForm: { ...form, accessCode: survey.accessCode } },
    });
    expect(registered.statusCode).toBe(201);
    const assigned = await t.app.inject({
      method: 'GET',
      url: `/api/ts/${survey.id}/ratees/for-rater/`,
      headers: bearer(registered.json().token),
    });
    expect(assigned.json()).toEqual([expect.objectContaining({ id: rateeId })]);
    expect(await accountOf(email)).toMatchObject({ lastName: 'Owner', awaitingOwnerSince: null });
    // The invitation queued before they registered has nothing left to do.
    await t.app.jobs.drain();
    expect(await mailsTo(email)).toHaveLength(0);
    // Taken: a second registration with the email is refused as before.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/public/registration',
      payload: { registrationForm: form },
    });
    expect(again.statusCode).toBe(400);
  });

  it('is found by a password reset, which ends its waiting', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    const { rateeId } = await preparedRatee(t.app, manager, survey, { raters: 0 });
    const email = newEmail();
    await addRater(survey, rateeId, email);
    await t.app.inject({
      method: 'POST',
      url: '/api/public/request-reset-password',
      payload: { passwordRequestForm: { username: email } },
    });
    await t.app.background.settle();
    const reset = (await mailsTo(email)).find((m) => m.subject.includes('Reset'));
    const link = reset?.text.match(/reset-password\/[^/\s]+\/([A-Za-z0-9_-]+)/);
    expect(link).toBeTruthy();
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/public/reset-password/${encodeURIComponent(email)}/${link![1]}`,
      payload: {
        passwordResetForm: { newPassword: 'Reset-pass-2026', confirmPassword: 'Reset-pass-2026' },
      },
    });
    expect(done.statusCode).toBe(200);
    expect((await accountOf(email))?.awaitingOwnerSince).toBeNull();
  });
});

describe('publishing a ratee', () => {
  it('mails each rater that a review waits: a waiting account gets an invitation, others the welcome page', async () => {
    await t.app.jobs.drain();
    const survey = await makeTsSurvey(t.app, manager);
    const { rateeId, raters } = await preparedRatee(t.app, manager, survey, { raters: 2 });
    const email = newEmail();
    await addRater(survey, rateeId, email);
    await t.app.jobs.drain();
    const published = await call(
      t.app,
      manager,
      'PUT',
      `/ts/${survey.managerTsUserId}/ratees/${rateeId}/publish/`,
    );
    expect(published.status).toBe(200);
    expect(await t.app.jobs.drain()).toBe(3);
    const [ratee] = await t.app.db.select().from(tsRatees).where(eq(tsRatees.id, rateeId));
    const rateeName = await t.app.db
      .select()
      .from(users)
      .where(and(eq(users.id, ratee!.userId)));
    for (const rater of raters) {
      const [mail] = await mailsTo(rater.email);
      expect(mail?.subject).toBe(
        `Your review of ${rateeName[0]!.firstName} ${rateeName[0]!.lastName} is waiting`,
      );
      expect(mail?.text).toContain(`http://portal.test/360/${survey.accessCode}`);
      expect(mail?.text).not.toContain('/invitation/');
    }
    const [waiting, invited] = await mailsTo(email);
    expect(waiting?.subject).toContain('Your review of');
    expect((await accept(tokenIn(waiting!.text))).statusCode).toBe(200);
    // The invitation from when they were added is spent with it.
    expect((await accept(tokenIn(invited!.text))).statusCode).toBe(400);
  });
});
