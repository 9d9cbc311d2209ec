import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/accounts.ts';
import { outboxMails } from '../../db/schema/mail.ts';
import { tsSurveys } from '../../db/schema/team-survey.ts';
import { registerUser, type SignedInUser, updateUserRow } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { auditFor, uniqueLetters } from '../../test/people.factory.ts';
import { call } from '../../test/surveys.factory.ts';
import { makeTsSurvey, preparedRatee, rateSkill } from '../../test/team-survey.factory.ts';

/* The console's 360 surveys area (issue 13): settings, managers by email, where reviews stand. */
let t: TestApp;
let admin: SignedInUser;
let manager: SignedInUser;
const word = `Zq${uniqueLetters(6)}`;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerUser(t.app, { firstName: 'Console', lastName: 'Keeper' });
  await updateUserRow(t.app, admin.id, { isAdmin: true });
  manager = await registerUser(t.app, { firstName: 'Maria', lastName: 'Manager' });
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  titles: { en_GB: `Leadership ${word}`, fr: `Leadership ${word} FR` },
  welcomeMessages: { en_GB: '<p>Hello<script>alert(1)</script></p>' },
  defaultLanguage: 'en_GB',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
  anonymityThreshold: 3,
  reminderDays: 7,
  ...over,
});

type Detail = {
  id: number;
  title: string;
  accessCode: string;
  anonymityThreshold: number;
  reminderDays: number;
  welcomeMessages: Record<string, string>;
  managerList: { id: number; email: string; awaitingOwner: boolean; ratees: number }[];
};

async function created(over: Record<string, unknown> = {}) {
  const res = await call(t.app, admin, 'POST', '/admin/team-surveys', body(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as unknown as Detail;
}

const mailsTo = (to: string) =>
  t.app.db.select().from(outboxMails).where(eq(outboxMails.to, to)).orderBy(desc(outboxMails.id));

const auditsOf = (action: string) =>
  t.app.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));

describe('POST and PUT /api/admin/team-surveys', () => {
  it('creates a survey with a new access code and its settings, sanitised and audited', async () => {
    const survey = await created();
    expect(survey).toMatchObject({
      title: `Leadership ${word}`,
      anonymityThreshold: 3,
      reminderDays: 7,
      managerList: [],
    });
    expect(survey.accessCode).toMatch(/^[A-Za-z0-9]{50}$/);
    expect(survey.welcomeMessages.en_GB).not.toContain('script');
    const [audit] = await auditsOf('admin.team_surveys.create');
    expect(audit).toMatchObject({
      actorUserId: admin.id,
      detail: { tsSurveyId: survey.id, anonymityThreshold: 3 },
    });
  });

  it('changes the threshold and reminder days, recording before and after', async () => {
    const survey = await created();
    const res = await call(
      t.app,
      admin,
      'PUT',
      `/admin/team-surveys/${survey.id}`,
      body({ anonymityThreshold: 5, reminderDays: 0 }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ anonymityThreshold: 5, reminderDays: 0 });
    const [row] = await t.app.db.select().from(tsSurveys).where(eq(tsSurveys.id, survey.id));
    expect(row).toMatchObject({ anonymityThreshold: 5, reminderDays: 0 });
    const audits = await auditsOf('admin.team_surveys.update');
    expect(
      audits.find((a) => (a.detail as { tsSurveyId: number }).tsSurveyId === survey.id)?.detail,
    ).toMatchObject({ before: { anonymityThreshold: 3 }, after: { anonymityThreshold: 5 } });
  });

  it('refuses a threshold below 2, reminder days a period could not hold, and a missing title (400 per field)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ anonymityThreshold: 1 }, 'anonymityThreshold'],
      [{ reminderDays: 28 }, 'reminderDays'],
      [{ reminderDays: -1 }, 'reminderDays'],
      [{ titles: { fr: 'Seulement' } }, 'titles.en_GB'],
      [{ validFrom: '2026-05-01', validTo: '2026-04-01' }, 'validTo'],
    ];
    for (const [over, field] of cases) {
      const res = await call(t.app, admin, 'POST', '/admin/team-surveys', body(over));
      expect(res.status, field).toBe(400);
      expect(Object.keys((res.body as unknown as { errors: object }).errors), field).toContain(
        field,
      );
    }
    const missing = await call(t.app, admin, 'PUT', '/admin/team-surveys/999999', body());
    expect(missing.status).toBe(404);
  });
});

