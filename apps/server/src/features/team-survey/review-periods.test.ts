import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../../db/schema/mail.ts';
import { tsRatees, tsReminders, tsReviews } from '../../db/schema/team-survey.ts';
import { registerUser, type SignedInUser } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call } from '../../test/surveys.factory.ts';
import { makeTsSurvey, preparedRatee, rateSkill } from '../../test/team-survey.factory.ts';
import type { JobContext } from '../jobs.ts';
import { closeDuePeriods } from './review-periods.ts';
import { runReviewPeriods } from './ts-review.jobs.ts';

/*
 * Review periods turn over (issue 12, decision 024): at its expiry a period closes with its scores,
 * the next opens from the first start, and a server that was down catches up; reminders go once
 * per person and period, a set number of days before the expiry.
 */
let t: TestApp;
let manager: SignedInUser;
let ctx: JobContext;
beforeAll(async () => {
  t = await buildTestApp();
  manager = await registerUser(t.app, { firstName: 'Maria', lastName: 'Manager' });
  ctx = { db: t.app.db, config: t.app.config, mailer: t.app.mailer, log: t.app.log };
});
afterAll(() => t.close());

/** A live ratee whose first period runs from `start` for `months` months. */
async function liveRatee(start: string, months: number, raters = 3, by = manager) {
  const survey = await makeTsSurvey(t.app, by);
  const ratee = await preparedRatee(t.app, by, survey, { raters, publish: true });
  await t.app.db
    .update(tsRatees)
    .set({ reviewStart: start, reviewFrequencyMonths: months })
    .where(eq(tsRatees.id, ratee.rateeId));
  const { addMonths } = await import('./review-dates.ts');
  await t.app.db
    .update(tsReviews)
    .set({ startsOn: start, expiresOn: addMonths(start, months) })
    .where(eq(tsReviews.rateeId, ratee.rateeId));
  return { survey, ...ratee };
}

const periodsOf = (rateeId: number) =>
  t.app.db
    .select()
    .from(tsReviews)
    .where(eq(tsReviews.rateeId, rateeId))
    .orderBy(asc(tsReviews.startsOn));

const spans = async (rateeId: number) =>
  (await periodsOf(rateeId)).map(
    (p) => `${p.startsOn}..${p.expiresOn}${p.closedAt ? '' : ' open'}`,
  );

describe('a period at its expiry', () => {
  it('stays open the day before, closes on the day, and the next runs from there', async () => {
    const { rateeId } = await liveRatee('2025-03-10', 3);
    expect(await closeDuePeriods(t.app.db, '2025-06-09')).toBe(0);
    expect(await closeDuePeriods(t.app.db, '2025-06-10')).toBe(1);
    expect(await spans(rateeId)).toEqual(['2025-03-10..2025-06-10', '2025-06-10..2025-09-10 open']);
  });

  it('keeps month ends and leap days, counting from the first start (frequency 1)', async () => {
    const { rateeId } = await liveRatee('2024-01-31', 1);
    // Down for months: the periods close one after the other.
    expect(await closeDuePeriods(t.app.db, '2024-05-15')).toBe(3);
    expect(await spans(rateeId)).toEqual([
      '2024-01-31..2024-02-29',
      '2024-02-29..2024-03-31',
      '2024-03-31..2024-04-30',
      '2024-04-30..2024-05-31 open',
    ]);
    // The ratee's card shows the open period's own expiry, not its start plus a month (05-30).
    const card = await call(t.app, manager, 'GET', `/ts/ratees/${rateeId}/`);
    expect(card.body).toMatchObject({ expiryTime: '2024-05-31' });
    const expiry = await call(t.app, manager, 'GET', `/ts/ratees/${rateeId}/review-expiry/`);
    expect(expiry.body).toMatchObject({ reviewStart: '2024-04-30', expiryTime: '2024-05-31' });
  });

  it('turns over with frequencies of 6 and 12 months', async () => {
    const half = await liveRatee('2023-08-31', 6);
    const year = await liveRatee('2023-02-28', 12);
    await closeDuePeriods(t.app.db, '2025-01-01');
    expect(await spans(half.rateeId)).toEqual([
      '2023-08-31..2024-02-29',
      '2024-02-29..2024-08-31',
      '2024-08-31..2025-02-28 open',
    ]);
    expect(await spans(year.rateeId)).toEqual([
      '2023-02-28..2024-02-28',
      '2024-02-28..2025-02-28 open',
    ]);
  });

  it('stores the period scores; ratings after it land in the next period, which can be rated again', async () => {
    const { rateeId, raters, skills } = await liveRatee('2025-01-01', 1);
    // Three raters on the soft skill (shown), one on the business skill (withheld).
    for (const rater of raters) await rateSkill(t.app, rater, rateeId, skills[0]!, 80);
    await rateSkill(t.app, raters[0]!, rateeId, skills[1]!, 20);
    const overall = await call(t.app, manager, 'POST', `/ts/${rateeId}/rating/overall/add/`, {
      rating: { score: 7, comment: 'Solid year' },
    });
    expect(overall.status).toBe(200);
    await closeDuePeriods(t.app.db, '2025-02-01');
    const [first, second] = await periodsOf(rateeId);
    // (80 / 10 + 7) / 2; the withheld skill does not count; leadership = the soft skill's 80.
    expect(first).toMatchObject({ score: 7.5, leadershipScore: 80 });
    expect(second?.closedAt).toBeNull();
    await rateSkill(t.app, raters[0]!, rateeId, skills[0]!, 90);
    const again = await call(t.app, manager, 'POST', `/ts/${rateeId}/rating/overall/add/`, {
      rating: { score: 8, comment: 'Better' },
    });
    expect(again.status).toBe(200);
  });

  it('closes once when two database handles race for the same due periods', async () => {
    const ratees = [];
    for (let i = 0; i < 4; i += 1) ratees.push(await liveRatee('2025-01-15', 1, 3));
    const results = await Promise.all([
      closeDuePeriods(t.app.db, '2025-02-20'),
      closeDuePeriods(t.app.db, '2025-02-20'),
    ]);
    expect(results[0]! + results[1]!).toBe(4);
    for (const { rateeId } of ratees) {
      const open = await t.app.db
        .select()
        .from(tsReviews)
        .where(and(eq(tsReviews.rateeId, rateeId), isNull(tsReviews.closedAt)));
      expect(open).toHaveLength(1);
    }
  });
});

