import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedInUser, updateUserRow } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, makeSurvey, startSurvey } from '../../test/surveys.factory.ts';

/* The console's first page (issue 13): administrators only, with counts that match the data. */
let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerUser(t.app);
  await updateUserRow(t.app, admin.id, { isAdmin: true });
});
afterAll(() => t.close());

describe('GET /admin/overview', () => {
  it('counts people and this week’s takings for an administrator', async () => {
    const before = (await call(t.app, admin, 'GET', '/admin/overview')).body as Record<
      string,
      number
    >;
    const learner = await registerUser(t.app);
    await startSurvey(t.app, learner, 'eq', await makeSurvey(t.app));
    const after = await call(t.app, admin, 'GET', '/admin/overview');
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({
      people: before.people! + 1,
      takingsStartedThisWeek: before.takingsStartedThisWeek! + 1,
      takingsCompletedThisWeek: before.takingsCompletedThisWeek,
      exportsRunning: 0,
    });
  });

  it('does not count an erased person, nor the anonymous placeholder that keeps their answers', async () => {
    const learner = await registerUser(t.app);
    await startSurvey(t.app, learner, 'eq', await makeSurvey(t.app));
    const before = (await call(t.app, admin, 'GET', '/admin/overview')).body as Record<
      string,
      number
    >;
    const erased = await call(t.app, admin, 'DELETE', `/admin/people/${learner.id}`);
    expect(erased.status).toBe(204);
    const after = (await call(t.app, admin, 'GET', '/admin/overview')).body as Record<
      string,
      number
    >;
    expect(after.people).toBe(before.people! - 1);
  });

  it('is refused to a person without the role (403), at once when it is taken away, and to nobody (401)', async () => {
    const learner = await registerUser(t.app);
    expect((await call(t.app, learner, 'GET', '/admin/overview')).status).toBe(403);
    expect((await call(t.app, null, 'GET', '/admin/overview')).status).toBe(401);
    const former = await registerUser(t.app);
    await updateUserRow(t.app, former.id, { isAdmin: true });
    expect((await call(t.app, former, 'GET', '/admin/overview')).status).toBe(200);
    await updateUserRow(t.app, former.id, { isAdmin: false });
    expect((await call(t.app, former, 'GET', '/admin/overview')).status).toBe(403);
  });
});
