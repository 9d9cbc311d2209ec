import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, signInLinks, users } from '../../db/schema/accounts.ts';
import { adminInvitations } from '../../db/schema/admin.ts';
import { icoachUsers } from '../../db/schema/icoach.ts';
import { outboxMails } from '../../db/schema/mail.ts';
import { registerUser, type SignedInUser, updateUserRow } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { beginCourse, makeCourse } from '../../test/icoach.factory.ts';
import { answerAll, call, makeSurvey, startSurvey } from '../../test/surveys.factory.ts';
import { queueDueInvitationReminders } from './invitation-mail.jobs.ts';
import { ADMIN_INVITATIONS_PER_HOUR } from './invitations.service.ts';

/*
 * The console's Invitations (issue 13, decision 029): a pasted list invited to a survey or a
 * course, one mail each through the job queue with a one-time link that signs in and lands on the
 * welcome page, the counts, and reminders once per person per date.
 */
let t: TestApp;
let admin: SignedInUser;
let learner: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerUser(t.app, { firstName: 'Ines', lastName: 'Inviter' });
  await updateUserRow(t.app, admin.id, { isAdmin: true });
  learner = await registerUser(t.app, { firstName: 'Lena', lastName: 'Learner' });
});
afterAll(() => t.close());

let n = 0;
const newEmail = () => {
  n += 1;
  return `guest${n}.${process.pid}@example.com`;
};
const mailsTo = (to: string) =>
  t.app.db.select().from(outboxMails).where(eq(outboxMails.to, to)).orderBy(desc(outboxMails.id));
const linkIn = (text: string) => {
  const match = text.match(/http:\/\/portal\.test\/(invitation|sign-in)\/([A-Za-z0-9_-]{43})/);
  if (!match) throw new Error(`no link in: ${text}`);
  return { kind: match[1]!, token: match[2]! };
};
const accept = (token: string, password = 'Invited-pass-2026') =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/invitation/',
    payload: { token, passwordResetForm: { newPassword: password, confirmPassword: password } },
  });
const spend = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/public/sign-in-link/', payload: { token } });