describe('bad input from an administrator', () => {
  it('answers 400, never a 5xx, to bodies and queries the database could not take', async () => {
    const survey = await created();
    const bodies: Record<string, unknown>[] = [
      body({ titles: 'x' }),
      body({ titles: { en_GB: 'a\u0000b' } }),
      body({ anonymityThreshold: 2 ** 40 }),
      body({ anonymityThreshold: 3.5 }),
      body({ reminderDays: '7' }),
      body({ defaultLanguage: 'xx' }),
      body({ validFrom: '2026-02-30' }),
      body({ validFrom: '0000-01-01' }),
      body({ welcomeMessages: { en_GB: 'x'.repeat(20_001) } }),
    ];
    for (const bad of bodies) {
      for (const [method, url] of [
        ['POST', '/admin/team-surveys'],
        ['PUT', `/admin/team-surveys/${survey.id}`],
      ] as const) {
        const res = await call(t.app, admin, method, url, bad);
        expect(res.status, `${method} ${JSON.stringify(bad).slice(0, 80)}`).toBe(400);
      }
    }
    for (const email of ['', 'not-an-email', 'a\u0000@example.test', `${'x'.repeat(300)}@e.test`]) {
      const res = await call(t.app, admin, 'POST', `/admin/team-surveys/${survey.id}/managers`, {
        email,
      });
      expect(res.status, email.slice(0, 20)).toBe(400);
    }
    for (const query of ['sort=title', 'page=99999999999', 'q=%00']) {
      const res = await call(
        t.app,
        admin,
        'GET',
        `/admin/team-surveys/${survey.id}/ratees?${query}`,
      );
      expect(res.status, query).toBe(400);
    }
    for (const path of ['/admin/team-surveys/0', '/admin/team-surveys/2147483648']) {
      expect((await call(t.app, admin, 'GET', path)).status).toBe(400);
    }
  });
});

describe('GET /api/admin/team-surveys', () => {
  it('finds a survey by title in any language, with its managers, ratees and published ratees', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    await t.app.db
      .update(tsSurveys)
      .set({ titles: { en_GB: `Counted ${word}`, ja: `数える ${word}` } })
      .where(eq(tsSurveys.id, survey.id));
    await preparedRatee(t.app, manager, survey, { publish: true });
    await preparedRatee(t.app, manager, survey);
    const res = await call(
      t.app,
      admin,
      'GET',
      `/admin/team-surveys?q=${encodeURIComponent('数える')}`,
    );
    expect(res.status).toBe(200);
    expect((res.body as unknown as { items: unknown[] }).items).toEqual([
      expect.objectContaining({
        id: survey.id,
        title: `Counted ${word}`,
        managers: 1,
        ratees: 2,
        publishedRatees: 1,
      }),
    ]);
    for (const query of ['sort=manager', 'pageSize=7', 'page=0']) {
      expect((await call(t.app, admin, 'GET', `/admin/team-surveys?${query}`)).status).toBe(400);
    }
  });
});

