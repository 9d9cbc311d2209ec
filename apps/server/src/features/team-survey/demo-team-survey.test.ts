import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tsGoals } from '../../db/schema/team-survey.ts';
import { seedDemoData } from '../../seeds/seed.ts';
import { signIn } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DEMO_ACCOUNTS } from '../accounts/demo-accounts.seed.ts';
import { DEMO_TS_CODE } from './demo-team-survey.seed.ts';

/* The demo 360 survey, seen through the API as each demo person sees it (issue 11). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.app.db, t.app.log);
  // A second start adds nothing.
  await seedDemoData(t.app.db, t.app.log);
});
afterAll(() => t.close());

async function as(email: string) {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email)!;
  const res = await signIn(t.app, email, account.password);
  const auth = { authorization: `Bearer ${(res.json() as { token: string }).token}` };
  return (url: string) =>
    t.app
      .inject({ url: `/api${url}`, headers: auth })
      .then((r) => ({ status: r.statusCode, body: r.json() }));
}

describe('the demo 360 survey', () => {
  it('the manager manages the live demo ratee and the learner, not live yet', async () => {
    const survey = (
      await t.app.inject({ url: `/api/public/360/survey/access-code/${DEMO_TS_CODE}/` })
    ).json() as { id: number; title: string };
    expect(survey.title).toBe('360 Leadership Review');
    const get = await as('manager@demo.example');
    const ratees = (await get(`/ts/${survey.id}/ratees/for-manager/`)).body as {
      email: string;
      isLive: boolean;
      lastReviewed: string | null;
    }[];
    expect(ratees.map((r) => [r.email, r.isLive])).toEqual([
      ['ratee@demo.example', true],
      ['learner@demo.example', false],
    ]);
    expect(ratees[0]?.lastReviewed).toEqual(expect.any(String));
    const live = ratees[0] as unknown as { id: number };
    expect(
      ((await get(`/ts/${live.id}/skills/`)).body as { category: number }[]).map((s) => s.category),
    ).toEqual([1, 1, 2, 2, 3, 3]);
    // Two everyday ratings in each closed period, three in the one under way.
    expect(((await get(`/ts/${live.id}/rating/everyday/`)).body as unknown[]).length).toBe(9);
  });

  it('the demo ratee has three closed periods with scores and one under way, results and goals (issue 12)', async () => {
    const survey = (
      await t.app.inject({ url: `/api/public/360/survey/access-code/${DEMO_TS_CODE}/` })
    ).json() as { id: number };
    const get = await as('ratee@demo.example');
    const own = (await get(`/ts/${survey.id}/ratees/my/`)).body as { id: number };
    const reviews = (await get(`/ts/${own.id}/reviews/`)).body as {
      id: number;
      score: number | null;
      isOpen: boolean;
      timeCreated: string;
      timeExpiry: string;
    }[];
    expect(reviews.map((r) => r.isOpen)).toEqual([false, false, false, true]);
    for (const closed of reviews.slice(0, 3)) expect(closed.score).toEqual(expect.any(Number));
    // Scores rise from period to period.
    expect(reviews[0]!.score!).toBeLessThan(reviews[2]!.score!);
    expect(reviews[1]!.timeCreated).toBe(reviews[0]!.timeExpiry);
    const results = (await get(`/ts/ratees/${own.id}/rating-results/`)).body as Record<
      string,
      unknown
    >;
    expect(results).toMatchObject({
      performanceReviewScore: expect.any(Number),
      leadershipSurveyScore: expect.any(Number),
      talentZone: expect.any(String),
      reviewId: reviews[2]!.id,
    });
    // Every closed period clears the threshold; the one under way waits for the demo rater.
    const closed = (await get(`/ts/${own.id}/rating-reviews/${reviews[2]!.id}/`)).body as {
      skills: { average: number | null }[];
      comments: unknown[];
      overall: unknown;
    };
    expect(closed.skills.every((s) => s.average !== null)).toBe(true);
    expect(closed.comments.length).toBe(18);
    expect(closed.overall).not.toBeNull();
    const open = (await get(`/ts/${own.id}/rating-reviews/${reviews[3]!.id}/`)).body as {
      skills: { average: number | null; ratings: number }[];
    };
    expect(open.skills.every((s) => s.average === null && s.ratings === 2)).toBe(true);
    const goals = await t.app.db.select().from(tsGoals).where(eq(tsGoals.rateeId, own.id));
    expect(goals).toHaveLength(5);
    expect((await get(`/ts/${own.id}/rating/everyday/last/`)).body).toHaveLength(9);
  });

  it('the demo rater has every skill of the demo ratee still to rate; the other raters have rated all', async () => {
    const survey = (
      await t.app.inject({ url: `/api/public/360/survey/access-code/${DEMO_TS_CODE}/` })
    ).json() as { id: number };
    const rater = await as('rater@demo.example');
    const assigned = (await rater(`/ts/${survey.id}/ratees/for-rater/`)).body as {
      id: number;
      email: string;
    }[];
    expect(assigned.map((r) => r.email).sort()).toEqual([
      'learner@demo.example',
      'ratee@demo.example',
    ]);
    const liveId = assigned.find((r) => r.email === 'ratee@demo.example')!.id;
    const mine = (await rater(`/ts/${liveId}/skills/for-rater`)).body as { status: boolean }[];
    expect(mine.every((s) => !s.status)).toBe(true);
    const other = await as('rater2@demo.example');
    expect(
      ((await other(`/ts/${liveId}/skills/for-rater`)).body as { status: boolean }[]).every(
        (s) => s.status,
      ),
    ).toBe(true);
    const ratee = await as('ratee@demo.example');
    expect((await ratee(`/ts/${survey.id}/ratees/my/`)).body).toMatchObject({
      id: liveId,
      isLive: true,
    });
  });
});

describe('the portal dashboard', () => {
  it('lists the 360 survey once for each of its people, with a rater’s progress', async () => {
    const rater = await as('rater@demo.example');
    const dash = (await rater('/user/dashboard')).body as {
      tsSurvey: {
        survey: { title: string; accessCode: string };
        completedCountProgress: number;
        amountCountProgress: number;
      }[];
    };
    expect(dash.tsSurvey).toEqual([
      expect.objectContaining({
        survey: expect.objectContaining({
          title: '360 Leadership Review',
          accessCode: DEMO_TS_CODE,
        }),
        completedCountProgress: 0,
        amountCountProgress: 6,
      }),
    ]);
    const manager = await as('manager@demo.example');
    expect(
      ((await manager('/user/dashboard')).body as { tsSurvey: unknown[] }).tsSurvey,
    ).toHaveLength(1);
    const learner = await as('learner@demo.example');
    expect(
      ((await learner('/user/dashboard')).body as { tsSurvey: unknown[] }).tsSurvey,
    ).toHaveLength(1);
  });
});
