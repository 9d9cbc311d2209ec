import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedInUser } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call } from '../../test/surveys.factory.ts';
import { makeTsSurvey, preparedRatee } from '../../test/team-survey.factory.ts';

/* Roles come from the database (team-survey spec §6, issue 11): what each person reads. */
let t: TestApp;
let manager: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  manager = await registerUser(t.app, { firstName: 'Mia', lastName: 'Manager' });
});
afterAll(() => t.close());

describe('360 survey info and roles', () => {
  it('the welcome page reads the survey by its code; by id only its people do', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    const pub = await t.app.inject({
      url: `/api/public/360/survey/access-code/${survey.accessCode}/`,
      headers: { 'accept-language': 'fr' },
    });
    expect(pub.json()).toMatchObject({
      id: survey.id,
      title: 'Revue d’équipe',
      welcomeMessage: '<p>Welcome</p>',
    });
    expect((await call(t.app, manager, 'GET', `/360/survey/id/${survey.id}/`)).status).toBe(200);
    const stranger = await registerUser(t.app);
    expect((await call(t.app, stranger, 'GET', `/360/survey/id/${survey.id}/`)).status).toBe(404);
  });

  it('user info answers the signed-in person’s own roles and their team-survey user ids', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    const { raters, ratee } = await preparedRatee(t.app, manager, survey);
    const info = await call(t.app, manager, 'GET', `/user/${manager.id}/ts/${survey.id}/info/`);
    expect(info.body).toEqual({
      roles: ['manager'],
      users: [
        {
          id: survey.managerTsUserId,
          fullName: 'Mia Manager',
          email: manager.email,
          role: 'manager',
        },
      ],
    });
    const raterInfo = await call(
      t.app,
      raters[0]!,
      'GET',
      `/user/${raters[0]!.id}/ts/${survey.id}/info/`,
    );
    expect(raterInfo.body).toMatchObject({ roles: ['rater'] });
    expect(
      (await call(t.app, ratee, 'GET', `/user/${ratee.id}/ts/${survey.id}/info/`)).body,
    ).toMatchObject({
      roles: ['ratee'],
    });
    // Someone else's user id is refused.
    expect(
      (await call(t.app, ratee, 'GET', `/user/${manager.id}/ts/${survey.id}/info/`)).status,
    ).toBe(403);
  });
});

describe('ratee lists and cards', () => {
  it('a manager sees their ratees, a rater the ones assigned, a ratee their own card', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    const one = await preparedRatee(t.app, manager, survey, { publish: true });
    const two = await preparedRatee(t.app, manager, survey);
    const ids = (res: { body: unknown }) => (res.body as { id: number }[]).map((r) => r.id);
    expect(ids(await call(t.app, manager, 'GET', `/ts/${survey.id}/ratees/for-manager/`))).toEqual([
      one.rateeId,
      two.rateeId,
    ]);
    expect(
      ids(await call(t.app, one.raters[0]!, 'GET', `/ts/${survey.id}/ratees/for-rater/`)),
    ).toEqual([one.rateeId]);
    expect(
      ids(await call(t.app, one.raters[0]!, 'GET', `/ts/${survey.id}/ratees/for-manager/`)),
    ).toEqual([]);
    const own = await call(t.app, one.ratee, 'GET', `/ts/${survey.id}/ratees/my/`);
    expect(own.body).toMatchObject({ id: one.rateeId, isLive: true });
    expect((await call(t.app, manager, 'GET', `/ts/${survey.id}/ratees/my/`)).status).toBe(404);
  });

  it('a ratee by id: its manager, its raters and itself; another ratee’s rater or a stranger get 404', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    const one = await preparedRatee(t.app, manager, survey, { publish: true });
    const two = await preparedRatee(t.app, manager, survey, { publish: true });
    for (const who of [manager, one.raters[0]!, one.ratee]) {
      expect((await call(t.app, who, 'GET', `/ts/ratees/${one.rateeId}/`)).status).toBe(200);
    }
    const stranger = await registerUser(t.app);
    for (const who of [two.raters[0]!, two.ratee, stranger]) {
      expect((await call(t.app, who, 'GET', `/ts/ratees/${one.rateeId}/`)).status).toBe(404);
      expect((await call(t.app, who, 'GET', `/ts/${one.rateeId}/skills/for-rater`)).status).toBe(
        404,
      );
    }
    expect((await call(t.app, null, 'GET', `/ts/ratees/${one.rateeId}/`)).status).toBe(401);
    const expiry = await call(t.app, one.ratee, 'GET', `/ts/ratees/${one.rateeId}/review-expiry/`);
    expect(expiry.body).toEqual({
      reviewStart: expect.any(String),
      expiryTime: expect.any(String),
    });
  });

  it('the performance manager card: for the ratee and for raters, with the manager’s email', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    const one = await preparedRatee(t.app, manager, survey);
    expect(
      (await call(t.app, one.ratee, 'GET', `/ts/ratee/${one.rateeId}/manager`)).body,
    ).toMatchObject({
      fullName: 'Mia Manager',
      email: manager.email,
      image: { fileURL: null },
    });
    expect(
      (await call(t.app, one.raters[0]!, 'GET', `/ts/rater/${one.rateeId}/manager`)).status,
    ).toBe(200);
    // A rater asking as the ratee, or the ratee as a rater, is refused.
    expect(
      (await call(t.app, one.raters[0]!, 'GET', `/ts/ratee/${one.rateeId}/manager`)).status,
    ).toBe(404);
    expect((await call(t.app, one.ratee, 'GET', `/ts/rater/${one.rateeId}/manager`)).status).toBe(
      404,
    );
  });

  it('skills: the manager’s view and the rater’s, with the guides as sanitised HTML', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    const one = await preparedRatee(t.app, manager, survey);
    const list = await call(t.app, manager, 'GET', `/ts/${one.rateeId}/skills/`);
    const skills = list.body as unknown as {
      id: number;
      category: number;
      status: boolean;
      skillInContext: string;
    }[];
    expect(skills.map((s) => s.category)).toEqual([1, 2, 3]);
    expect(skills[0]?.skillInContext).toMatch(/^<p>/);
    expect((await call(t.app, one.raters[0]!, 'GET', `/ts/${one.rateeId}/skills/`)).status).toBe(
      404,
    );
    const forRater = await call(
      t.app,
      one.raters[0]!,
      'GET',
      `/ts/${one.rateeId}/skills/for-rater`,
    );
    expect(
      (forRater.body as unknown as { status: boolean }[]).every((s) => s.status === false),
    ).toBe(true);
    const single = await call(
      t.app,
      one.raters[0]!,
      'GET',
      `/ts/${one.rateeId}/skills/${skills[1]?.id}`,
    );
    expect(single.body).toMatchObject({ id: skills[1]?.id, category: 2 });
  });
});
