import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedInUser } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, makeSurvey, startSurvey } from '../../test/surveys.factory.ts';

/*
 * GET /{product}/survey/user/{id}/ (issue 9): a section address opened without the browser's
 * local record rebuilds it from this answer.
 */
let t: TestApp;
let ada: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  ada = await registerUser(t.app);
  bob = await registerUser(t.app);
});
afterAll(() => t.close());

describe('GET /api/{product}/survey/user/{id}/', () => {
  it('answers the owner what the local record holds', async () => {
    const survey = await makeSurvey(t.app, { product: 'values', title: 'Record test' });
    const id = await startSurvey(t.app, ada, 'values', survey);
    const res = await call(t.app, ada, 'GET', `/values/survey/user/${id}/`);
    expect(res).toMatchObject({
      status: 200,
      body: {
        surveyUserId: id,
        surveyId: survey.id,
        accessCode: survey.accessCode,
        product: 'values',
        title: 'Record test',
        dpSurveyId: null,
        dpChildSurveys: [],
        isAuthorized: true,
        isCompleted: false,
      },
    });
  });

  it('someone else’s taking, another product’s path or an unknown id is a 404', async () => {
    const survey = await makeSurvey(t.app, { product: 'values' });
    const id = await startSurvey(t.app, ada, 'values', survey);
    expect((await call(t.app, bob, 'GET', `/values/survey/user/${id}/`)).status).toBe(404);
    expect((await call(t.app, ada, 'GET', `/eq/survey/user/${id}/`)).status).toBe(404);
    expect((await call(t.app, ada, 'GET', '/values/survey/user/999999/')).status).toBe(404);
    expect((await call(t.app, null, 'GET', `/values/survey/user/${id}/`)).status).toBe(401);
  });

  it('a discovery process names its parts, and a part names its discovery process', async () => {
    const survey = await makeSurvey(t.app, { product: 'dp' });
    const dpId = await startSurvey(t.app, ada, 'dp', survey);
    const progress = await call(t.app, ada, 'GET', `/dp/survey/user/${dpId}/progress/`);
    const part = (
      progress.body as unknown as { nextSurveyPart: { product: string; surveyUserId: number } }
    ).nextSurveyPart;
    const dp = await call(t.app, ada, 'GET', `/dp/survey/user/${dpId}/`);
    expect(dp.body).toMatchObject({
      product: 'dp',
      dpSurveyId: null,
      dpChildSurveys: [`${part.product}_${part.surveyUserId}`],
    });
    const child = await call(
      t.app,
      ada,
      'GET',
      `/${part.product}/survey/user/${part.surveyUserId}/`,
    );
    expect(child.body).toMatchObject({
      product: part.product,
      dpSurveyId: dpId,
      dpChildSurveys: [],
    });
  });
});
