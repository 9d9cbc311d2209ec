import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedInUser, updateUserRow } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { beginCourse, makeCourse, skillsOf } from '../../test/icoach.factory.ts';
import { call } from '../../test/surveys.factory.ts';

let t: TestApp;
let ada: SignedInUser;
let bob: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  ada = await registerUser(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
  bob = await registerUser(t.app);
  admin = await registerUser(t.app);
  await updateUserRow(t.app, admin.id, { isAdmin: true });
});
afterAll(() => t.close());

async function courseWithLearners() {
  const course = await makeCourse(t.app);
  const adaLearning = await beginCourse(t.app, ada, course);
  const bobLearning = await beginCourse(t.app, bob, course);
  const [skill] = await skillsOf(t.app, ada, adaLearning);
  return { course, adaLearning, bobLearning, skillId: skill?.id ?? 0 };
}

describe('iCoach comments', () => {
  it('are stored and answered as the text typed, never as HTML, with author and date', async () => {
    const { course, bobLearning, skillId } = await courseWithLearners();
    const typed = '<b>bold</b> & <script>alert(1)</script> “quoted”';
    const created = await call(t.app, ada, 'POST', '/icoach/comment/create/', {
      icoachId: course.id,
      skillId,
      stepId: 1,
      comment: `  ${typed}  `,
    });
    expect(created).toMatchObject({
      status: 200,
      body: { comment: typed, user: { fullName: 'Ada Lovelace', image: { fileURL: null } } },
    });
    // Another learner of the course sees it on the same step.
    const listed = await call(
      t.app,
      bob,
      'GET',
      `/icoach/comment/${bobLearning.icoachUserId}/${skillId}/1`,
    );
    expect(listed.body).toEqual([
      expect.objectContaining({ comment: typed, date: expect.any(String) }),
    ]);
    expect(
      (await call(t.app, bob, 'GET', `/icoach/comment/${bobLearning.icoachUserId}/${skillId}/2`))
        .body,
    ).toEqual([]);
  });

  it('a comment is required and has a maximum length', async () => {
    const { course, skillId } = await courseWithLearners();
    const post = (comment: unknown) =>
      call(t.app, ada, 'POST', '/icoach/comment/create/', {
        icoachId: course.id,
        skillId,
        stepId: 1,
        comment,
      });
    expect(await post('   ')).toMatchObject({
      status: 400,
      body: { errors: { comment: ['The Comment field is required'] } },
    });
    expect(await post(undefined)).toMatchObject({
      status: 400,
      body: { errors: { comment: ['The Comment field is required'] } },
    });
    expect(await post('x'.repeat(2001))).toMatchObject({
      status: 400,
      body: { errors: { comment: ['A comment may have at most 2,000 characters'] } },
    });
    expect((await post('x'.repeat(2000))).status).toBe(200);
  });

  it('someone who has not begun the course can neither read nor write its comments', async () => {
    const { course, adaLearning, skillId } = await courseWithLearners();
    const stranger = await registerUser(t.app);
    expect(
      (
        await call(t.app, stranger, 'POST', '/icoach/comment/create/', {
          icoachId: course.id,
          skillId,
          stepId: 1,
          comment: 'hi',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(
          t.app,
          stranger,
          'GET',
          `/icoach/comment/${adaLearning.icoachUserId}/${skillId}/1`,
        )
      ).status,
    ).toBe(404);
  });

  it('an administrator hides a comment and shows it again; nobody else may', async () => {
    const { course, adaLearning, skillId } = await courseWithLearners();
    const created = await call(t.app, ada, 'POST', '/icoach/comment/create/', {
      icoachId: course.id,
      skillId,
      stepId: 2,
      comment: 'Spam',
    });
    const id = created.body?.id;
    const url = `/admin/icoach/comments/${id}/visibility`;
    expect((await call(t.app, ada, 'PUT', url, { hidden: true })).status).toBe(403);
    expect((await call(t.app, null, 'PUT', url, { hidden: true })).status).toBe(401);
    expect(await call(t.app, admin, 'PUT', url, { hidden: true })).toMatchObject({
      status: 200,
      body: { id, hidden: true },
    });
    const list = `/icoach/comment/${adaLearning.icoachUserId}/${skillId}/2`;
    expect((await call(t.app, ada, 'GET', list)).body).toEqual([]);
    await call(t.app, admin, 'PUT', url, { hidden: false });
    expect((await call(t.app, ada, 'GET', list)).body).toHaveLength(1);
    expect(
      (
        await call(t.app, admin, 'PUT', '/admin/icoach/comments/999999/visibility', {
          hidden: true,
        })
      ).status,
    ).toBe(404);
  });
});