describe('managers of a 360 survey', () => {
  it('names a new email: an account waits for its owner, invited by the 360 mail; audited', async () => {
    const survey = await created();
    const email = `new-${uniqueLetters(8).toLowerCase()}@example.test`;
    const res = await call(t.app, admin, 'POST', `/admin/team-surveys/${survey.id}/managers`, {
      email: email.toUpperCase(),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as unknown as Detail).managerList).toEqual([
      expect.objectContaining({ email, awaitingOwner: true, ratees: 0 }),
    ]);
    const [account] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(account?.awaitingOwnerSince).toBeInstanceOf(Date);
    await t.app.jobs.drain();
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toContain(`Leadership ${word}`);
    expect(mail?.text).toContain('Console Keeper');
    const [audit] = await auditFor(t.app, account!.id, 'admin.team_surveys.manager_add');
    expect(audit).toMatchObject({
      actorUserId: admin.id,
      detail: { tsSurveyId: survey.id, newAccount: true },
    });
    // Twice: refused with its reason.
    const again = await call(t.app, admin, 'POST', `/admin/team-surveys/${survey.id}/managers`, {
      email,
    });
    expect(again.status).toBe(400);
  });

  it('makes an existing person a manager without inviting them', async () => {
    const survey = await created();
    const person = await registerUser(t.app);
    await t.app.jobs.drain();
    const res = await call(t.app, admin, 'POST', `/admin/team-surveys/${survey.id}/managers`, {
      email: person.email,
    });
    expect(res.status).toBe(200);
    expect((res.body as unknown as Detail).managerList).toEqual([
      expect.objectContaining({ id: person.id, awaitingOwner: false }),
    ]);
    expect(await t.app.jobs.drain()).toBe(0);
  });

  it('removes a manager without ratees, and refuses one who manages ratees', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    await preparedRatee(t.app, manager, survey);
    const spare = await registerUser(t.app);
    await call(t.app, admin, 'POST', `/admin/team-surveys/${survey.id}/managers`, {
      email: spare.email,
    });
    const refused = await call(
      t.app,
      admin,
      'DELETE',
      `/admin/team-surveys/${survey.id}/managers/${manager.id}`,
    );
    expect(refused.status).toBe(400);
    expect((refused.body as unknown as { message: string }).message).toContain('1');
    const removed = await call(
      t.app,
      admin,
      'DELETE',
      `/admin/team-surveys/${survey.id}/managers/${spare.id}`,
    );
    expect(removed.status).toBe(200);
    expect((removed.body as unknown as Detail).managerList.map((m) => m.id)).toEqual([manager.id]);
    expect(await auditFor(t.app, spare.id, 'admin.team_surveys.manager_remove')).toHaveLength(1);
    const gone = await call(
      t.app,
      admin,
      'DELETE',
      `/admin/team-surveys/${survey.id}/managers/${spare.id}`,
    );
    expect(gone.status).toBe(404);
  });
});

describe('GET /api/admin/team-surveys/{id}/ratees', () => {
  it('shows where each review stands: draft or live, raters, skills, ratings given of expected', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    const live = await preparedRatee(t.app, manager, survey, { publish: true });
    const draft = await preparedRatee(t.app, manager, survey, { raters: 1 });
    await rateSkill(t.app, live.raters[0]!, live.rateeId, live.skills[0]!, 80);
    await rateSkill(t.app, live.raters[1]!, live.rateeId, live.skills[0]!, 60);
    const res = await call(t.app, admin, 'GET', `/admin/team-surveys/${survey.id}/ratees`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const items = (res.body as unknown as { items: { rateeId: number }[] }).items;
    expect(items.find((i) => i.rateeId === live.rateeId)).toMatchObject({
      isLive: true,
      raters: 3,
      skills: 3,
      openPeriod: { startsOn: expect.any(String), expiresOn: expect.any(String) },
      ratingsGiven: 2,
      ratingsExpected: 9,
      overallGiven: false,
      lastClosedScore: null,
      manager: { id: manager.id },
    });
    expect(items.find((i) => i.rateeId === draft.rateeId)).toMatchObject({
      isLive: false,
      raters: 1,
      openPeriod: null,
      ratingsGiven: 0,
      ratingsExpected: 0,
    });
    // Never who rated.
    expect(JSON.stringify(res.body)).not.toContain(live.raters[0]!.email);
    const sorted = await call(
      t.app,
      admin,
      'GET',
      `/admin/team-surveys/${survey.id}/ratees?sort=expires&order=asc&pageSize=10`,
    );
    expect((sorted.body as unknown as { items: { rateeId: number }[] }).items.at(-1)?.rateeId).toBe(
      draft.rateeId,
    );
    expect((await call(t.app, admin, 'GET', '/admin/team-surveys/999999/ratees')).status).toBe(404);
  });

  it('is the administrator’s only: a manager of the survey gets 403', async () => {
    const survey = await makeTsSurvey(t.app, manager);
    const res = await call(t.app, manager, 'GET', `/admin/team-surveys/${survey.id}/ratees`);
    expect(res.status).toBe(403);
  });
});
