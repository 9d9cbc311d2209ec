import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveys } from '../../db/schema/surveys.ts';
import { registerUser, type SignedInUser } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { makeSurvey, startSurvey } from '../../test/surveys.factory.ts';
import { DEMO_SURVEY_CODES, seedDemoSurveys } from './demo-surveys.seed.ts';

let t: TestApp;
let taker: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  taker = await registerUser(t.app);
});
afterAll(() => t.close());

async function get(url: string, locale: string, user?: SignedInUser) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { 'accept-language': locale, ...(user ? user.auth : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

// Issue 9: survey titles are stored per locale, like sections and statements.
describe('survey titles per locale', () => {
  it('a title is answered in the request’s language, else in the survey’s default language', async () => {
    const survey = await makeSurvey(t.app, { title: 'Werte 2026', defaultLanguage: 'de' });
    await t.app.db
      .update(surveys)
      .set({ titles: { de: 'Werte 2026', ar: 'القيم 2026' } })
      .where(eq(surveys.id, survey.id));
    const info = (locale: string) =>
      get(`/public/eq/survey/access-code/${survey.accessCode}/`, locale);
    expect((await info('ar')).survey.title).toBe('القيم 2026');
    expect((await info('fr')).survey.title).toBe('Werte 2026');

    await startSurvey(t.app, taker, 'eq', survey);
    const dashboard = await get('/user/dashboard', 'ar', taker);
    expect(
      dashboard.eq.map(
        (i: { surveyProduct: { survey: { title: string } } }) => i.surveyProduct.survey.title,
      ),
    ).toContain('القيم 2026');
  });

  it('survey:create’s title is the default language’s title', async () => {
    const survey = await makeSurvey(t.app, { title: 'Equipo 1', defaultLanguage: 'es' });
    const [row] = await t.app.db.select().from(surveys).where(eq(surveys.id, survey.id));
    expect(row!.titles).toEqual({ es: 'Equipo 1' });
  });

  it('the demo surveys have titles in all 12 languages, given to an existing demo database too', async () => {
    await seedDemoSurveys(t.app.db);
    await t.app.db
      .update(surveys)
      .set({ titles: { en_GB: 'Values Questionnaire' } })
      .where(eq(surveys.accessCode, DEMO_SURVEY_CODES.values));
    await seedDemoSurveys(t.app.db);
    const info = await get(`/public/values/survey/access-code/${DEMO_SURVEY_CODES.values}/`, 'ja');
    expect(info.survey.title).toBe('価値観質問票');
    for (const row of await t.app.db.select().from(surveys)) {
      if (!Object.values(DEMO_SURVEY_CODES).includes(row.accessCode as never)) continue;
      expect(Object.keys(row.titles), row.accessCode).toHaveLength(12);
    }
  });

  it('the krisk packages are titled as their surveys are', async () => {
    const packages = await get('/public/krisk/packages', 'ar');
    expect(packages.map((p: { title: string }) => p.title)).toEqual([
      'KRisk Option 1',
      'KRisk Option 2',
      'KRisk Option 3',
    ]);
  });
});
