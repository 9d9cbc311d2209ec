import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/accounts.ts';
import { payments } from '../../db/schema/payments.ts';
import { answers, surveyResults, surveyUsers } from '../../db/schema/surveys.ts';
import { tsManagerRatings, tsRatees, tsSkillRatings } from '../../db/schema/team-survey.ts';
import {
  bearer,
  registerUser,
  type SignedInUser,
  signIn,
  updateUserRow,
} from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { parseCsv } from '../../test/csv.ts';
import {
  auditFor as auditOf,
  columnsContaining,
  distinctPerson,
  impersonateFromConsole,
  richPerson,
  tracesOf,
} from '../../test/people.factory.ts';
import { call } from '../../test/surveys.factory.ts';

/*
 * A person's data (issue 13, decision 025): the export, from the console and from /account, and
 * erasure, which leaves nothing personal behind and keeps the anonymised answers and ratings.
 */
let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerUser(t.app, { firstName: 'Console', lastName: 'Keeper' });
  await updateUserRow(t.app, admin.id, { isAdmin: true });
});
afterAll(() => t.close());

const person = (overrides: { firstName?: string; lastName?: string } = {}) =>
  distinctPerson(t.app, overrides);
const auditFor = (targetUserId: number, action: string) => auditOf(t.app, targetUserId, action);
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

describe('GET /api/admin/people/{userId}/export and GET /api/account/export', () => {
  it('downloads everything about the person but the password hash, and is audited', async () => {
    const p = await richPerson(t.app);
    await call(t.app, admin, 'PUT', `/admin/people/${p.id}/admin`, { isAdmin: false });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/people/${p.id}/export`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="personal-data-${p.id}.json"`,
    );
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/);
    const data = res.json();
    expect(data.account).toMatchObject({ id: p.id, email: p.email, phone: p.phone });
    const eqTaking = data.takings.find(
      (x: { surveyUserId: number }) => x.surveyUserId === p.eqTaking,
    );
    expect(eqTaking.answers.length).toBeGreaterThan(0);
    expect(eqTaking.answers[0]).toMatchObject({ statement: expect.any(String) });
    expect(Object.keys(eqTaking.results).length).toBeGreaterThan(0);
    const ipulse = data.takings.find(
      (x: { surveyUserId: number }) => x.surveyUserId === p.ipulseTaking,
    );
    expect(ipulse.comment).toContain(p.lastName);
    expect(data.courses[0].comments[0].text).toContain(p.firstName);
    expect(data.courses[0].testAttempts).toHaveLength(1);
    // As a rater, only their own rating (of the colleague's skill also rated by another rater).
    expect(data.teamSurvey.skillRatingsGiven).toEqual([
      expect.objectContaining({ rateeId: p.rated.rateeId, score: 70 }),
    ]);
    expect(data.teamSurvey.managerRatingsGiven).toEqual([
      expect.objectContaining({ rateeId: p.managed.rateeId, type: 'everyday', score: 7 }),
    ]);
    expect(data.payments[0]).toMatchObject({ countryCode: 'GB', postalCode: 'ZX9 9ZZ' });
    expect(data.auditEntries).toContainEqual(
      expect.objectContaining({ action: 'admin.people.admin_role', byThemselves: false }),
    );
    expect(await auditFor(p.id, 'admin.people.export')).toHaveLength(1);

    const own = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: p.auth });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain('attachment');
    const mine = own.json();
    expect(mine.account.email).toBe(p.email);
    expect(mine.takings).toHaveLength(data.takings.length);
    expect(await auditFor(p.id, 'account.export')).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(
      401,
    );
  });
});

