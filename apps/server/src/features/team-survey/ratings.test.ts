import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedInUser } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call } from '../../test/surveys.factory.ts';
import { makeTsSurvey, preparedRatee } from '../../test/team-survey.factory.ts';

/* Ratings (team-survey spec §2, §5, §9; issue 11). */
let t: TestApp;
let manager: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  manager = await registerUser(t.app);
});
afterAll(() => t.close());

describe('skill ratings', () => {
  it('a rater rates each skill of a live ratee once per period; the skill then shows as rated', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    const { rateeId, raters, skills } = await preparedRatee(t.app, manager, survey, {
      publish: true,
    });
    const rater = raters[0]!;
    const url = `/ts/${rateeId}/${skills[0]}/rating`;
    expect((await call(t.app, rater, 'GET', url)).status).toBe(404);
    const rated = await call(t.app, rater, 'POST', `${url}/add/`, {
      rating: { score: 70, comment: ' Clear and calm. ' },
    });
    expect(rated).toMatchObject({
      status: 200,
      body: { score: 70, comment: 'Clear and calm.', timeCreated: expect.any(String) },
    });
    expect((await call(t.app, rater, 'GET', url)).body).toMatchObject({ score: 70 });
    expect(
      await call(t.app, rater, 'POST', `${url}/add/`, { rating: { score: 80, comment: 'Again' } }),
    ).toMatchObject({
      status: 400,
      body: { message: 'You have already rated this skill in this review period.' },
    });
    const list = (await call(t.app, rater, 'GET', `/ts/${rateeId}/skills/for-rater`))
      .body as unknown as { id: number; status: boolean }[];
    expect(list.map((s) => s.status)).toEqual([true, false, false]);
    // Another rater's view is their own.
    const other = (await call(t.app, raters[1]!, 'GET', `/ts/${rateeId}/skills/for-rater`))
      .body as unknown as { status: boolean }[];
    expect(other.every((s) => !s.status)).toBe(true);
    const card = await call(t.app, manager, 'GET', `/ts/ratees/${rateeId}/`);
    expect(card.body?.lastReviewed).toEqual(expect.any(String));
  });

  it('scores outside 0-100 or off the step of 10, and a missing comment, are 400s', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    const { rateeId, raters, skills } = await preparedRatee(t.app, manager, survey, {
      publish: true,
    });
    const add = (rating: object) =>
      call(t.app, raters[0]!, 'POST', `/ts/${rateeId}/${skills[0]}/rating/add/`, { rating });
    for (const score of [-10, 110, 75, 7.5, '70']) {
      expect((await add({ score, comment: 'x' })).status).toBe(400);
    }
    expect(await add({ score: 50, comment: '  ' })).toMatchObject({
      status: 400,
      body: { errors: { 'rating.comment': ['The Comment field is required'] } },
    });
    expect((await add({ score: 0, comment: 'Needs significant improvement' })).status).toBe(200);
  });

  it('before publishing nobody rates; a ratee, the manager or a stranger cannot rate a skill', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    const draft = await preparedRatee(t.app, manager, survey);
    expect(
      await call(
        t.app,
        draft.raters[0]!,
        'POST',
        `/ts/${draft.rateeId}/${draft.skills[0]}/rating/add/`,
        {
          rating: { score: 50, comment: 'x' },
        },
      ),
    ).toMatchObject({
      status: 400,
      body: { message: 'Ratings open once the review is published.' },
    });
    const live = await preparedRatee(t.app, manager, survey, { publish: true });
    const stranger = await registerUser(t.app);
    for (const who of [live.ratee, manager, stranger]) {
      const res = await call(
        t.app,
        who,
        'POST',
        `/ts/${live.rateeId}/${live.skills[0]}/rating/add/`,
        {
          rating: { score: 50, comment: 'x' },
        },
      );
      expect(res.status).toBe(404);
    }
    // A skill of another ratee through this ratee's path is not found.
    expect(
      (
        await call(
          t.app,
          live.raters[0]!,
          'POST',
          `/ts/${live.rateeId}/${draft.skills[0]}/rating/add/`,
          {
            rating: { score: 50, comment: 'x' },
          },
        )
      ).status,
    ).toBe(404);
  });
});

describe('manager ratings', () => {
  it('everyday ratings at any time, one overall per period; the ratee reads them, raters do not', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    const { rateeId, raters, ratee } = await preparedRatee(t.app, manager, survey, {
      publish: true,
    });
    const add = (type: string, score: unknown) =>
      call(t.app, manager, 'POST', `/ts/${rateeId}/rating/${type}/add/`, {
        rating: { score, comment: 'Good week' },
      });
    expect((await add('everyday', 7)).status).toBe(200);
    expect((await add('everyday', 8)).status).toBe(200);
    expect((await add('overall', 9)).body).toMatchObject({ score: 9 });
    expect(await add('overall', 6)).toMatchObject({
      status: 400,
      body: { message: 'An overall rating has already been given for this review period.' },
    });
    for (const score of [11, -1, 5.5]) expect((await add('everyday', score)).status).toBe(400);
    expect((await add('weekly', 5)).status).toBe(400);
    const everyday = await call(t.app, manager, 'GET', `/ts/${rateeId}/rating/everyday/`);
    expect((everyday.body as unknown as { score: number }[]).map((r) => r.score)).toEqual([8, 7]);
    expect((await call(t.app, ratee, 'GET', `/ts/${rateeId}/rating/everyday/`)).status).toBe(200);
    expect((await call(t.app, raters[0]!, 'GET', `/ts/${rateeId}/rating/everyday/`)).status).toBe(
      404,
    );
    expect(
      (
        await call(t.app, ratee, 'POST', `/ts/${rateeId}/rating/everyday/add/`, {
          rating: { score: 10, comment: 'Me' },
        })
      ).status,
    ).toBe(404);
  });

  it('before publishing there is no period to rate in', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    const { rateeId } = await preparedRatee(t.app, manager, survey);
    const res = await call(t.app, manager, 'POST', `/ts/${rateeId}/rating/everyday/add/`, {
      rating: { score: 5, comment: 'x' },
    });
    expect(res).toMatchObject({
      status: 400,
      body: { message: 'Ratings open once the review is published.' },
    });
  });
});
