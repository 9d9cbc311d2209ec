import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tsReviews } from '../../db/schema/team-survey.ts';
import { registerUser, type SignedInUser } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call } from '../../test/surveys.factory.ts';
import { addTsManager, makeTsSurvey, preparedRatee } from '../../test/team-survey.factory.ts';
import { listGoalsOfReview } from './goals.queries.ts';

/* SMART goals (issue 12; team-survey spec §2 "Goal page", §3, §6). */
let t: TestApp;
let manager: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  manager = await registerUser(t.app);
});
afterAll(() => t.close());

const smart = {
  specific: 'Run the weekly planning meeting',
  measurable: 'Every week, with notes sent the same day',
  achievable: 'Half an hour on Mondays',
  relevant: 'The team asked for clearer priorities',
  timeBound: 'From March to June',
};
const newGoal = (over: Record<string, unknown> = {}) => ({
  goal: { title: 'Lead planning', smart, goal: 'Lead the team’s weekly planning', ...over },
});

async function liveRatee() {
  const survey = await makeTsSurvey(t.app, manager);
  const prepared = await preparedRatee(t.app, manager, survey, { publish: true });
  return { survey, ...prepared };
}

async function openReviewId(rateeId: number) {
  const [row] = await t.app.db
    .select()
    .from(tsReviews)
    .where(and(eq(tsReviews.rateeId, rateeId), isNull(tsReviews.closedAt)));
  return row!.id;
}

describe('setting goals', () => {
  it('the ratee sets a goal with their input: trimmed text, no score, in the open period', async () => {
    const { rateeId, ratee } = await liveRatee();
    const res = await call(t.app, ratee, 'POST', `/ts/${rateeId}/goals/add/`, {
      goal: {
        title: '  Lead planning ',
        smart: { ...smart, specific: ' Run the meeting\n' },
        goal: ' Lead the planning ',
        input: ' I want to try this. ',
      },
    });
    expect(res).toMatchObject({
      status: 201,
      body: {
        id: expect.any(Number),
        reviewId: await openReviewId(rateeId),
        title: 'Lead planning',
        smart: { ...smart, specific: 'Run the meeting' },
        goal: 'Lead the planning',
        manager_input: '',
        your_input: 'I want to try this.',
        success_score: null,
        createdBy: 'ratee',
        timeCreated: expect.any(String),
        timeUpdated: expect.any(String),
      },
    });
    const id = res.body?.id;
    for (const who of [ratee, manager]) {
      expect((await call(t.app, who, 'GET', `/ts/${rateeId}/goals/${id}/`)).body).toEqual(res.body);
      expect((await call(t.app, who, 'GET', `/ts/${rateeId}/goals/`)).body).toEqual([res.body]);
    }
  });

  it('the manager sets a goal with their input and a success score; the list is newest first', async () => {
    const { rateeId, ratee } = await liveRatee();
    const first = await call(t.app, ratee, 'POST', `/ts/${rateeId}/goals/add/`, newGoal());
    const res = await call(
      t.app,
      manager,
      'POST',
      `/ts/${rateeId}/goals/add/`,
      newGoal({ title: 'Mentor a colleague', input: 'Pick someone new', successScore: 40 }),
    );
    expect(res).toMatchObject({
      status: 201,
      body: {
        title: 'Mentor a colleague',
        manager_input: 'Pick someone new',
        your_input: '',
        success_score: 40,
        createdBy: 'manager',
      },
    });
    const list = (await call(t.app, ratee, 'GET', `/ts/${rateeId}/goals/`)).body as unknown as {
      id: number;
    }[];
    expect(list.map((g) => g.id)).toEqual([res.body?.id, first.body?.id]);
  });

  it('SMART letters left out are empty', async () => {
    const { rateeId } = await liveRatee();
    const res = await call(t.app, manager, 'POST', `/ts/${rateeId}/goals/add/`, {
      goal: { title: 'Short', smart: {}, goal: 'Keep it short' },
    });
    expect(res.status).toBe(201);
    expect(res.body?.smart).toEqual({
      specific: '',
      measurable: '',
      achievable: '',
      relevant: '',
      timeBound: '',
    });
  });

  it('a ratee who sends a success score is refused on that field, and no goal is made', async () => {
    const { rateeId, ratee } = await liveRatee();
    expect(
      await call(t.app, ratee, 'POST', `/ts/${rateeId}/goals/add/`, newGoal({ successScore: 90 })),
    ).toMatchObject({
      status: 400,
      body: { errors: { 'goal.successScore': ['Only the manager sets the success score.'] } },
    });
    expect((await call(t.app, ratee, 'GET', `/ts/${rateeId}/goals/`)).body).toEqual([]);
  });

  it('bad fields are 400s on the field: required, too long, score outside 0-100, NUL', async () => {
    const { rateeId } = await liveRatee();
    const add = (over: Record<string, unknown>) =>
      call(t.app, manager, 'POST', `/ts/${rateeId}/goals/add/`, newGoal(over));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '   ' }, 'goal.title', 'This field is required'],
      [{ title: undefined }, 'goal.title', 'This field is required'],
      [{ title: 'x'.repeat(201) }, 'goal.title', 'This value is not valid'],
      [{ goal: '' }, 'goal.goal', 'This field is required'],
      [{ goal: 'x'.repeat(2001) }, 'goal.goal', 'This value is not valid'],
      [{ input: 'x'.repeat(2001) }, 'goal.input', 'This value is not valid'],
      [
        { smart: { ...smart, timeBound: 'x'.repeat(2001) } },
        'goal.smart.timeBound',
        'This value is not valid',
      ],
      [{ title: 'a\u0000b' }, 'goal.title', 'This field contains characters that are not allowed'],
      [{ successScore: 101 }, 'goal.successScore', 'This value is not valid'],
      [{ successScore: -1 }, 'goal.successScore', 'This value is not valid'],
      [{ successScore: 50.5 }, 'goal.successScore', 'This value is not valid'],
      [{ successScore: '50' }, 'goal.successScore', 'This value is not valid'],
    ];
    for (const [over, field, message] of cases) {
      const res = await add(over);
      expect(res.status, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(res.body?.errors).toMatchObject({ [field]: [message] });
    }
    expect((await add({ title: 'x'.repeat(200), successScore: 100 })).status).toBe(201);
    expect((await add({ successScore: 0 })).status).toBe(201);
  });
});

