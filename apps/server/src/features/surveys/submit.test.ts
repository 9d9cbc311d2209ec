import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, surveyResults } from '../../db/schema/surveys.ts';
import { registerUser, type SignedInUser } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  answerAll,
  call,
  makeSurvey,
  startSurvey,
  statementIds,
} from '../../test/surveys.factory.ts';

let t: TestApp;
let ada: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  ada = await registerUser(t.app);
});
afterAll(() => t.close());

async function freshTaking(product: 'eq' | 'values' | 'behaviours' | 'ipulse' = 'eq') {
  const survey = await makeSurvey(t.app, { product });
  const surveyUserId = await startSurvey(t.app, ada, product, survey);
  const sections = (await call(t.app, ada, 'GET', `/${product}/survey/id/${survey.id}/sections/`))
    .body as unknown as {
    id: number;
    position: number;
    title: string;
  }[];
  return { survey, surveyUserId, sections };
}

const submit = (product: string, id: number, statements: unknown[]) =>
  call(t.app, ada, 'PATCH', `/${product}/survey/user/${id}/submit/`, { statements });

describe('ranking sections', () => {
  it('an E.Q. section lists 18 statements in the person’s language', async () => {
    const { sections } = await freshTaking('eq');
    expect(sections.length).toBeGreaterThanOrEqual(2);
    expect(sections[0]!.title).toBe('World view');
    const res = await call(t.app, ada, 'GET', `/eq/section/id/${sections[0]!.id}/statements/`);
    expect(res.body).toHaveLength(18);
    const ar = await t.app.inject({
      method: 'GET',
      url: `/api/eq/section/id/${sections[0]!.id}/statements/`,
      headers: { ...ada.auth, 'accept-language': 'ar' },
    });
    expect(ar.json()[0].statement).not.toBe(
      (res.body as unknown as { statement: string }[])[0]!.statement,
    );
  });

  it('progress starts at section 1 and each submit answers the next section, then null', async () => {
    const { surveyUserId, sections } = await freshTaking('eq');
    const start = await call(t.app, ada, 'GET', `/eq/survey/user/${surveyUserId}/progress/`);
    expect(start.body).toEqual({
      nextSection: sections[0]!.id,
      completedSections: 0,
      totalSections: sections.length,
    });
    for (const [i, section] of sections.entries()) {
      const ids = await statementIds(t.app, ada, 'eq', section.id);
      const res = await submit(
        'eq',
        surveyUserId,
        ids.map((statementId) => ({ statementId })),
      );
      expect(res).toEqual({ status: 200, body: { nextSection: sections[i + 1]?.id ?? null } });
    }
    const done = await call(t.app, ada, 'GET', `/eq/survey/user/${surveyUserId}/progress/`);
    expect(done.body).toMatchObject({ nextSection: null, completedSections: sections.length });
  });

  it('completing stores a score per dimension from the ranks', async () => {
    const { surveyUserId } = await freshTaking('behaviours');
    await answerAll(t.app, ada, 'behaviours', surveyUserId);
    const [result] = await t.app.db
      .select()
      .from(surveyResults)
      .where(eq(surveyResults.surveyUserId, surveyUserId));
    expect(Object.keys(result!.scores).sort()).toEqual([
      'decisive',
      'persuasive',
      'precise',
      'supportive',
    ]);
    for (const score of Object.values(result!.scores)) expect(score).toBeGreaterThanOrEqual(0);
  });

  it('a section with a statement missing, duplicated, or from elsewhere is a 400 that stores nothing', async () => {
    const { surveyUserId, sections } = await freshTaking('eq');
    const ids = await statementIds(t.app, ada, 'eq', sections[0]!.id);
    const other = await statementIds(t.app, ada, 'eq', sections[1]!.id);
    const cases = [
      [ids.slice(1), 'Some statements of this section are missing. Please place every statement.'],
      [
        [...ids.slice(1), ids[1]],
        'A statement appears more than once. Please place each statement exactly once.',
      ],
      [
        [...ids.slice(1), other[0]],
        'Some statements do not belong to this section of the questionnaire.',
      ],
      [
        [...ids.slice(1), 999999],
        'Some statements do not belong to this section of the questionnaire.',
      ],
    ] as const;
    for (const [list, message] of cases) {
      const res = await submit(
        'eq',
        surveyUserId,
        list.map((statementId) => ({ statementId })),
      );
      expect(res.status).toBe(400);
      expect(
        (res.body as unknown as { errors: { statements: string[] } }).errors.statements,
      ).toEqual([message]);
    }
    const stored = await t.app.db
      .select()
      .from(answers)
      .where(eq(answers.surveyUserId, surveyUserId));
    expect(stored).toEqual([]);
  });

  it('the second section before the first is refused', async () => {
    const { surveyUserId, sections } = await freshTaking('eq');
    const ids = await statementIds(t.app, ada, 'eq', sections[1]!.id);
    const res = await submit(
      'eq',
      surveyUserId,
      ids.map((statementId) => ({ statementId })),
    );
    expect(res.status).toBe(400);
  });

  it('submitting a section twice stores answers once and answers the same nextSection', async () => {
    const { surveyUserId, sections } = await freshTaking('eq');
    const ids = await statementIds(t.app, ada, 'eq', sections[0]!.id);
    const body = ids.map((statementId) => ({ statementId }));
    const first = await submit('eq', surveyUserId, body);
    const second = await submit('eq', surveyUserId, [...body].reverse());
    expect(second).toEqual(first);
    const stored = await t.app.db
      .select()
      .from(answers)
      .where(eq(answers.surveyUserId, surveyUserId));
    expect(stored).toHaveLength(18);
    const top = stored.find((a) => a.statementId === ids[0]);
    expect(top?.rank).toBe(1);
  });

  it('two submits of one section sent at once store one set of answers', async () => {
    const { surveyUserId, sections } = await freshTaking('eq');
    const ids = await statementIds(t.app, ada, 'eq', sections[0]!.id);
    const body = ids.map((statementId) => ({ statementId }));
    const [a, b] = await Promise.all([
      submit('eq', surveyUserId, body),
      submit('eq', surveyUserId, body),
    ]);
    expect(a).toEqual(b);
    expect(a.status).toBe(200);
    const stored = await t.app.db
      .select()
      .from(answers)
      .where(and(eq(answers.surveyUserId, surveyUserId)));
    expect(stored).toHaveLength(18);
  });

  it('an empty or malformed body is a 400 with a message on statements', async () => {
    const { surveyUserId } = await freshTaking('eq');
    const res = await submit('eq', surveyUserId, []);
    expect(res.status).toBe(400);
    expect(
      (res.body as unknown as { errors: Record<string, string[]> }).errors.statements,
    ).toBeDefined();
  });
});

