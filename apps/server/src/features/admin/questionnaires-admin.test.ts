import { QuestionnaireFileSchema } from '@portal/shared/admin-questionnaires';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/accounts.ts';
import { answers, sections, statements } from '../../db/schema/surveys.ts';
import { registerUser, type SignedInUser, updateUserRow } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { questionnaireFile } from '../../test/questionnaires.factory.ts';
import { call, makeSurvey, startSurvey } from '../../test/surveys.factory.ts';
import { QUESTIONNAIRES } from '../surveys/questionnaire-content.seed.ts';

/* The console's questionnaire content (issue 13, Surveys; decision 030). */
let t: TestApp;
let admin: SignedInUser;
let taker: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerUser(t.app, { firstName: 'Quest', lastName: 'Keeper' });
  await updateUserRow(t.app, admin.id, { isAdmin: true });
  taker = await registerUser(t.app);
});
afterAll(() => t.close());

const file = questionnaireFile;

const importFile = (body: unknown) =>
  call(t.app, admin, 'POST', '/admin/questionnaires/import', body);

type Detail = {
  key: string;
  sections: number;
  statements: number;
  answeredTakings: number;
  surveys: number;
  sectionList: {
    title: Record<string, string>;
    statements: { dimension: string; text: Record<string, string> }[];
  }[];
};

describe('the questionnaire file', () => {
  it('every seeded questionnaire is a valid file: the format is the seed data’s own shape', () => {
    for (const seed of QUESTIONNAIRES) {
      const parsed = QuestionnaireFileSchema.safeParse(seed);
      expect(parsed.error?.issues ?? [], seed.key).toEqual([]);
    }
  });
});

describe('POST /api/admin/questionnaires/import', () => {
  it('creates a questionnaire, shows it in every language, and rewrites it while nobody has answered; audited', async () => {
    const first = file();
    const created = await importFile(first);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({
      created: true,
      dimensions: 2,
      sections: 2,
      statements: 4,
    });
    const id = created.body?.questionnaireId as number;
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actorUserId, admin.id),
          eq(auditLog.action, 'admin.questionnaires.import_new'),
        ),
      )
      .orderBy(desc(auditLog.id));
    expect(audit[0]?.detail).toMatchObject({ questionnaireId: id, key: first.key });

    const detail = (await call(t.app, admin, 'GET', `/admin/questionnaires/${id}`))
      .body as unknown as Detail;
    expect(detail.sectionList[0]?.title).toEqual({ en_GB: 'At work', ar: 'في العمل' });
    expect(detail.sectionList[0]?.statements[0]).toMatchObject({
      dimension: 'care',
      text: { en_GB: 'I help a colleague', ar: 'أساعد زميلاً' },
    });

    const shorter = { ...first, sections: [first.sections[1]!] };
    const updated = await importFile(shorter);
    expect(updated.body).toMatchObject({
      questionnaireId: id,
      created: false,
      sections: 1,
      statements: 2,
    });
    const after = (await call(t.app, admin, 'GET', `/admin/questionnaires/${id}`))
      .body as unknown as Detail;
    expect(after.sectionList.map((s) => s.title.en_GB)).toEqual(['At home']);
  });

  it('refuses to change a questionnaire a taking has answered, saying so, and changes nothing', async () => {
    const answered = file();
    const created = await importFile(answered);
    const id = created.body?.questionnaireId as number;
    const survey = await makeSurvey(t.app, { product: 'values', questionnaire: answered.key });
    const surveyUserId = await startSurvey(t.app, taker, 'values', survey);
    const [statement] = await t.app.db
      .select({ id: statements.id })
      .from(statements)
      .innerJoin(sections, eq(sections.id, statements.sectionId))
      .where(eq(sections.questionnaireId, id))
      .limit(1);
    await t.app.db.insert(answers).values({ surveyUserId, statementId: statement!.id, rank: 1 });

    const refused = await importFile({ ...answered, sections: [answered.sections[0]!] });
    expect(refused.status).toBe(400);
    expect(String(refused.body?.message)).toContain(answered.key);
    const detail = (await call(t.app, admin, 'GET', `/admin/questionnaires/${id}`))
      .body as unknown as Detail;
    expect(detail).toMatchObject({ sections: 2, statements: 4, answeredTakings: 1, surveys: 1 });
    // A new version under a new key is the way to new content.
    const next = await importFile({ ...answered, key: `${answered.key}-v2` });
    expect(next.body).toMatchObject({ created: true });
  });

  it('refuses a bad file with a 400 whose errors name the place in the file', async () => {
    const bad = file();
    bad.sections[1]!.statements[0]!.dimension = 'nowhere';
    (bad.sections[0]!.title as Record<string, string>) = { fr: 'Sans anglais' };
    const res = await importFile(bad);
    expect(res.status).toBe(400);
    const errors = (res.body as unknown as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['sections.1.statements.0.dimension', 'sections.0.title']),
    );
    const eq18 = await importFile({ ...file(), product: 'eq' });
    expect(Object.keys((eq18.body as unknown as { errors: object }).errors)).toContain(
      'sections.0.statements',
    );
  });
});

describe('GET /api/admin/questionnaires', () => {
  it('lists the seeded questionnaires with their size, and finds one by key', async () => {
    const res = await call(t.app, admin, 'GET', '/admin/questionnaires?q=eq-core');
    expect(res.status).toBe(200);
    const items = (res.body as unknown as { items: Record<string, unknown>[] }).items;
    expect(items).toEqual([
      expect.objectContaining({ key: 'eq-core', product: 'eq', statements: expect.any(Number) }),
    ]);
    expect(Number(items[0]?.sections)).toBeGreaterThan(0);
    const byProduct = await call(
      t.app,
      admin,
      'GET',
      '/admin/questionnaires?sort=product&order=desc',
    );
    expect(byProduct.status).toBe(200);
    expect((await call(t.app, admin, 'GET', '/admin/questionnaires/2147483000')).status).toBe(404);
  });

  it('is the administrator’s only', async () => {
    expect((await call(t.app, taker, 'GET', '/admin/questionnaires')).status).toBe(403);
    expect((await call(t.app, null, 'POST', '/admin/questionnaires/import', file())).status).toBe(
      401,
    );
  });
});
