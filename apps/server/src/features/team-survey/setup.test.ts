import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedInUser } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call } from '../../test/surveys.factory.ts';
import { catalogueSkill, makeTsSurvey, preparedRatee } from '../../test/team-survey.factory.ts';

/* The manager's set-up (team-survey spec §2, §4, §8; issue 11). */
let t: TestApp;
let manager: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  manager = await registerUser(t.app);
});
afterAll(() => t.close());

describe('adding a ratee, raters and skills', () => {
  it('a manager adds a ratee by email; it is not live, starts today and runs 12 months', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    const person = await registerUser(t.app, { firstName: 'Rita', lastName: 'Ratee' });
    const res = await call(
      t.app,
      manager,
      'POST',
      `/ts/${survey.id}/${survey.managerTsUserId}/ratees/add/`,
      {
        email: person.email.toUpperCase(),
        fullName: 'Rita Ratee',
        reviewStart: '2026-01-31',
        reviewFrequencyMonths: 1,
      },
    );
    expect(res).toMatchObject({
      status: 200,
      body: {
        fullName: 'Rita Ratee',
        email: person.email,
        isLive: false,
        reviewStartYear: 2026,
        reviewStartMonth: 1,
        reviewStartDay: 31,
        reviewFrequencyMonths: 1,
        expiryTime: '2026-02-28',
        lastReviewed: null,
      },
    });
    const again = await call(
      t.app,
      manager,
      'POST',
      `/ts/${survey.id}/${survey.managerTsUserId}/ratees/add/`,
      {
        email: person.email,
        fullName: 'Rita Ratee',
      },
    );
    expect(again).toMatchObject({
      status: 400,
      body: { detail: 'This person is already being reviewed in this survey.' },
    });
  });

  it('the add forms’ rules: email and full name required, category and skill required', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    const { rateeId } = await preparedRatee(t.app, manager, survey, { raters: 0 });
    const empty = await call(
      t.app,
      manager,
      'POST',
      `/ts/${survey.managerTsUserId}/${rateeId}/raters/add/`,
      {},
    );
    expect(empty).toMatchObject({
      status: 400,
      body: {
        errors: {
          email: ['The Email field is required'],
          fullName: ['The Full Name field is required'],
        },
      },
    });
    const bad = await call(
      t.app,
      manager,
      'POST',
      `/ts/${survey.managerTsUserId}/${rateeId}/raters/add/`,
      {
        email: 'not-an-email',
        fullName: 'X',
      },
    );
    expect(bad.body?.errors).toMatchObject({
      email: ['The Email Address field must be a valid email'],
    });
    const skill = await call(
      t.app,
      manager,
      'POST',
      `/ts/${survey.managerTsUserId}/${rateeId}/skills/add/`,
      {},
    );
    expect(Object.keys(skill.body?.errors as object).sort()).toEqual(['category', 'skillId']);
  });

  it('the skill choices are the category’s catalogue less the ratee’s skills; a taken one is refused', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    const { rateeId } = await preparedRatee(t.app, manager, survey, { raters: 0 });
    const first = await catalogueSkill(t.app, 1);
    const choices = await call(t.app, manager, 'GET', `/ts/${rateeId}/skills/available/1/`);
    const ids = (choices.body as unknown as { id: number; category: number }[]).map((c) => c.id);
    expect(ids.length).toBeGreaterThanOrEqual(5);
    expect(ids).not.toContain(first.id);
    const taken = await call(
      t.app,
      manager,
      'POST',
      `/ts/${survey.managerTsUserId}/${rateeId}/skills/add/`,
      {
        category: 1,
        skillId: first.id,
      },
    );
    expect(taken).toMatchObject({
      status: 400,
      body: { detail: 'This skill is already on the list.' },
    });
    const wrongCategory = await call(
      t.app,
      manager,
      'POST',
      `/ts/${survey.managerTsUserId}/${rateeId}/skills/add/`,
      {
        category: 2,
        skillId: ids[0],
      },
    );
    expect(wrongCategory.status).toBe(400);
  });

  it('the ratee as their own rater, or oneself as ratee, is refused with a reason', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    const { rateeId, ratee } = await preparedRatee(t.app, manager, survey, { raters: 0 });
    const add = (body: object) =>
      call(t.app, manager, 'POST', `/ts/${survey.managerTsUserId}/${rateeId}/raters/add/`, body);
    expect((await add({ email: ratee.email, fullName: 'Self' })).body).toMatchObject({
      detail: 'A person cannot be in the support team for their own review.',
    });
    const self = await call(
      t.app,
      manager,
      'POST',
      `/ts/${survey.id}/${survey.managerTsUserId}/ratees/add/`,
      {
        email: manager.email,
        fullName: 'Me',
      },
    );
    expect(self.body).toMatchObject({
      detail: 'You cannot add yourself as one of your own ratees.',
    });
  });
});

