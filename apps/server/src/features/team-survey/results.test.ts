import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { tsRatees, tsReviews } from '../../db/schema/team-survey.ts';
import { registerUser, type SignedInUser } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { answerAll, call, makeSurvey, startSurvey } from '../../test/surveys.factory.ts';
import { makeTsSurvey, preparedRatee, rateSkill } from '../../test/team-survey.factory.ts';
import { closeDuePeriods } from './review-periods.ts';

/*
 * The results of a ratee (issue 12): the ratee and their manager see them; raters and anyone else
 * get 404. The anonymity proofs: nothing they can fetch names a rater, a skill's average and its
 * comments stay withheld below the threshold, and comments come in an order of their own.
 */
let t: TestApp;
let manager: SignedInUser;
let ratee: SignedInUser;
let raters: SignedInUser[];
let rateeId: number;
let skills: number[];
let firstReviewId: number;
beforeAll(async () => {
  t = await buildTestApp();
  manager = await registerUser(t.app, { firstName: 'Maria', lastName: 'Manager' });
  ratee = await registerUser(t.app, { firstName: 'Rita', lastName: 'Ratee' });
  const survey = await makeTsSurvey(t.app, manager);
  raters = [];
  for (const name of ['Zed', 'Amy', 'Bob', 'Cyd']) {
    raters.push(await registerUser(t.app, { firstName: name, lastName: 'Rater' }));
  }
  const prepared = await preparedRatee(t.app, manager, survey, {
    ratee,
    raterUsers: raters,
    publish: true,
  });
  rateeId = prepared.rateeId;
  skills = prepared.skills;
  // The soft skill by three raters (shown), the business skill by two (withheld).
  const comments = ['Zed: calm in a crisis', 'Amy: listens first', 'Bob: gives credit'];
  for (const [i, rater] of raters.slice(0, 3).entries()) {
    await call(t.app, rater, 'POST', `/ts/${rateeId}/${skills[0]}/rating/add/`, {
      rating: { score: [70, 80, 90][i], comment: comments[i] },
    });
  }
  await rateSkill(t.app, raters[0]!, rateeId, skills[1]!, 30);
  await rateSkill(t.app, raters[1]!, rateeId, skills[1]!, 50);
  for (const score of [6, 8]) {
    await call(t.app, manager, 'POST', `/ts/${rateeId}/rating/everyday/add/`, {
      rating: { score, comment: `Everyday ${score}` },
    });
  }
  await call(t.app, manager, 'POST', `/ts/${rateeId}/rating/overall/add/`, {
    rating: { score: 9, comment: 'A strong period' },
  });
  const [review] = await t.app.db.select().from(tsReviews).where(eq(tsReviews.rateeId, rateeId));
  firstReviewId = review!.id;
});
afterAll(() => t.close());

const get = (who: SignedInUser | null, url: string) => call(t.app, who, 'GET', url);

/** Every way a rater could be named in what the ratee or manager fetches. */
async function expectNoRaterIn(body: unknown) {
  const text = JSON.stringify(body);
  for (const rater of raters) {
    const [row] = await t.app.db.select().from(users).where(eq(users.id, rater.id));
    expect(text).not.toContain(rater.email);
    expect(text).not.toContain(`${row!.firstName} ${row!.lastName}`);
  }
  expect(text).not.toMatch(/rater/i);
}

