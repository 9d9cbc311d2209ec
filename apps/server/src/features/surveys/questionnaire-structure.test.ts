import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveys } from '../../db/schema/surveys.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { makeSurvey } from '../../test/surveys.factory.ts';
import { questionnaireStructure } from './questionnaire-structure.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('a questionnaire’s structure, kept in memory', () => {
  it('holds each statement’s section and dimension, and forgets them when a dimension is edited', async () => {
    const survey = await makeSurvey(t.app, { product: 'behaviours' });
    const [row] = await t.app.db
      .select({ questionnaireId: surveys.questionnaireId })
      .from(surveys)
      .where(eq(surveys.id, survey.id));
    const questionnaireId = row!.questionnaireId!;
    const before = await questionnaireStructure(t.app.db, questionnaireId);
    const [statementId, key] = [...before.dimensionOfStatement][0]!;
    expect(before.sectionOfStatement.has(statementId)).toBe(true);
    expect(await questionnaireStructure(t.app.db, questionnaireId)).toBe(before);

    // An operator renames the dimension in SQL: the database's notification empties the cache
    // (migration 0014), so the next completion scores under the new key.
    await t.app.db.execute(
      sql`update dimensions set key = ${`${key}-renamed`} where questionnaire_id = ${questionnaireId} and key = ${key}`,
    );
    const after = await questionnaireStructure(t.app.db, questionnaireId);
    expect(after).not.toBe(before);
    expect(after.dimensionOfStatement.get(statementId)).toBe(`${key}-renamed`);
  });
});
