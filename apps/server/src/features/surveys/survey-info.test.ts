import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedInUser, updateUserRow } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, makeSurvey, startSurvey } from '../../test/surveys.factory.ts';

let t: TestApp;
let taker: SignedInUser;
let stranger: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  taker = await registerUser(t.app);
  stranger = await registerUser(t.app);
  admin = await registerUser(t.app);
  await updateUserRow(t.app, admin.id, { isAdmin: true });
});
afterAll(() => t.close());

// Hardening issue: the by-id answer carries the access code, so it is no longer for everyone.
describe('survey info by id', () => {
  it('a paid survey’s info (with its access code) is read by its taker and an admin only', async () => {
    const survey = await makeSurvey(t.app, { product: 'eq', pricePence: 4900 });
    await startSurvey(t.app, taker, 'eq', survey);
    const url = `/eq/survey/id/${survey.id}/`;

    const own = await call(t.app, taker, 'GET', url);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ survey: { id: survey.id, accessCode: survey.accessCode } });
    expect((await call(t.app, admin, 'GET', url)).status).toBe(200);

    const other = await call(t.app, stranger, 'GET', url);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain(survey.accessCode);
    expect((await call(t.app, null, 'GET', url)).status).toBe(401);
  });

  it('a survey nobody takes yet is a 404 for a signed-in person, as one that does not exist', async () => {
    const survey = await makeSurvey(t.app, { product: 'values' });
    const fresh = await call(t.app, stranger, 'GET', `/values/survey/id/${survey.id}/`);
    const missing = await call(t.app, stranger, 'GET', '/values/survey/id/999999/');
    expect(fresh).toEqual(missing);
    expect(fresh.status).toBe(404);
  });

  it('a discovery-process taker reads the info of the part the progress hands out', async () => {
    const dp = await makeSurvey(t.app, { product: 'dp' });
    const dpId = await startSurvey(t.app, taker, 'dp', dp);
    const progress = await call(t.app, taker, 'GET', `/dp/survey/user/${dpId}/progress/`);
    const part = (progress.body as unknown as { nextSurveyPart: { id: number; product: string } })
      .nextSurveyPart;
    const url = `/${part.product}/survey/id/${part.id}/`;

    const info = await call(t.app, taker, 'GET', url);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ survey: { id: part.id, product: part.product } });
    expect((await call(t.app, stranger, 'GET', url)).status).toBe(404);
    // and the discovery process itself, by its own taking
    expect((await call(t.app, taker, 'GET', `/dp/survey/id/${dp.id}/`)).status).toBe(200);
    expect((await call(t.app, stranger, 'GET', `/dp/survey/id/${dp.id}/`)).status).toBe(404);
  });

  it('the sections of a survey stay for its takers', async () => {
    const survey = await makeSurvey(t.app, { product: 'behaviours' });
    await startSurvey(t.app, taker, 'behaviours', survey);
    const url = `/behaviours/survey/id/${survey.id}/sections/`;
    expect((await call(t.app, taker, 'GET', url)).status).toBe(200);
    expect((await call(t.app, stranger, 'GET', url)).status).toBe(404);
    expect((await call(t.app, null, 'GET', url)).status).toBe(401);
  });
});
