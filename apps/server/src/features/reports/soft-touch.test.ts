import { SOFT_TOUCH_LAYOUT } from '@portal/shared/surveys';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { surveyResults } from '../../db/schema/surveys.ts';
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
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const download = (user: SignedInUser | null, surveyUserId: number | string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/reports/download/${surveyUserId}`,
    headers: user ? user.auth : {},
  });

/** A person's completed taking of a new Soft Touch survey. */
async function completedSoftTouch(user: SignedInUser, options: { unlimited?: boolean } = {}) {
  const survey = await makeSurvey(t.app, {
    product: 'eq',
    title: 'Soft Touch pilot',
    layout: SOFT_TOUCH_LAYOUT,
    isUnlimitedAccess: options.unlimited ?? false,
  });
  const surveyUserId = await startSurvey(t.app, user, 'eq', survey);
  await answerAll(t.app, user, 'eq', surveyUserId);
  return { survey, surveyUserId };
}

/** Answers every section with the statements in reverse order: other scores than answerAll. */
async function answerAllReversed(user: SignedInUser, surveyUserId: number) {
  const progress = await call(t.app, user, 'GET', `/eq/survey/user/${surveyUserId}/progress/`);
  let next = (progress.body as unknown as { nextSection: number | null }).nextSection;
  while (next) {
    const ids = (await statementIds(t.app, user, 'eq', next)).reverse();
    const res = await call(t.app, user, 'PATCH', `/eq/survey/user/${surveyUserId}/submit/`, {
      statements: ids.map((statementId) => ({ statementId })),
    });
    next = (res.body as unknown as { nextSection: number | null }).nextSection;
  }
}

describe('GET /api/reports/download/:surveyUserId', () => {
  it('gives the owner of a completed Soft Touch taking its PDF, as soft_touch_report.pdf', async () => {
    const ada = await registerUser(t.app);
    const { surveyUserId } = await completedSoftTouch(ada);
    const res = await download(ada, surveyUserId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="soft_touch_report.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBeGreaterThan(10_000);
  });

  it('answers 404 for someone else’s taking and for an unknown one, 401 without a session', async () => {
    const ada = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const { surveyUserId } = await completedSoftTouch(ada);
    const other = await download(bob, surveyUserId);
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toMatch(/application\/json/);
    expect((await download(ada, 2_000_000_000)).statusCode).toBe(404);
    expect((await download(null, surveyUserId)).statusCode).toBe(401);
    expect((await download(ada, 'abc')).statusCode).toBe(400);
  });

  it('says the report is ready once the questionnaire is completed, in the request’s language', async () => {
    const ada = await registerUser(t.app);
    const survey = await makeSurvey(t.app, { product: 'eq', layout: SOFT_TOUCH_LAYOUT });
    const surveyUserId = await startSurvey(t.app, ada, 'eq', survey);
    const res = await download(ada, surveyUserId);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'This report is ready once you have completed the questionnaire.',
    });
    const french = await t.app.inject({
      method: 'GET',
      url: `/api/reports/download/${surveyUserId}`,
      headers: { ...ada.auth, 'accept-language': 'fr' },
    });
    expect(french.json()).toEqual({
      message: 'Ce rapport sera disponible une fois le questionnaire terminé.',
    });
  });

  it('says a questionnaire whose layout has no report has nothing to download', async () => {
    const ada = await registerUser(t.app);
    const survey = await makeSurvey(t.app, { product: 'eq' });
    const surveyUserId = await startSurvey(t.app, ada, 'eq', survey);
    await answerAll(t.app, ada, 'eq', surveyUserId);
    const res = await download(ada, surveyUserId);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'This questionnaire has no downloadable report.' });
  });

  it('serves the second download from the stored file without laying the report out again', async () => {
    const ada = await registerUser(t.app);
    const { surveyUserId } = await completedSoftTouch(ada);
    const render = vi.spyOn(t.app.pdf, 'render');
    try {
      const started = performance.now();
      const first = await download(ada, surveyUserId);
      const firstMs = performance.now() - started;
      expect(render).toHaveBeenCalledTimes(1);
      const again = performance.now();
      const second = await download(ada, surveyUserId);
      const secondMs = performance.now() - again;
      expect(render).toHaveBeenCalledTimes(1);
      expect(second.statusCode).toBe(200);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(secondMs).toBeLessThan(firstMs);
    } finally {
      render.mockRestore();
    }
  });

  it('two downloads of a report not yet made share one layout', async () => {
    const ada = await registerUser(t.app);
    const { surveyUserId } = await completedSoftTouch(ada);
    const render = vi.spyOn(t.app.pdf, 'render');
    try {
      const [a, b] = await Promise.all([download(ada, surveyUserId), download(ada, surveyUserId)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(render).toHaveBeenCalledTimes(1);
    } finally {
      render.mockRestore();
    }
  });

  it('makes a new report when the answers change: a new taking of an unlimited survey has its own', async () => {
    const ada = await registerUser(t.app);
    const { survey, surveyUserId: firstTaking } = await completedSoftTouch(ada, {
      unlimited: true,
    });
    const render = vi.spyOn(t.app.pdf, 'render');
    try {
      const first = await download(ada, firstTaking);
      expect(first.statusCode).toBe(200);

      const secondTaking = await startSurvey(t.app, ada, 'eq', survey);
      expect(secondTaking).not.toBe(firstTaking);
      await answerAllReversed(ada, secondTaking);
      const second = await download(ada, secondTaking);
      expect(second.statusCode).toBe(200);
      expect(render).toHaveBeenCalledTimes(2);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(false);
      const scoresOf = async (id: number) =>
        (await t.app.db.select().from(surveyResults).where(eq(surveyResults.surveyUserId, id)))[0]!
          .scores;
      expect(await scoresOf(secondTaking)).not.toEqual(await scoresOf(firstTaking));

      // The first taking's report is still its own, from the store.
      const firstAgain = await download(ada, firstTaking);
      expect(firstAgain.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(render).toHaveBeenCalledTimes(2);

      // Scores recomputed for a taking drop its stored report.
      await t.app.db
        .update(surveyResults)
        .set({ computedAt: new Date(Date.now() + 1000) })
        .where(eq(surveyResults.surveyUserId, firstTaking));
      expect((await download(ada, firstTaking)).statusCode).toBe(200);
      expect(render).toHaveBeenCalledTimes(3);
      const stored = await t.app.storage.list('reports', `soft-touch-${firstTaking}-`);
      expect(stored).toHaveLength(1);
    } finally {
      render.mockRestore();
    }
  });
});