describe('one period’s results', () => {
  it('show a skill’s average from the threshold on, withhold it below, and never name a rater', async () => {
    for (const who of [ratee, manager]) {
      const res = await get(who, `/ts/${rateeId}/rating-reviews/${firstReviewId}/`);
      expect(res.status).toBe(200);
      const body = res.body as unknown as {
        skills: { id: number; average: number | null; ratings: number }[];
        comments: { comment: string }[];
        overall: { score: number } | null;
        everyday: { score: number }[];
        threshold: number;
        isOpen: boolean;
      };
      expect(body.threshold).toBe(3);
      expect(body.isOpen).toBe(true);
      expect(body.skills.find((s) => s.id === skills[0])).toMatchObject({
        ratings: 3,
        average: 80,
      });
      expect(body.skills.find((s) => s.id === skills[1])).toMatchObject({
        ratings: 2,
        average: null,
      });
      // The withheld skill's comments ('Steady') are withheld too; the others by their text.
      expect(body.comments.map((c) => c.comment)).toEqual([
        'Amy: listens first',
        'Bob: gives credit',
        'Zed: calm in a crisis',
      ]);
      expect(body.overall?.score).toBe(9);
      expect(body.everyday.map((e) => e.score)).toEqual([6, 8]);
      await expectNoRaterIn(body);
    }
  });

  it('are not for raters, other people or another ratee’s period; signed out is 401', async () => {
    const stranger = await registerUser(t.app);
    for (const who of [raters[0]!, stranger]) {
      expect((await get(who, `/ts/${rateeId}/rating-reviews/${firstReviewId}/`)).status).toBe(404);
      expect((await get(who, `/ts/${rateeId}/reviews/`)).status).toBe(404);
      expect((await get(who, `/ts/ratees/${rateeId}/rating-results/`)).status).toBe(404);
      expect((await get(who, `/ts/${rateeId}/rating/everyday/average/`)).status).toBe(404);
      expect((await get(who, `/ts/${rateeId}/rating/everyday/last/`)).status).toBe(404);
    }
    expect((await get(null, `/ts/${rateeId}/reviews/`)).status).toBe(401);
    const otherSurvey = await makeTsSurvey(t.app, manager);
    const other = await preparedRatee(t.app, manager, otherSurvey, { publish: true });
    const [otherReview] = await t.app.db
      .select()
      .from(tsReviews)
      .where(eq(tsReviews.rateeId, other.rateeId));
    expect((await get(ratee, `/ts/${rateeId}/rating-reviews/${otherReview!.id}/`)).status).toBe(
      404,
    );
  });
});

describe('the everyday dial and bar chart', () => {
  it('answer the period’s everyday average and the last ten, oldest first', async () => {
    expect((await get(ratee, `/ts/${rateeId}/rating/everyday/average/`)).body).toEqual({
      average: 7,
      count: 2,
    });
    const last = await get(manager, `/ts/${rateeId}/rating/everyday/last/`);
    expect((last.body as unknown as { score: number }[]).map((r) => r.score)).toEqual([6, 8]);
  });
});

describe('review periods and the results', () => {
  it('list every period, the open one scored so far; the results read the last closed one', async () => {
    const open = await get(ratee, `/ts/ratees/${rateeId}/rating-results/`);
    // Open period so far: (80 / 10 + 9) / 2 = 8.5 → 85 %; leadership 80.
    expect(open.body).toMatchObject({
      performanceReviewScore: 85,
      leadershipSurveyScore: 80,
      talentZone: 'local',
      reviewId: firstReviewId,
      eqChartLabels: {},
    });
    const [row] = await t.app.db.select().from(tsRatees).where(eq(tsRatees.id, rateeId));
    const [review] = await t.app.db.select().from(tsReviews).where(eq(tsReviews.id, firstReviewId));
    await closeDuePeriods(t.app.db, review!.expiresOn);
    const reviews = await get(manager, `/ts/${rateeId}/reviews/`);
    expect(reviews.body).toEqual([
      {
        id: firstReviewId,
        score: 8.5,
        leadershipScore: 80,
        timeCreated: row!.reviewStart,
        timeExpiry: review!.expiresOn,
        isOpen: false,
      },
      expect.objectContaining({ timeCreated: review!.expiresOn, isOpen: true, score: null }),
    ]);
    await expectNoRaterIn(reviews.body);
    // The new period has nothing yet; the results still speak of the closed one.
    const after = await get(ratee, `/ts/ratees/${rateeId}/rating-results/`);
    expect(after.body).toMatchObject({ performanceReviewScore: 85, reviewId: firstReviewId });
  });

  it('carry the ratee’s latest E.Q. result by dimension name', async () => {
    const eq = await makeSurvey(t.app, { product: 'eq' });
    const taking = await startSurvey(t.app, ratee, 'eq', eq);
    await answerAll(t.app, ratee, 'eq', taking);
    const res = await get(manager, `/ts/ratees/${rateeId}/rating-results/`);
    const labels = (res.body as unknown as { eqChartLabels: Record<string, number> }).eqChartLabels;
    expect(Object.keys(labels).length).toBeGreaterThan(0);
    for (const score of Object.values(labels)) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
  });
});
