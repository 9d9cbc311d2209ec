import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answers,
  ipulseComments,
  sectionSubmissions,
  surveyResults,
  surveys,
  surveyUsers,
} from '../../db/schema/surveys.ts';
import { seedDemoData } from '../../seeds/seed.ts';
import { signIn } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_LEARNER_EMAIL,
  demoLearnerId,
} from '../accounts/demo-accounts.seed.ts';
import { DEMO_SURVEY_CODES } from './demo-surveys.seed.ts';

let t: TestApp;
let learnerId: number;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.app.db, t.app.log);
  learnerId = (await demoLearnerId(t.app.db))!;
});
afterAll(() => t.close());

/** The learner's takings with their survey's code, results and counts. */
async function learnerTakings() {
  const db = t.app.db;
  const rows = await db
    .select({ taking: surveyUsers, code: surveys.accessCode })
    .from(surveyUsers)
    .innerJoin(surveys, eq(surveys.id, surveyUsers.surveyId))
    .where(eq(surveyUsers.userId, learnerId))
    // Compared across two reads: PostgreSQL promises no order without one.
    .orderBy(surveyUsers.id);
  const ids = rows.map((r) => r.taking.id);
  const [results, submitted, answered, comments] = await Promise.all([
    db.select().from(surveyResults).where(inArray(surveyResults.surveyUserId, ids)),
    db.select().from(sectionSubmissions).where(inArray(sectionSubmissions.surveyUserId, ids)),
    db.select().from(answers).where(inArray(answers.surveyUserId, ids)),
    db.select().from(ipulseComments).where(inArray(ipulseComments.surveyUserId, ids)),
  ]);
  return rows.map(({ taking, code }) => ({
    ...taking,
    code,
    scores: results.find((r) => r.surveyUserId === taking.id)?.scores ?? null,
    sections: submitted.filter((s) => s.surveyUserId === taking.id).length,
    answers: answered.filter((a) => a.surveyUserId === taking.id).length,
    comment: comments.find((c) => c.surveyUserId === taking.id)?.comment ?? null,
  }));
}

const byCode = (takings: Awaited<ReturnType<typeof learnerTakings>>, code: string) =>
  takings.filter((taking) => taking.code === code);

describe('the demo learner’s history (issue 9)', () => {
  it('has a completed Soft Touch E.Q. with stored scores, and its PDF report downloads', async () => {
    const [softTouch, ...more] = byCode(await learnerTakings(), DEMO_SURVEY_CODES.eqSoftTouch);
    expect(more).toHaveLength(0);
    expect(softTouch!.timeCompleted).not.toBeNull();
    expect(Object.keys(softTouch!.scores ?? {}).length).toBeGreaterThan(1);
    // Real answers give a profile, not one flat score.
    expect(new Set(Object.values(softTouch!.scores ?? {})).size).toBeGreaterThan(1);

    const password = DEMO_ACCOUNTS.find((a) => a.email === DEMO_LEARNER_EMAIL)!.password;
    const { token } = (await signIn(t.app, DEMO_LEARNER_EMAIL, password)).json();
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/reports/download/${softTouch!.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('application/pdf');
  });

  it('has a discovery process in progress: its E.Q. part completed, its values part begun', async () => {
    const takings = await learnerTakings();
    const [dp] = byCode(takings, DEMO_SURVEY_CODES.dp);
    expect(dp!.timeCompleted).toBeNull();
    const parts = takings.filter((taking) => taking.dpSurveyUserId === dp!.id);
    const eqPart = byCode(parts, DEMO_SURVEY_CODES.dpEqPart)[0];
    const valuesPart = byCode(parts, DEMO_SURVEY_CODES.dpValuesPart)[0];
    expect(eqPart!.timeCompleted).not.toBeNull();
    expect(eqPart!.scores).not.toBeNull();
    expect(valuesPart!.timeCompleted).toBeNull();
    expect(valuesPart!.sections).toBe(2);
    expect(byCode(parts, DEMO_SURVEY_CODES.dpBehavioursPart)).toHaveLength(0);
  });

  it('has a completed iPulse with its comment and scores', async () => {
    const [ipulse, ...more] = byCode(await learnerTakings(), DEMO_SURVEY_CODES.ipulse);
    expect(more).toHaveLength(0);
    expect(ipulse!.timeCompleted).not.toBeNull();
    expect(ipulse!.comment).toBeTruthy();
    expect(Object.keys(ipulse!.scores ?? {}).length).toBeGreaterThan(0);
  });

  it('the dashboard shows them', async () => {
    const password = DEMO_ACCOUNTS.find((a) => a.email === DEMO_LEARNER_EMAIL)!.password;
    const { token } = (await signIn(t.app, DEMO_LEARNER_EMAIL, password)).json();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/dashboard',
      headers: { authorization: `Bearer ${token}` },
    });
    const body = res.json();
    expect(body.eq.some((item: { timeCompleted: string | null }) => item.timeCompleted)).toBe(true);
    expect(body.dp).toHaveLength(1);
    expect(body.dp[0].timeCompleted).toBeNull();
    expect(body.ipulse[0].timeCompleted).not.toBeNull();
  });

  it('seeding again changes nothing', async () => {
    const before = await learnerTakings();
    await seedDemoData(t.app.db, t.app.log);
    expect(await learnerTakings()).toEqual(before);
  });
});