describe('changing goals', () => {
  async function ratedGoal(by: 'ratee' | 'manager') {
    const live = await liveRatee();
    const res = await call(
      t.app,
      by === 'ratee' ? live.ratee : manager,
      'POST',
      `/ts/${live.rateeId}/goals/add/`,
      newGoal({ input: 'First thoughts' }),
    );
    const goalId = res.body?.id as number;
    return { ...live, goalId, url: `/ts/${live.rateeId}/goals/${goalId}/` };
  }

  it('the creator words the goal; only the fields sent change', async () => {
    const { ratee, url } = await ratedGoal('ratee');
    const res = await call(t.app, ratee, 'PUT', url, {
      goal: { title: ' Lead planning well ', smart: { measurable: 'Notes every week' } },
    });
    expect(res).toMatchObject({
      status: 200,
      body: {
        title: 'Lead planning well',
        smart: { ...smart, measurable: 'Notes every week' },
        goal: 'Lead the team’s weekly planning',
        your_input: 'First thoughts',
      },
    });
    expect(Date.parse(res.body?.timeUpdated as string)).toBeGreaterThanOrEqual(
      Date.parse(res.body?.timeCreated as string),
    );
    const goal = await call(t.app, ratee, 'PUT', url, { goal: { goal: 'Lead it all' } });
    expect(goal.body).toMatchObject({ goal: 'Lead it all', title: 'Lead planning well' });
  });

  it('the manager adds their input to the ratee’s goal and sets, changes and clears the score', async () => {
    const { ratee, url } = await ratedGoal('ratee');
    const res = await call(t.app, manager, 'PUT', url, {
      goal: { input: ' Good idea ', successScore: 70 },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { manager_input: 'Good idea', your_input: 'First thoughts', success_score: 70 },
    });
    expect(
      (await call(t.app, manager, 'PUT', url, { goal: { successScore: 85 } })).body,
    ).toMatchObject({ success_score: 85 });
    expect(
      (await call(t.app, manager, 'PUT', url, { goal: { successScore: null } })).body,
    ).toMatchObject({ success_score: null });
    // The ratee's own input on the manager's terms stays theirs.
    expect(
      (await call(t.app, ratee, 'PUT', url, { goal: { input: 'Started in March' } })).body,
    ).toMatchObject({ your_input: 'Started in March', manager_input: 'Good idea' });
  });

  it('the manager may not reword the ratee’s goal: a message per field, nothing written', async () => {
    const { url } = await ratedGoal('ratee');
    const res = await call(t.app, manager, 'PUT', url, {
      goal: {
        title: 'Mine now',
        smart: { specific: 'Other', relevant: 'Other' },
        goal: 'Other',
        input: 'Would be written',
      },
    });
    const only = ['Only the person who set this goal can change it.'];
    expect(res).toMatchObject({
      status: 400,
      body: {
        message: 'Please correct the highlighted fields.',
        errors: {
          'goal.title': only,
          'goal.smart.specific': only,
          'goal.smart.relevant': only,
          'goal.goal': only,
        },
      },
    });
    expect(Object.keys(res.body?.errors as object)).toHaveLength(4);
    expect((await call(t.app, manager, 'GET', url)).body).toMatchObject({
      title: 'Lead planning',
      manager_input: '',
    });
  });

  it('the ratee may neither reword the manager’s goal nor score any goal', async () => {
    const { ratee, url } = await ratedGoal('manager');
    expect(
      await call(t.app, ratee, 'PUT', url, { goal: { title: 'Mine', successScore: 100 } }),
    ).toMatchObject({
      status: 400,
      body: {
        errors: {
          'goal.title': ['Only the person who set this goal can change it.'],
          'goal.successScore': ['Only the manager sets the success score.'],
        },
      },
    });
    expect(
      await call(t.app, ratee, 'PUT', url, { goal: { input: 'Happy to', successScore: null } }),
    ).toMatchObject({
      status: 400,
      body: { errors: { 'goal.successScore': ['Only the manager sets the success score.'] } },
    });
    expect((await call(t.app, ratee, 'GET', url)).body).toMatchObject({
      title: 'Lead planning',
      your_input: '',
      manager_input: 'First thoughts',
    });
    expect(
      (await call(t.app, ratee, 'PUT', url, { goal: { input: 'Happy to' } })).body,
    ).toMatchObject({ your_input: 'Happy to' });
  });

  it('bad fields of a change are 400s on the field', async () => {
    const { ratee, url } = await ratedGoal('ratee');
    for (const [goal, field] of [
      [{ title: '' }, 'goal.title'],
      [{ goal: ' ' }, 'goal.goal'],
      [{ smart: { achievable: 'x'.repeat(2001) } }, 'goal.smart.achievable'],
      [{ input: 7 }, 'goal.input'],
    ] as const) {
      const res = await call(t.app, ratee, 'PUT', url, { goal });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body?.errors as object)).toEqual([field]);
    }
    expect((await call(t.app, ratee, 'PUT', url, {})).status).toBe(400);
  });

  it('a goal of another ratee is not found, even by a manager of both', async () => {
    const { goalId, survey } = await ratedGoal('manager');
    const other = await preparedRatee(t.app, manager, survey, { publish: true });
    for (const method of ['GET', 'PUT'] as const) {
      expect(
        (
          await call(t.app, manager, method, `/ts/${other.rateeId}/goals/${goalId}/`, {
            goal: { input: 'x' },
          })
        ).status,
      ).toBe(404);
    }
  });

  it('goals go with the period they were set in; an earlier one can still be scored', async () => {
    const { rateeId, ratee, goalId, url } = await ratedGoal('ratee');
    const first = await openReviewId(rateeId);
    // The period turns over (review-periods.ts does this at the expiry).
    await t.app.db.update(tsReviews).set({ closedAt: new Date() }).where(eq(tsReviews.id, first));
    const [next] = await t.app.db
      .insert(tsReviews)
      .values({ rateeId, startsOn: '2099-01-01', expiresOn: '2100-01-01' })
      .returning();
    const later = await call(t.app, ratee, 'POST', `/ts/${rateeId}/goals/add/`, newGoal());
    expect(later.body?.reviewId).toBe(next!.id);
    expect((await listGoalsOfReview(t.app.db, first)).map((g) => g.id)).toEqual([goalId]);
    expect((await listGoalsOfReview(t.app.db, next!.id)).map((g) => g.id)).toEqual([
      later.body?.id,
    ]);
    expect(
      (await call(t.app, manager, 'PUT', url, { goal: { successScore: 60 } })).body,
    ).toMatchObject({ success_score: 60, reviewId: first });
  });
});

