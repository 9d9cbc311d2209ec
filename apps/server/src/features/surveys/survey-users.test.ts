import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedInUser } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { answerAll, call, makeSurvey, startSurvey } from '../../test/surveys.factory.ts';

let t: TestApp;
let ada: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  ada = await registerUser(t.app);
  bob = await registerUser(t.app);
});
afterAll(() => t.close());

const lookup = (s: { id: number; accessCode: string }) => ({
  surveyId: s.id,
  accessCode: s.accessCode,
});

describe('GET /api/public/{product}/survey/access-code/{code}/', () => {
  it('answers the public survey info for the welcome page, in the visitor’s language', async () => {
    const survey = await makeSurvey(t.app, {
      title: 'Welcome test',
      welcomeMessage: '<p>Hi</p>',
      pricePence: 1500,
    });
    const res = await call(
      t.app,
      null,
      'GET',
      `/public/eq/survey/access-code/${survey.accessCode}/`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      surveyProductId: survey.id,
      survey: {
        id: survey.id,
        title: 'Welcome test',
        welcomeMessage: '<p>Hi</p>',
        accessCode: survey.accessCode,
        paymentAmount: 1500,
        reportLayout: { title: 'Default Layout' },
        isUnlimitedAccess: false,
      },
    });
  });

  it('a code of another product, or unknown, is a 404; a malformed code is a 400', async () => {
    const survey = await makeSurvey(t.app);
    expect(
      (await call(t.app, null, 'GET', `/public/values/survey/access-code/${survey.accessCode}/`))
        .status,
    ).toBe(404);
    expect(
      (await call(t.app, null, 'GET', `/public/eq/survey/access-code/${'x'.repeat(50)}/`)).status,
    ).toBe(404);
    expect((await call(t.app, null, 'GET', '/public/eq/survey/access-code/short/')).status).toBe(
      400,
    );
  });

  it('discovery-process info is asked for as dp', async () => {
    const survey = await makeSurvey(t.app, { product: 'dp' });
    const res = await call(
      t.app,
      null,
      'GET',
      `/public/dp/survey/access-code/${survey.accessCode}/`,
    );
    expect(res.status).toBe(200);
  });
});

describe('survey users: get, create, completed', () => {
  it('get answers 404 (null) until one is created; create answers an authorised taking of a free survey', async () => {
    const survey = await makeSurvey(t.app);
    expect((await call(t.app, ada, 'POST', '/eq/survey/user/get/', lookup(survey))).status).toBe(
      404,
    );
    const created = await call(t.app, ada, 'POST', '/eq/survey/user/create/', lookup(survey));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ isAuthorized: true, isCompleted: false });
    const got = await call(t.app, ada, 'POST', '/eq/survey/user/get/', lookup(survey));
    expect(got.body).toEqual(created.body);
  });

  it('creating twice answers the same open taking', async () => {
    const survey = await makeSurvey(t.app);
    const [a, b] = await Promise.all([
      call(t.app, ada, 'POST', '/eq/survey/user/create/', lookup(survey)),
      call(t.app, ada, 'POST', '/eq/survey/user/create/', lookup(survey)),
    ]);
    expect(a.body).toEqual(b.body);
  });

  it('a paid survey’s taking starts unauthorised', async () => {
    const survey = await makeSurvey(t.app, { pricePence: 2500 });
    const created = await call(t.app, ada, 'POST', '/eq/survey/user/create/', lookup(survey));
    expect(created.body).toMatchObject({ isAuthorized: false });
  });

  it('an unauthorised taking cannot read statements nor submit', async () => {
    const survey = await makeSurvey(t.app, { pricePence: 2500 });
    const id = await startSurvey(t.app, bob, 'eq', survey);
    const sections = await call(t.app, bob, 'GET', `/eq/survey/id/${survey.id}/sections/`);
    const first = (sections.body as unknown as { id: number }[])[0]!.id;
    expect((await call(t.app, bob, 'GET', `/eq/section/id/${first}/statements/`)).status).toBe(404);
    const submit = await call(t.app, bob, 'PATCH', `/eq/survey/user/${id}/submit/`, {
      statements: [{ statementId: 1 }],
    });
    expect(submit.status).toBe(403);
    expect(submit.body).toMatchObject({ message: 'This survey has not been paid for yet.' });
  });

  it('a survey not active yet, or expired, cannot be started (calendar dates)', async () => {
    const future = await makeSurvey(t.app, { validFrom: '2099-01-01' });
    const past = await makeSurvey(t.app, { validFrom: '2020-01-01', validTo: '2020-12-31' });
    const a = await call(t.app, ada, 'POST', '/eq/survey/user/create/', lookup(future));
    expect(a).toMatchObject({ status: 400, body: { message: 'This Survey is not active yet.' } });
    const b = await call(t.app, ada, 'POST', '/eq/survey/user/create/', lookup(past));
    expect(b).toMatchObject({ status: 400, body: { message: 'This Survey has now expired.' } });
  });

  it('a survey open today only (from = to = today) can be started', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const survey = await makeSurvey(t.app, { validFrom: today, validTo: today });
    expect((await call(t.app, ada, 'POST', '/eq/survey/user/create/', lookup(survey))).status).toBe(
      200,
    );
  });

  it('after completion: completed/get finds it, and a limited survey cannot be taken again', async () => {
    const survey = await makeSurvey(t.app, { product: 'values' });
    const id = await startSurvey(t.app, ada, 'values', survey);
    await answerAll(t.app, ada, 'values', id);
    const completed = await call(
      t.app,
      ada,
      'POST',
      '/values/survey/completed/user/get/',
      lookup(survey),
    );
    expect(completed.body).toEqual({ surveyUserId: id, isAuthorized: true, isCompleted: true });
    expect(
      (await call(t.app, ada, 'POST', '/values/survey/user/get/', lookup(survey))).status,
    ).toBe(404);
    const again = await call(t.app, ada, 'POST', '/values/survey/user/create/', lookup(survey));
    expect(again).toMatchObject({
      status: 400,
      body: { message: 'You have already completed this questionnaire.' },
    });
  });

  it('an unlimited-access survey can be taken again after completion', async () => {
    const survey = await makeSurvey(t.app, { product: 'values', isUnlimitedAccess: true });
    const first = await startSurvey(t.app, ada, 'values', survey);
    await answerAll(t.app, ada, 'values', first);
    const second = await startSurvey(t.app, ada, 'values', survey);
    expect(second).not.toBe(first);
  });

  it('a wrong access code for the survey id is a 404; no token is a 401', async () => {
    const survey = await makeSurvey(t.app);
    const other = await makeSurvey(t.app);
    expect(
      (
        await call(t.app, ada, 'POST', '/eq/survey/user/create/', {
          surveyId: survey.id,
          accessCode: other.accessCode,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(t.app, null, 'POST', '/eq/survey/user/create/', lookup(survey))).status,
    ).toBe(401);
  });

  it('someone else’s taking is a 404 on every call', async () => {
    const survey = await makeSurvey(t.app);
    const id = await startSurvey(t.app, ada, 'eq', survey);
    expect((await call(t.app, bob, 'GET', `/eq/survey/user/${id}/progress/`)).status).toBe(404);
    expect(
      (
        await call(t.app, bob, 'PATCH', `/eq/survey/user/${id}/submit/`, {
          statements: [{ statementId: 1 }],
        })
      ).status,
    ).toBe(404);
    expect((await call(t.app, bob, 'GET', `/eq/survey/id/${survey.id}/sections/`)).status).toBe(
      404,
    );
  });
});