describe('iPulse', () => {
  it('scores must be 1 to 4', async () => {
    const { surveyUserId, sections } = await freshTaking('ipulse');
    const ids = await statementIds(t.app, ada, 'ipulse', sections[0]!.id);
    for (const score of [0, 5, 2.5]) {
      const res = await submit(
        'ipulse',
        surveyUserId,
        ids.map((statementId) => ({ statementId, score })),
      );
      expect(res.status).toBe(400);
    }
  });

  it('the last section answers null, the comment completes, and the scores are stored', async () => {
    const { surveyUserId, survey } = await freshTaking('ipulse');
    const early = await call(t.app, ada, 'PATCH', `/ipulse/survey/user/${surveyUserId}/comment/`, {
      comment: 'Too soon',
    });
    expect(early.status).toBe(400);
    await answerAll(t.app, ada, 'ipulse', surveyUserId);
    const notYet = await call(t.app, ada, 'POST', '/ipulse/survey/completed/user/get/', {
      surveyId: survey.id,
      accessCode: survey.accessCode,
    });
    expect(notYet.status).toBe(404);
    const res = await call(t.app, ada, 'PATCH', `/ipulse/survey/user/${surveyUserId}/comment/`, {
      comment: 'Good team.',
    });
    expect(res).toEqual({ status: 200, body: { isCompleted: true } });
    const [result] = await t.app.db
      .select()
      .from(surveyResults)
      .where(eq(surveyResults.surveyUserId, surveyUserId));
    // every answer was 3 of 4: two thirds of the way
    for (const score of Object.values(result!.scores)) expect(score).toBeCloseTo(66.7, 1);
  });

  it('a comment over 2000 characters is refused', async () => {
    const { surveyUserId } = await freshTaking('ipulse');
    await answerAll(t.app, ada, 'ipulse', surveyUserId);
    const res = await call(t.app, ada, 'PATCH', `/ipulse/survey/user/${surveyUserId}/comment/`, {
      comment: 'x'.repeat(2001),
    });
    expect(res.status).toBe(400);
  });
});