describe('DELETE /api/admin/people/{userId}', () => {
  it('leaves no personal data anywhere and keeps the anonymised answers and ratings', async () => {
    const p = await richPerson(t.app);
    await impersonateFromConsole(t.app, admin, p.id);
    // The check sees what it looks for: the account, its mail, its sign-in counters...
    const before = await columnsContaining(t.app, tracesOf(p));
    for (const column of [
      '"public"."users"."email"',
      '"public"."users"."phone"',
      '"public"."outbox_mails"."text"',
      '"public"."rate_limit_counters"."key"',
      '"public"."ipulse_comments"."comment"',
      '"public"."icoach_comments"."text"',
    ])
      expect(before).toContain(column);
    const answersBefore = await t.app.db
      .select()
      .from(answers)
      .where(eq(answers.surveyUserId, p.eqTaking));

    const res = await call(t.app, admin, 'DELETE', `/admin/people/${p.id}`);
    expect(res.status).toBe(204);

    expect(await columnsContaining(t.app, tracesOf(p))).toEqual([]);
    expect(await t.app.db.select().from(users).where(eq(users.id, p.id))).toEqual([]);
    expect((await me(p.token)).statusCode).toBe(401);
    expect((await signIn(t.app, p.email, p.password)).statusCode).toBe(401);
    expect(await t.app.storage.get('pictures', p.picture)).toBeNull();

    // The takings stay in their surveys, with their answers and results, under a placeholder.
    const [taking] = await t.app.db
      .select()
      .from(surveyUsers)
      .where(eq(surveyUsers.id, p.eqTaking));
    expect(taking?.timeCompleted).not.toBeNull();
    const [placeholder] = await t.app.db.select().from(users).where(eq(users.id, taking!.userId));
    expect(placeholder).toMatchObject({ firstName: '', lastName: '', phone: null, dob: null });
    expect(placeholder!.email).toMatch(/^erased-[0-9a-f-]+@erased\.invalid$/);
    expect(placeholder!.deactivatedAt).not.toBeNull();
    expect(
      await t.app.db.select().from(answers).where(eq(answers.surveyUserId, p.eqTaking)),
    ).toHaveLength(answersBefore.length);
    expect(
      await t.app.db.select().from(surveyResults).where(eq(surveyResults.surveyUserId, p.eqTaking)),
    ).toHaveLength(1);
    // The books keep the payment, without the payer's address details.
    const [payment] = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.surveyUserId, p.pricedTaking));
    expect(payment).toMatchObject({
      userId: placeholder!.id,
      amountPence: 2500,
      countryCode: null,
      postalCode: null,
    });
    // 360: the colleague keeps the rating they were given, the managed ratee their record and
    // their manager's rating; the person's own ratee record is gone.
    const [rating] = await t.app.db
      .select()
      .from(tsSkillRatings)
      .where(
        and(
          eq(tsSkillRatings.rateeSkillId, p.rated.skills[0]!),
          eq(tsSkillRatings.raterUserId, placeholder!.id),
        ),
      );
    expect(rating).toMatchObject({ score: 70, comment: 'Steady' });
    const [managed] = await t.app.db
      .select()
      .from(tsRatees)
      .where(eq(tsRatees.id, p.managed.rateeId));
    expect(managed?.managerUserId).toBe(placeholder!.id);
    const [managerRating] = await t.app.db
      .select()
      .from(tsManagerRatings)
      .where(eq(tsManagerRatings.rateeId, p.managed.rateeId));
    expect(managerRating).toMatchObject({ managerUserId: placeholder!.id, score: 7 });
    expect(await t.app.db.select().from(tsRatees).where(eq(tsRatees.id, p.own.rateeId))).toEqual(
      [],
    );

    // The trail of what was done to them stays, without its details.
    const trail = await t.app.db.select().from(auditLog).where(eq(auditLog.targetUserId, p.id));
    expect(trail.map((e) => e.action)).toContain('admin.people.impersonation_link');
    for (const e of trail.filter((e) => e.action !== 'admin.people.erase'))
      expect(e.detail).toBeNull();
    const [entry] = await auditFor(p.id, 'admin.people.erase');
    expect(entry).toMatchObject({
      actorUserId: admin.id,
      detail: { placeholderUserId: placeholder!.id, kept: { takings: 3, payments: 1 } },
    });
    // The survey's results export still holds the taking, its answers, and nobody's name.
    const created = await call(t.app, admin, 'POST', '/admin/exports', {
      kind: 'survey-results',
      format: 'csv',
      params: { surveyId: taking!.surveyId },
    });
    expect(created.status).toBe(202);
    await t.app.jobs.drain();
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/admin/exports/${(created.body as unknown as { id: string }).id}/download`,
      headers: admin.auth,
    });
    const csv = download.rawPayload.toString('utf8');
    for (const trace of tracesOf(p)) expect(csv).not.toContain(trace);
    const [header, ...rows] = parseCsv(csv.replace(/^\uFEFF/, ''));
    const erasedRow = rows.find((row) => row[0] === String(p.eqTaking));
    expect(erasedRow?.slice(1, 4)).toEqual(['', '', '']);
    const answered = header!.map((name, i) => [name, erasedRow?.[i]] as const);
    expect(answered.filter(([name, value]) => /^S\d/.test(name) && value).length).toBe(
      answersBefore.length,
    );

    // The placeholder is nobody the console lists or opens.
    const listed = await call(t.app, admin, 'GET', '/admin/people?q=erased');
    expect((listed.body as unknown as { total: number }).total).toBe(0);
    expect((await call(t.app, admin, 'GET', `/admin/people/${placeholder!.id}`)).status).toBe(404);
    expect((await call(t.app, admin, 'DELETE', `/admin/people/${placeholder!.id}`)).status).toBe(
      404,
    );
  });

  it('a person with nothing to keep leaves no placeholder', async () => {
    const p = await person();
    expect((await call(t.app, admin, 'DELETE', `/admin/people/${p.id}`)).status).toBe(204);
    const [entry] = await auditFor(p.id, 'admin.people.erase');
    expect(entry?.detail).toMatchObject({ placeholderUserId: null });
  });

  it('refuses oneself (that is the account page’s) and nobody', async () => {
    expect(await call(t.app, admin, 'DELETE', `/admin/people/${admin.id}`)).toEqual({
      status: 400,
      body: {
        message:
          'You cannot erase your own account here. Delete it from your account page instead.',
      },
    });
    expect((await call(t.app, admin, 'DELETE', '/admin/people/2147483647')).status).toBe(404);
    expect((await me(admin.token)).statusCode).toBe(200);
  });
});

describe('DELETE /api/account', () => {
  it('erases the signed-in person after their password, the same way', async () => {
    const p = await richPerson(t.app);
    const wrong = await call(t.app, p, 'DELETE', '/account', { password: 'not-my-password' });
    expect(wrong).toEqual({
      status: 400,
      body: {
        message: 'Please correct the highlighted fields.',
        errors: { password: ['The current password is not correct'] },
      },
    });
    expect((await me(p.token)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: p.auth,
      payload: { password: p.password },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await columnsContaining(t.app, tracesOf(p))).toEqual([]);
    expect((await me(p.token)).statusCode).toBe(401);
    const [taking] = await t.app.db
      .select()
      .from(surveyUsers)
      .where(eq(surveyUsers.id, p.eqTaking));
    expect(taking).toBeDefined();
    const [entry] = await auditFor(p.id, 'account.erase');
    expect(entry).toMatchObject({ actorUserId: p.id });
  });

  it('is not for an impersonated session, nor for nobody', async () => {
    const p = await person();
    const acting = bearer(await impersonateFromConsole(t.app, admin, p.id));
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: acting,
      payload: { password: p.password },
    });
    expect(res.statusCode).toBe(403);
    expect((await me(p.token)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/account', payload: { password: 'x' } }))
        .statusCode,
    ).toBe(401);
  });
});
