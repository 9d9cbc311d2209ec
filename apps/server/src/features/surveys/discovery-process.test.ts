import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resiliencyResponses } from '../../db/schema/surveys.ts';
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

type DpProgress = {
  isCompleted: boolean;
  partsCompleted: number;
  resiliency: boolean;
  nextSurveyPart: {
    id: number;
    product: 'eq' | 'values' | 'behaviours';
    surveyUserId: number;
  } | null;
};
const dpProgress = async (user: SignedInUser, id: number) =>
  (await call(t.app, user, 'GET', `/dp/survey/user/${id}/progress/`)) as unknown as {
    status: number;
    body: DpProgress;
  };

describe('discovery process', () => {
  it('goes through eq, values and behaviours in order, then completes', async () => {
    const survey = await makeSurvey(t.app, { product: 'dp', resiliencyEnabled: true });
    const dpId = await startSurvey(t.app, ada, 'dp', survey);
    const seen: string[] = [];
    for (let part = 0; part < 3; part++) {
      const { body } = await dpProgress(ada, dpId);
      expect(body.partsCompleted).toBe(part);
      expect(body.isCompleted).toBe(false);
      const next = body.nextSurveyPart!;
      seen.push(next.product);
      // asking again answers the same part's taking
      expect((await dpProgress(ada, dpId)).body.nextSurveyPart).toEqual(next);
      const info = await call(t.app, ada, 'GET', `/${next.product}/survey/id/${next.id}/`);
      expect(info.status).toBe(200);
      await answerAll(t.app, ada, next.product, next.surveyUserId);
    }
    expect(seen).toEqual(['eq', 'values', 'behaviours']);
    const end = await dpProgress(ada, dpId);
    expect(end.body).toEqual({
      isCompleted: true,
      nextSurveyPart: null,
      partsCompleted: 3,
      resiliency: true,
    });
    const completed = await call(t.app, ada, 'POST', '/dp/survey/completed/user/get/', {
      surveyId: survey.id,
      accessCode: survey.accessCode,
    });
    expect(completed.body).toMatchObject({ surveyUserId: dpId, isCompleted: true });
  });

  it('an unpaid discovery process has no next part (403), and someone else’s is a 404', async () => {
    const paid = await makeSurvey(t.app, { product: 'dp', pricePence: 4900 });
    const id = await startSurvey(t.app, ada, 'dp', paid);
    expect((await dpProgress(ada, id)).status).toBe(403);
    expect((await dpProgress(bob, id)).status).toBe(404);
  });

  it('resiliency: status, questions in the caller’s language, answers stored once', async () => {
    const survey = await makeSurvey(t.app, { product: 'dp', resiliencyEnabled: true });
    const dpId = await startSurvey(t.app, ada, 'dp', survey);
    const status = await call(t.app, ada, 'GET', `/survey/info/${dpId}/resiliency`);
    expect(status.body).toEqual({ resiliencyStatus: true, dpSurveyUserId: dpId, answered: false });
    const q = await call(t.app, ada, 'GET', '/survey/info/resiliencyQuestions');
    const { resiliencyQuestions, scale } = q.body as unknown as {
      resiliencyQuestions: { id: number }[];
      scale: string[];
    };
    expect(resiliencyQuestions.length).toBeGreaterThanOrEqual(5);
    expect(scale).toHaveLength(5);
    const responses = resiliencyQuestions.map((r, i) => ({ questionId: r.id, value: (i % 5) + 1 }));
    const partial = await call(
      t.app,
      ada,
      'POST',
      `/survey/resiliency/responses?surveyUserId=${dpId}`,
      { responses: responses.slice(1) },
    );
    expect(partial.status).toBe(400);
    const out = await call(
      t.app,
      ada,
      'POST',
      `/survey/resiliency/responses?surveyUserId=${dpId}`,
      { responses },
    );
    expect(out.body).toEqual({ saved: true });
    const again = await call(
      t.app,
      ada,
      'POST',
      `/survey/resiliency/responses?surveyUserId=${dpId}`,
      { responses },
    );
    expect(again.body).toEqual({ saved: false });
    const rows = await t.app.db
      .select()
      .from(resiliencyResponses)
      .where(eq(resiliencyResponses.dpSurveyUserId, dpId));
    expect(rows).toHaveLength(resiliencyQuestions.length);
    expect(
      (
        await call(t.app, bob, 'POST', `/survey/resiliency/responses?surveyUserId=${dpId}`, {
          responses,
        })
      ).status,
    ).toBe(404);
  });

  it('a discovery process without resiliency refuses its answers', async () => {
    const survey = await makeSurvey(t.app, { product: 'dp' });
    const dpId = await startSurvey(t.app, ada, 'dp', survey);
    const res = await call(
      t.app,
      ada,
      'POST',
      `/survey/resiliency/responses?surveyUserId=${dpId}`,
      { responses: [{ questionId: 1, value: 3 }] },
    );
    expect(res.status).toBe(400);
  });
});
