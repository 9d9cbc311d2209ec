import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answers,
  dimensions,
  sectionSubmissions,
  statements,
  surveyResults,
  surveyUsers,
} from '../../db/schema/surveys.ts';
import { registerUser, type SignedInUser } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  answerAll,
  call,
  makeSurvey,
  startSurvey,
  statementIds,
} from '../../test/surveys.factory.ts';
import { scoreDimensions } from './scoring.ts';

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

  it('the scores stored with the last section are what all the taking’s answers give', async () => {
    // The last section is stored, completed and scored in one statement, from the questionnaire
    // kept in memory (issue 14); the oracle here reads answers, dimensions and section sizes
    // from the tables, as the completion did before.
    for (const product of ['eq', 'behaviours'] as const) {
      const { surveyUserId } = await freshTaking(product);
      await answerAll(t.app, ada, product, surveyUserId);
      const sectionSize = t.app.db
        .select({ sectionId: statements.sectionId, n: count().as('n') })
        .from(statements)
        .groupBy(statements.sectionId)
        .as('section_size');
      const rows = await t.app.db
        .select({
          dimension: dimensions.key,
          rank: answers.rank,
          score: answers.score,
          sectionSize: sectionSize.n,
        })
        .from(answers)
        .innerJoin(statements, eq(statements.id, answers.statementId))
        .innerJoin(dimensions, eq(dimensions.id, statements.dimensionId))
        .innerJoin(sectionSize, eq(sectionSize.sectionId, statements.sectionId))
        .where(eq(answers.surveyUserId, surveyUserId));
      const expected = scoreDimensions(
        rows.map((r) => ({ ...r, sectionSize: Number(r.sectionSize) })),
      );
      const [result] = await t.app.db
        .select()
        .from(surveyResults)
        .where(eq(surveyResults.surveyUserId, surveyUserId));
      expect(Object.keys(expected).length).toBeGreaterThan(1);
      expect(result!.scores).toEqual(expected);
      const [taking] = await t.app.db
        .select()
        .from(surveyUsers)
        .where(eq(surveyUsers.id, surveyUserId));
      expect(taking!.timeCompleted).not.toBeNull();
    }
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
    const second = await submit('eq', surveyUserId, body);
    expect(second).toEqual(first);
    const stored = await t.app.db
      .select()
      .from(answers)
      .where(eq(answers.surveyUserId, surveyUserId));
    expect(stored).toHaveLength(18);
    const top = stored.find((a) => a.statementId === ids[0]);
    expect(top?.rank).toBe(1);
  });

  it('the same section again in another order is a 409 the page can show, and the first order stays', async () => {
    const { surveyUserId, sections } = await freshTaking('eq');
    const ids = await statementIds(t.app, ada, 'eq', sections[0]!.id);
    const body = ids.map((statementId) => ({ statementId }));
    await submit('eq', surveyUserId, body);
    const other = await submit('eq', surveyUserId, [...body].reverse());
    expect(other.status).toBe(409);
    expect((other.body as unknown as { message: string }).message).toMatch(/different order/);
    const stored = await t.app.db
      .select()
      .from(answers)
      .where(eq(answers.surveyUserId, surveyUserId));
    expect(stored.find((a) => a.statementId === ids[0])?.rank).toBe(1);
  });

  it('two different orders of one section sent at once: one is stored, the other is a 409', async () => {
    const { surveyUserId, sections } = await freshTaking('eq');
    const ids = await statementIds(t.app, ada, 'eq', sections[0]!.id);
    const body = ids.map((statementId) => ({ statementId }));
    const replies = await Promise.all([
      submit('eq', surveyUserId, body),
      submit('eq', surveyUserId, [...body].reverse()),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const stored = await t.app.db
      .select()
      .from(answers)
      .where(eq(answers.surveyUserId, surveyUserId));
    expect(stored).toHaveLength(18);
    const winner = replies[0]!.status === 200 ? ids[0] : ids.at(-1);
    expect(stored.find((a) => a.statementId === winner)?.rank).toBe(1);
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

describe('completion is one with the last section (issue 8)', () => {
  async function allButLast(product: 'eq' | 'values' = 'values') {
    const taking = await freshTaking(product);
    for (const section of taking.sections.slice(0, -1)) {
      const ids = await statementIds(t.app, ada, product, section.id);
      await submit(
        product,
        taking.surveyUserId,
        ids.map((statementId) => ({ statementId })),
      );
    }
    const last = taking.sections.at(-1)!;
    const lastBody = (await statementIds(t.app, ada, product, last.id)).map((statementId) => ({
      statementId,
    }));
    return { ...taking, last, lastBody };
  }

  const takingRow = async (id: number) =>
    (await t.app.db.select().from(surveyUsers).where(eq(surveyUsers.id, id)))[0]!;
  const resultOf = async (id: number) =>
    (await t.app.db.select().from(surveyResults).where(eq(surveyResults.surveyUserId, id)))[0];

  it('when storing the results fails, the last section is not stored either, and sending it again completes', async () => {
    const { surveyUserId, last, lastBody } = await allButLast();
    // A failure between the answers and the results, as a crash would be.
    await t.app.db.execute(sql`create function fail_results() returns trigger language plpgsql
      as $$ begin raise exception 'simulated crash'; end $$`);
    await t.app.db.execute(
      sql`create trigger fail_results before insert on survey_results for each row execute function fail_results()`,
    );
    try {
      const failed = await submit('values', surveyUserId, lastBody);
      expect(failed.status).toBe(500);
    } finally {
      await t.app.db.execute(sql`drop trigger fail_results on survey_results`);
      await t.app.db.execute(sql`drop function fail_results()`);
    }
    const stored = await t.app.db
      .select()
      .from(sectionSubmissions)
      .where(
        and(
          eq(sectionSubmissions.surveyUserId, surveyUserId),
          eq(sectionSubmissions.sectionId, last.id),
        ),
      );
    expect(stored).toHaveLength(0);
    expect((await takingRow(surveyUserId)).timeCompleted).toBeNull();

    const again = await submit('values', surveyUserId, lastBody);
    expect(again).toEqual({ status: 200, body: { nextSection: null } });
    expect((await takingRow(surveyUserId)).timeCompleted).not.toBeNull();
    expect(await resultOf(surveyUserId)).toBeDefined();
  });

  it('a taking left answered but unfinished is finished by a repeat of the last submit', async () => {
    const { surveyUserId, lastBody } = await allButLast();
    await submit('values', surveyUserId, lastBody);
    // What a crash between the two old transactions left behind.
    await t.app.db.delete(surveyResults).where(eq(surveyResults.surveyUserId, surveyUserId));
    await t.app.db
      .update(surveyUsers)
      .set({ timeCompleted: null })
      .where(eq(surveyUsers.id, surveyUserId));
    const again = await submit('values', surveyUserId, lastBody);
    expect(again).toEqual({ status: 200, body: { nextSection: null } });
    expect((await takingRow(surveyUserId)).timeCompleted).not.toBeNull();
    expect(await resultOf(surveyUserId)).toBeDefined();
  });

  it('a taking completed without its result is finished by the next progress read', async () => {
    const { surveyUserId, lastBody } = await allButLast();
    await submit('values', surveyUserId, lastBody);
    await t.app.db.delete(surveyResults).where(eq(surveyResults.surveyUserId, surveyUserId));
    const progress = await call(t.app, ada, 'GET', `/values/survey/user/${surveyUserId}/progress/`);
    expect(progress.body).toMatchObject({ nextSection: null });
    expect(await resultOf(surveyUserId)).toBeDefined();
  });
});