type Listed = {
  items: {
    person: { email: string };
    state: string;
    waiting: boolean;
    remindedAt: string | null;
  }[];
  total: number;
  counts: Record<string, number>;
};
const list = async (query: string) => {
  const res = await call(t.app, admin, 'GET', `/admin/invitations?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as Listed;
};
const invite = (body: object) => call(t.app, admin, 'POST', '/admin/invitations', body);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

describe('POST /api/admin/invitations', () => {
  it('invites new and existing people once each, mails them through the queue, and audits it', async () => {
    await t.app.jobs.drain();
    const survey = await makeSurvey(t.app, { title: 'Spring EQ', defaultLanguage: 'fr' });
    const fresh = newEmail();
    const res = await invite({
      surveyId: survey.id,
      emails: [fresh.toUpperCase(), learner.email, fresh, ` ${learner.email} `],
    });
    expect(res).toMatchObject({
      status: 200,
      body: { invited: 2, alreadyInvited: [], newPeople: [fresh] },
    });
    // The new account waits for its owner and speaks the survey's language.
    const [account] = await t.app.db.select().from(users).where(eq(users.email, fresh));
    expect(account).toMatchObject({ locale: 'fr' });
    expect(account?.awaitingOwnerSince).toBeInstanceOf(Date);
    expect(await mailsTo(fresh)).toHaveLength(0);
    expect(await t.app.jobs.drain()).toBe(2);

    // The new person: a French invitation that sets a password and lands on the welcome page.
    const [mail] = await mailsTo(fresh);
    expect(mail?.subject).toBe('Vous êtes invité à Spring EQ');
    const link = linkIn(mail!.text);
    expect(link.kind).toBe('invitation');
    expect(await list(`surveyId=${survey.id}`)).toMatchObject({
      counts: { invited: 2, sent: 2, opened: 0, started: 0, completed: 0 },
    });
    const accepted = await accept(link.token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().next).toBe(`/eq/${survey.accessCode}`);

    // The existing person: a sign-in link in their language, landing on the same page.
    const [known] = await mailsTo(learner.email);
    expect(known?.subject).toBe('You are invited to Spring EQ');
    expect(known?.text).toContain('Ines Inviter has invited you to "Spring EQ"');
    const knownLink = linkIn(known!.text);
    expect(knownLink.kind).toBe('sign-in');
    const used = await spend(knownLink.token);
    expect(used.statusCode).toBe(200);
    expect(used.json().next).toBe(`/eq/${survey.accessCode}`);
    // Tokens travel in the mail only.
    const [stored] = await t.app.db
      .select()
      .from(signInLinks)
      .where(eq(signInLinks.userId, learner.id))
      .orderBy(desc(signInLinks.id));
    expect(stored?.tokenHash).not.toBe(knownLink.token);

    const after = await list(`surveyId=${survey.id}&sort=email`);
    expect(after.counts).toMatchObject({ invited: 2, sent: 2, opened: 2 });
    expect(after.items.map((i) => i.state)).toEqual(['opened', 'opened']);

    // Invited again: reported, not mailed again.
    const again = await invite({ surveyId: survey.id, emails: [fresh, learner.email] });
    expect(again.body).toMatchObject({
      invited: 0,
      alreadyInvited: expect.arrayContaining([fresh, learner.email]),
      newPeople: [],
    });
    expect(await t.app.jobs.drain()).toBe(0);

    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'admin.invitations.invite'), eq(auditLog.actorUserId, admin.id)),
      )
      .orderBy(desc(auditLog.id));
    expect(audit[1]?.detail).toMatchObject({ surveyId: survey.id, invited: 2, newPeople: 1 });
  });

  it('counts started and completed from the person’s taking', async () => {
    const survey = await makeSurvey(t.app, { title: 'Taken EQ' });
    const person = await registerUser(t.app, { firstName: 'Tom', lastName: 'Taker' });
    await invite({ surveyId: survey.id, emails: [person.email] });
    await t.app.jobs.drain();
    const surveyUserId = await startSurvey(t.app, person, 'eq', survey);
    expect((await list(`surveyId=${survey.id}`)).counts).toMatchObject({
      started: 1,
      completed: 0,
    });
    await answerAll(t.app, person, 'eq', surveyUserId);
    const done = await list(`surveyId=${survey.id}`);
    expect(done.counts).toMatchObject({ invited: 1, sent: 1, started: 1, completed: 1 });
    expect(done.items[0]?.state).toBe('completed');
  });

  it('invites to a course, landing on its iCoach welcome', async () => {
    const course = await makeCourse(t.app);
    const person = await registerUser(t.app, { firstName: 'Cora', lastName: 'Course' });
    const res = await invite({ courseId: course.id, emails: [person.email] });
    expect(res.body).toMatchObject({ invited: 1 });
    await t.app.jobs.drain();
    const [mail] = await mailsTo(person.email);
    const used = await spend(linkIn(mail!.text).token);
    expect(used.json().next).toBe(`/icoach/${course.accessCode}`);
    await beginCourse(t.app, person, course);
    await t.app.db
      .update(icoachUsers)
      .set({ timeCompleted: new Date() })
      .where(eq(icoachUsers.userId, person.id));
    expect((await list(`courseId=${course.id}`)).counts).toEqual({
      invited: 1,
      sent: 1,
      opened: 1,
      started: 1,
      completed: 1,
    });
  });

  it('refuses bad addresses one by one, a missing target, and a past reminder', async () => {
    const survey = await makeSurvey(t.app);
    const bad = await invite({ surveyId: survey.id, emails: ['ok@example.com', 'not-an-email'] });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as unknown as { errors: object }).errors)).toEqual(['emails.1']);
    expect((await invite({ emails: ['a@example.com'] })).status).toBe(400);
    expect(
      (await invite({ surveyId: survey.id, courseId: 1, emails: ['a@example.com'] })).status,
    ).toBe(400);
    expect((await invite({ surveyId: survey.id, emails: [] })).status).toBe(400);
    const tooMany = Array.from({ length: 1001 }, (_, i) => `p${i}@example.com`);
    expect((await invite({ surveyId: survey.id, emails: tooMany })).status).toBe(400);
    const past = await invite({
      surveyId: survey.id,
      emails: ['a@example.com'],
      remindOn: '2020-01-01',
    });
    expect(past.status).toBe(400);
    expect((past.body as unknown as { errors: object }).errors).toHaveProperty('remindOn');
    expect((await invite({ surveyId: 2_000_000_000, emails: ['a@example.com'] })).status).toBe(404);
    expect(
      await t.app.db.select().from(users).where(eq(users.email, 'ok@example.com')),
    ).toHaveLength(0);
  });

  it('takes a list of 1,000 new addresses in one request', async () => {
    const survey = await makeSurvey(t.app);
    const emails = Array.from({ length: 1000 }, (_, i) => `bulk${i}.${process.pid}@example.com`);
    const res = await invite({ surveyId: survey.id, emails });
    expect(res.status).toBe(200);
    expect(
      (res.body as unknown as { invited: number; newPeople: string[] }).newPeople,
    ).toHaveLength(1000);
    expect((await list(`surveyId=${survey.id}&pageSize=10`)).counts.invited).toBe(1000);
  });

  it('holds each administrator to an hourly number of invitations, refusing a list whole', async () => {
    const survey = await makeSurvey(t.app);
    const other = await registerUser(t.app, { firstName: 'Otto', lastName: 'Other' });
    await updateUserRow(t.app, other.id, { isAdmin: true });
    // As if this administrator had invited all but one this hour already.
    await t.app.rateLimiter.hit(
      `admin:invitations:${other.id}`,
      3600,
      ADMIN_INVITATIONS_PER_HOUR - 1,
    );
    const two = [newEmail(), newEmail()];
    const refused = await call(t.app, other, 'POST', '/admin/invitations', {
      surveyId: survey.id,
      emails: two,
    });
    expect(refused.status).toBe(429);
    expect(await t.app.db.select().from(users).where(eq(users.email, two[0]!))).toHaveLength(0);
    // The refused list took nothing: the one left still goes.
    const one = await call(t.app, other, 'POST', '/admin/invitations', {
      surveyId: survey.id,
      emails: [two[0]],
    });
    expect(one).toMatchObject({ status: 200, body: { invited: 1 } });
    await t.app.jobs.drain();
  });

  it('is refused to anyone but an administrator', async () => {
    const survey = await makeSurvey(t.app);
    const body = { surveyId: survey.id, emails: ['x@example.com'] };
    expect((await call(t.app, learner, 'POST', '/admin/invitations', body)).status).toBe(403);
    expect((await call(t.app, null, 'POST', '/admin/invitations', body)).status).toBe(401);
    expect(
      (await call(t.app, learner, 'GET', `/admin/invitations?surveyId=${survey.id}`)).status,
    ).toBe(403);
  });
});

describe('reminders', () => {
  it('go once per person per date to those who have not finished, however many runs', async () => {
    const survey = await makeSurvey(t.app, { title: 'Remind EQ' });
    const slow = newEmail();
    const finisher = await registerUser(t.app, { firstName: 'Fay', lastName: 'Finisher' });
    await invite({ surveyId: survey.id, emails: [slow, finisher.email], remindOn: tomorrow() });
    await t.app.jobs.drain();
    const surveyUserId = await startSurvey(t.app, finisher, 'eq', survey);
    await answerAll(t.app, finisher, 'eq', surveyUserId);

    // Not due yet.
    expect(await queueDueInvitationReminders(t.app, t.app.jobs)).toBe(0);
    // The day comes: two runs (two workers) queue one reminder, for the one not finished.
    await t.app.db
      .update(adminInvitations)
      .set({ remindOn: today() })
      .where(eq(adminInvitations.surveyId, survey.id));
    const [first, second] = await Promise.all([
      queueDueInvitationReminders(t.app, t.app.jobs),
      queueDueInvitationReminders(t.app, t.app.jobs),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(1);
    await t.app.jobs.drain();
    expect(await queueDueInvitationReminders(t.app, t.app.jobs)).toBe(0);
    const mails = await mailsTo(slow);
    expect(mails.map((m) => m.subject)).toEqual([
      'Reminder: Remind EQ is waiting for you',
      'You are invited to Remind EQ',
    ]);
    // A fresh link: the reminder's own invitation link works.
    expect(linkIn(mails[0]!.text).kind).toBe('invitation');
    expect((await mailsTo(finisher.email)).map((m) => m.subject)).toEqual([
      'You are invited to Remind EQ',
    ]);

    // A new date set from the console: one more reminder on it, and the change is audited.
    const set = await call(t.app, admin, 'PUT', '/admin/invitations/reminder', {
      surveyId: survey.id,
      remindOn: today(),
    });
    expect(set).toMatchObject({ status: 200, body: { updated: 1 } });
    // Set again for a date it was already reminded on: nothing more on that date.
    expect(await queueDueInvitationReminders(t.app, t.app.jobs)).toBe(0);
    // Reminded on an earlier date (as if three days ago): today's date is owed its reminder.
    await t.app.db
      .update(adminInvitations)
      .set({ remindedAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(adminInvitations.surveyId, survey.id));
    expect(await queueDueInvitationReminders(t.app, t.app.jobs)).toBe(1);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.invitations.reminder'))
      .orderBy(desc(auditLog.id));
    expect(audit[0]?.detail).toMatchObject({ surveyId: survey.id, remindOn: today(), updated: 1 });
  });
});
