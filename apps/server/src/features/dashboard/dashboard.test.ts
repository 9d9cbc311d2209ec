import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  answerAll,
  call,
  makeSurvey,
  startSurvey,
  statementIds,
} from '../../test/surveys.factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/user/dashboard', () => {
  it('needs a signed-in person', async () => {
    expect((await call(t.app, null, 'GET', '/user/dashboard')).status).toBe(401);
  });

  it('lists the person’s takings by product with real progress counts, and nobody else’s', async () => {
    const ada = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const eq = await makeSurvey(t.app, { product: 'eq', title: 'My E.Q.' });
    const values = await makeSurvey(t.app, { product: 'values', title: 'My values' });
    const dp = await makeSurvey(t.app, { product: 'dp', title: 'My DP' });
    const eqId = await startSurvey(t.app, ada, 'eq', eq);
    const sections = (await call(t.app, ada, 'GET', `/eq/survey/id/${eq.id}/sections/`))
      .body as unknown as { id: number }[];
    const ids = await statementIds(t.app, ada, 'eq', sections[0]!.id);
    await call(t.app, ada, 'PATCH', `/eq/survey/user/${eqId}/submit/`, {
      statements: ids.map((statementId) => ({ statementId })),
    });
    const valuesId = await startSurvey(t.app, ada, 'values', values);
    await answerAll(t.app, ada, 'values', valuesId);
    await startSurvey(t.app, ada, 'dp', dp);
    await startSurvey(t.app, bob, 'eq', eq);

    const res = await call(t.app, ada, 'GET', '/user/dashboard');
    expect(res.status).toBe(200);
    const body = res.body as unknown as Record<
      string,
      {
        id: number;
        completedCountProgress: number;
        amountCountProgress: number;
        timeCompleted: string | null;
        surveyProduct: {
          survey: { title: string; accessCode: string; reportLayout: { title: string } };
        };
      }[]
    >;
    expect(body.eq).toHaveLength(1);
    expect(body.eq![0]).toMatchObject({
      id: eqId,
      completedCountProgress: 1,
      amountCountProgress: sections.length,
      timeCompleted: null,
      surveyProduct: {
        survey: {
          title: 'My E.Q.',
          accessCode: eq.accessCode,
          reportLayout: { title: 'Default Layout' },
        },
      },
    });
    expect(body.values![0]!.timeCompleted).not.toBeNull();
    expect(body.values![0]!.completedCountProgress).toBe(body.values![0]!.amountCountProgress);
    expect(body.dp![0]!.amountCountProgress).toBeGreaterThan(sections.length);
    expect(body.icoach).toEqual([]);
    expect(body.tsSurvey).toEqual([]);
  });

  it('marks a taking of a paid survey as awaiting payment until it is paid', async () => {
    const ada = await registerUser(t.app);
    const free = await makeSurvey(t.app, { product: 'eq', title: 'Free E.Q.' });
    const paid = await makeSurvey(t.app, { product: 'eq', title: 'Paid E.Q.', pricePence: 2500 });
    await startSurvey(t.app, ada, 'eq', free);
    await startSurvey(t.app, ada, 'eq', paid);

    const res = await call(t.app, ada, 'GET', '/user/dashboard');
    const rows = (
      res.body as unknown as Record<
        string,
        { isAuthorized: boolean; surveyProduct: { survey: { title: string } } }[]
      >
    ).eq!;
    const byTitle = Object.fromEntries(
      rows.map((r) => [r.surveyProduct.survey.title, r.isAuthorized]),
    );
    expect(byTitle).toEqual({ 'Free E.Q.': true, 'Paid E.Q.': false });
  });
});