describe('reminders', () => {
  // The reminders only (publishing mailed each rater that a review waits).
  const mailsTo = async (to: string) =>
    (await t.app.db.select().from(outboxMails).where(eq(outboxMails.to, to))).filter((m) =>
      m.subject.startsWith('Reminder'),
    );

  it('go, the survey’s days before the expiry, once, to raters with skills to rate and to a manager without the overall rating', async () => {
    const own = await registerUser(t.app, { firstName: 'Mo', lastName: 'Manager' });
    const { rateeId, raters, skills } = await liveRatee('2027-01-01', 1, 3, own);
    for (const skill of skills) await rateSkill(t.app, raters[0]!, rateeId, skill, 70);
    await rateSkill(t.app, raters[1]!, rateeId, skills[0]!, 70);
    const [review] = await periodsOf(rateeId);
    const remindersOf = () =>
      t.app.db.select().from(tsReminders).where(eq(tsReminders.reviewId, review!.id));
    // Expiry 2027-02-01; seven days before is 2027-01-25.
    await runReviewPeriods(ctx, t.app.jobs, '2027-01-24');
    expect(await remindersOf()).toHaveLength(0);
    await runReviewPeriods(ctx, t.app.jobs, '2027-01-25');
    expect((await remindersOf()).map((r) => r.kind).sort()).toEqual(['manager', 'rater', 'rater']);
    await runReviewPeriods(ctx, t.app.jobs, '2027-01-26');
    expect(await remindersOf()).toHaveLength(3);
    await t.app.jobs.drain();
    expect((await mailsTo(raters[0]!.email)).map((m) => m.subject)).toEqual([]);
    const [toRater] = await mailsTo(raters[1]!.email);
    expect(toRater?.subject).toMatch(/^Reminder: rate .+ by 1 February 2027$/);
    expect(toRater?.text).toMatch(/http:\/\/portal\.test\/sign-in\/[A-Za-z0-9_-]{43}/);
    const [toManager] = await mailsTo(own.email);
    expect(toManager?.subject).toMatch(/^Reminder: the overall rating of .+ is missing$/);
    // The link signs in once and lands on the overall rating page.
    const token = toManager!.text.match(/\/sign-in\/([A-Za-z0-9_-]{43})/)![1];
    const used = await t.app.inject({
      method: 'POST',
      url: '/api/public/sign-in-link/',
      payload: { token },
    });
    expect(used.json()).toMatchObject({
      next: `/360/${await tsSurveyIdOf(rateeId)}/user/${rateeId}/overall`,
    });
  });

  it('are not sent when their reason has gone by the time the mail is written', async () => {
    const own = await registerUser(t.app, { firstName: 'Mel', lastName: 'Manager' });
    const { rateeId } = await liveRatee('2027-03-01', 1, 3, own);
    await runReviewPeriods(ctx, t.app.jobs, '2027-03-28');
    await call(t.app, own, 'POST', `/ts/${rateeId}/rating/overall/add/`, {
      rating: { score: 6, comment: 'Done in time' },
    });
    await t.app.jobs.drain();
    expect(await mailsTo(own.email)).toHaveLength(0);
  });
});

async function tsSurveyIdOf(rateeId: number) {
  const [row] = await t.app.db.select().from(tsRatees).where(eq(tsRatees.id, rateeId));
  return row!.tsSurveyId;
}