describe('who may see and set goals', () => {
  it('before publishing there are none, and none can be set: the refusal the page shows', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    const { rateeId, ratee } = await preparedRatee(t.app, manager, survey);
    expect((await call(t.app, manager, 'GET', `/ts/${rateeId}/goals/`)).body).toEqual([]);
    for (const who of [manager, ratee]) {
      expect(await call(t.app, who, 'POST', `/ts/${rateeId}/goals/add/`, newGoal())).toMatchObject({
        status: 400,
        body: {
          message: 'Goals can be set once the review is published.',
          detail: 'Goals can be set once the review is published.',
        },
      });
    }
    const fr = await t.app.inject({
      method: 'POST',
      url: `/api/ts/${rateeId}/goals/add/`,
      headers: { ...ratee.auth, 'accept-language': 'fr' },
      payload: newGoal(),
    });
    expect(fr.statusCode).toBe(400);
    expect(fr.json().detail).not.toBe('Goals can be set once the review is published.');
    expect(fr.json().detail).toMatch(/objectifs/i);
  });

  it('a rater, another manager of the survey, another survey’s manager and a stranger get 404', async () => {
    const { rateeId, raters, survey, goalId, ratee } = await (async () => {
      const live = await liveRatee();
      const res = await call(
        t.app,
        live.ratee,
        'POST',
        `/ts/${live.rateeId}/goals/add/`,
        newGoal(),
      );
      return { ...live, goalId: res.body?.id as number };
    })();
    const colleague = await registerUser(t.app);
    await addTsManager(t.app, survey, colleague);
    const elsewhere = await registerUser(t.app);
    const theirs = await makeTsSurvey(t.app, elsewhere);
    await preparedRatee(t.app, elsewhere, theirs, { publish: true });
    const stranger = await registerUser(t.app);
    for (const who of [raters[0]!, colleague, elsewhere, stranger]) {
      const asked = [
        await call(t.app, who, 'GET', `/ts/${rateeId}/goals/`),
        await call(t.app, who, 'GET', `/ts/${rateeId}/goals/${goalId}/`),
        await call(t.app, who, 'POST', `/ts/${rateeId}/goals/add/`, newGoal()),
        await call(t.app, who, 'PUT', `/ts/${rateeId}/goals/${goalId}/`, {
          goal: { input: 'x' },
        }),
      ];
      expect(asked.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    }
    const anonymous = [
      await call(t.app, null, 'GET', `/ts/${rateeId}/goals/`),
      await call(t.app, null, 'GET', `/ts/${rateeId}/goals/${goalId}/`),
      await call(t.app, null, 'POST', `/ts/${rateeId}/goals/add/`, newGoal()),
      await call(t.app, null, 'PUT', `/ts/${rateeId}/goals/${goalId}/`, { goal: { input: 'x' } }),
    ];
    expect(anonymous.map((r) => r.status)).toEqual([401, 401, 401, 401]);
    // Nothing of theirs landed.
    expect((await call(t.app, ratee, 'GET', `/ts/${rateeId}/goals/`)).body).toHaveLength(1);
  });

  it('an id that does not exist is 404', async () => {
    const { rateeId, ratee } = await liveRatee();
    expect((await call(t.app, ratee, 'GET', `/ts/${rateeId}/goals/999999/`)).status).toBe(404);
    expect((await call(t.app, ratee, 'GET', '/ts/999999/goals/')).status).toBe(404);
    expect((await call(t.app, ratee, 'GET', `/ts/${rateeId}/goals/abc/`)).status).toBe(400);
  });
});