describe('publishing', () => {
  it('needs a skill and the survey’s anonymity threshold of raters; then the ratee is live', async () => {
    const survey = await makeTsSurvey(t.app, manager, 3);
    const { rateeId, raters } = await preparedRatee(t.app, manager, survey, { raters: 2 });
    const publish = () =>
      call(t.app, manager, 'PUT', `/ts/${survey.managerTsUserId}/ratees/${rateeId}/publish/`);
    expect(await publish()).toMatchObject({
      status: 400,
      body: {
        detail:
          'Add at least 3 support team members before publishing, so that no rating can be traced back to one person.',
      },
    });
    const third = await registerUser(t.app);
    await call(t.app, manager, 'POST', `/ts/${survey.managerTsUserId}/${rateeId}/raters/add/`, {
      email: third.email,
      fullName: 'Third Rater',
    });
    expect(raters).toHaveLength(2);
    expect(await publish()).toMatchObject({ status: 200, body: { id: rateeId, isLive: true } });
    expect(await publish()).toMatchObject({
      status: 400,
      body: { detail: expect.stringContaining('live') },
    });
  });

  it('without a skill it is refused', async () => {
    const survey = await makeTsSurvey(t.app, manager, 1);
    const ratee = await registerUser(t.app);
    const rater = await registerUser(t.app);
    const added = await call(
      t.app,
      manager,
      'POST',
      `/ts/${survey.id}/${survey.managerTsUserId}/ratees/add/`,
      {
        email: ratee.email,
        fullName: 'R',
      },
    );
    const rateeId = added.body?.id;
    await call(t.app, manager, 'POST', `/ts/${survey.managerTsUserId}/${rateeId}/raters/add/`, {
      email: rater.email,
      fullName: 'R',
    });
    expect(
      (
        await call(
          t.app,
          manager,
          'PUT',
          `/ts/${survey.managerTsUserId}/ratees/${rateeId}/publish/`,
        )
      ).body,
    ).toMatchObject({ detail: 'Add at least one skill before publishing.' });
  });

  it('once live, raters and skills can be neither added nor removed', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    const { rateeId, skills } = await preparedRatee(t.app, manager, survey, { publish: true });
    const raters = await call(t.app, manager, 'GET', `/ts/${rateeId}/raters/`);
    const raterId = (raters.body as unknown as { id: number }[])[0]?.id;
    const live = 'This review is live: its support team and skills can no longer be changed.';
    const newcomer = await registerUser(t.app);
    for (const res of [
      await call(t.app, manager, 'POST', `/ts/${survey.managerTsUserId}/${rateeId}/raters/add/`, {
        email: newcomer.email,
        fullName: 'New',
      }),
      await call(
        t.app,
        manager,
        'DELETE',
        `/ts/${survey.managerTsUserId}/${rateeId}/raters/${raterId}/delete/`,
      ),
      await call(t.app, manager, 'POST', `/ts/${survey.managerTsUserId}/${rateeId}/skills/add/`, {
        category: 2,
        skillId: (await catalogueSkill(t.app, 2, 1)).id,
      }),
      await call(
        t.app,
        manager,
        'DELETE',
        `/ts/${survey.managerTsUserId}/${rateeId}/skills/${skills[0]}/delete/`,
      ),
    ]) {
      expect(res).toMatchObject({ status: 400, body: { message: live, detail: live } });
    }
  });

  it('before it is live, a rater and a skill are removed', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    const { rateeId, skills } = await preparedRatee(t.app, manager, survey);
    const raters = (await call(t.app, manager, 'GET', `/ts/${rateeId}/raters/`))
      .body as unknown as { id: number }[];
    const del = await call(
      t.app,
      manager,
      'DELETE',
      `/ts/${survey.managerTsUserId}/${rateeId}/raters/${raters[0]?.id}/delete/`,
    );
    expect(del.status).toBe(204);
    expect(
      ((await call(t.app, manager, 'GET', `/ts/${rateeId}/raters/`)).body as unknown[]).length,
    ).toBe(2);
    expect(
      (
        await call(
          t.app,
          manager,
          'DELETE',
          `/ts/${survey.managerTsUserId}/${rateeId}/skills/${skills[0]}/delete/`,
        )
      ).status,
    ).toBe(204);
    expect(
      ((await call(t.app, manager, 'GET', `/ts/${rateeId}/skills/`)).body as unknown[]).length,
    ).toBe(2);
  });
});

describe('only the ratee’s own manager changes it', () => {
  it('another manager of the same survey, a manager of another survey, a rater and a stranger get 404', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    const { rateeId, raters } = await preparedRatee(t.app, manager, survey);
    const otherManager = await registerUser(t.app);
    const sameSurvey = await makeTsSurvey(t.app, otherManager);
    // A second manager role in the first survey.
    const { tsUsers } = await import('../../db/schema/team-survey.ts');
    const [role] = await t.app.db
      .insert(tsUsers)
      .values({ tsSurveyId: survey.id, userId: otherManager.id, role: 'manager' })
      .returning();
    const newcomer = await registerUser(t.app);
    const body = { email: newcomer.email, fullName: 'New' };
    for (const [who, m] of [
      [otherManager, role!.id],
      [otherManager, sameSurvey.managerTsUserId],
      [raters[0]!, survey.managerTsUserId],
      [newcomer, survey.managerTsUserId],
    ] as const) {
      expect((await call(t.app, who, 'POST', `/ts/${m}/${rateeId}/raters/add/`, body)).status).toBe(
        404,
      );
      expect((await call(t.app, who, 'PUT', `/ts/${m}/ratees/${rateeId}/publish/`)).status).toBe(
        404,
      );
    }
    expect((await call(t.app, otherManager, 'GET', `/ts/${rateeId}/raters/`)).status).toBe(404);
    expect((await call(t.app, null, 'GET', `/ts/${rateeId}/raters/`)).status).toBe(401);
    // Adding a ratee to a survey where M is not the caller's manager role.
    expect(
      (
        await call(
          t.app,
          otherManager,
          'POST',
          `/ts/${survey.id}/${survey.managerTsUserId}/ratees/add/`,
          body,
        )
      ).status,
    ).toBe(404);
  });
});
