import { SOFT_TOUCH_LAYOUT } from '@portal/shared/surveys';
import { and, eq, isNull } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { users } from '../src/db/schema/accounts.ts';
import { tsRatees, tsReviews } from '../src/db/schema/team-survey.ts';
import { registerUser, type SignedInUser } from '../src/test/accounts.factory.ts';
import { answerAll, makeSurvey, startSurvey } from '../src/test/surveys.factory.ts';
import { makeTsSurvey, preparedRatee } from '../src/test/team-survey.factory.ts';

/*
 * What the scale-out check needs in the database before the server processes start, made by an
 * app in this process on the same database (it migrates it first, as a server's start would):
 * a 360 survey with two published ratees, whose periods are then moved so that the scheduled job
 * has work when the workers start (one period expired: it closes; one due for reminders: each
 * rater and the manager is mailed), and a completed Soft Touch taking whose report can be made.
 */

export interface Fixtures {
  /** The ratee whose period expired yesterday: exactly one close and one new period. */
  expiredRateeId: number;
  /** The ratee whose period ends in 3 days: one reminder (and one mail) per person owed one. */
  remindedRateeId: number;
  /** The addresses owed a reminder mail for remindedRateeId. */
  remindedEmails: string[];
  /** A person with a completed Soft Touch taking (its report can be downloaded). */
  taker: SignedInUser;
  surveyUserId: number;
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function makeFixtures(env: Record<string, string>): Promise<Fixtures> {
  const app = await buildApp(
    loadConfig({ ...env, LOG_LEVEL: 'silent', JOB_WORKER: 'false', SEED_DEMO: 'false' }),
  );
  await app.ready();
  try {
    const manager = await registerUser(app);
    const survey = await makeTsSurvey(app, manager);
    const expired = await preparedRatee(app, manager, survey, { raters: 3, publish: true });
    const reminded = await preparedRatee(app, manager, survey, { raters: 3, publish: true });
    // Publishing queued a word to each rater: sent now, so the workers start with the scheduled
    // job's work only.
    await app.jobs.drain();
    const movePeriod = async (rateeId: number, startsOn: string, expiresOn: string) => {
      const moved = await app.db
        .update(tsReviews)
        .set({ startsOn, expiresOn })
        .where(and(eq(tsReviews.rateeId, rateeId), isNull(tsReviews.closedAt)))
        .returning({ id: tsReviews.id });
      if (moved.length !== 1) throw new Error(`ratee ${rateeId} has ${moved.length} open periods`);
    };
    await movePeriod(expired.rateeId, day(-40), day(-1));
    await movePeriod(reminded.rateeId, day(-40), day(3));
    const [managerRow] = await app.db
      .select({ email: users.email })
      .from(tsRatees)
      .innerJoin(users, eq(users.id, tsRatees.managerUserId))
      .where(eq(tsRatees.id, reminded.rateeId));

    const taker = await registerUser(app);
    const softTouch = await makeSurvey(app, {
      product: 'eq',
      title: 'Scale-out check',
      layout: SOFT_TOUCH_LAYOUT,
    });
    const surveyUserId = await startSurvey(app, taker, 'eq', softTouch);
    await answerAll(app, taker, 'eq', surveyUserId);
    return {
      expiredRateeId: expired.rateeId,
      remindedRateeId: reminded.rateeId,
      remindedEmails: [...reminded.raters.map((r) => r.email), managerRow!.email],
      taker,
      surveyUserId,
    };
  } finally {
    await app.close();
  }
}
