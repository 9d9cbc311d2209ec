import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/accounts.ts';
import { registerUser, type SignedInUser, updateUserRow } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { beginCourse, courseFile, makeCourse, skillsOf } from '../../test/icoach.factory.ts';
import { uniqueLetters } from '../../test/people.factory.ts';
import { call } from '../../test/surveys.factory.ts';

/* The console's iCoach courses (issue 13): list, detail, import, publication, learners, comments. */
let t: TestApp;
let admin: SignedInUser;
let learner: SignedInUser;
const surname = `Cq${uniqueLetters(6)}`;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerUser(t.app, { firstName: 'Course', lastName: 'Keeper' });
  await updateUserRow(t.app, admin.id, { isAdmin: true });
  learner = await registerUser(t.app, { firstName: 'Lea', lastName: surname });
});
afterAll(() => t.close());

const lastAudit = async (action: string) =>
  (
    await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.actorUserId, admin.id)))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

type Body = Record<string, unknown>;
const get = async (url: string) => {
  const res = await call(t.app, admin, 'GET', url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as Body & { items: Body[]; total: number };
};

describe('GET /api/admin/courses', () => {
  it('finds a course by its title or code, with its skills, steps, learners and completions', async () => {
    const title = `Negotiation ${uniqueLetters(8)}`;
    const course = await makeCourse(t.app, { title: { en_GB: title, fr: 'Négociation' } });
    await beginCourse(t.app, learner, course);
    const byTitle = await get(`/admin/courses?q=${encodeURIComponent(title.toLowerCase())}`);
    expect(byTitle.total).toBe(1);
    expect(byTitle.items[0]).toMatchObject({
      id: course.id,
      title,
      accessCode: course.accessCode,
      isPublished: true,
      skills: 2,
      steps: 4,
      learners: 1,
      completed: 0,
    });
    const byCode = await get(`/admin/courses?q=${course.accessCode}`);
    expect(byCode.items.map((c) => c.id)).toEqual([course.id]);
    const sorted = await get('/admin/courses?sort=learners&order=desc&pageSize=10');
    expect(sorted.items.length).toBeGreaterThan(0);
  });

  it('refuses a column it cannot sort by with a 400', async () => {
    const res = await call(t.app, admin, 'GET', '/admin/courses?sort=password');
    expect(res.status).toBe(400);
  });
});

describe('GET /api/admin/courses/{id}', () => {
  it('answers the course with its skills in order, and 404 for none', async () => {
    const course = await makeCourse(t.app);
    const detail = await get(`/admin/courses/${course.id}`);
    expect(detail.skillList).toEqual([
      expect.objectContaining({ key: 'listening', category: 1, steps: 3, hasTest: true }),
      expect.objectContaining({ key: 'planning', category: 2, steps: 1, hasTest: false }),
    ]);
    expect((await call(t.app, admin, 'GET', '/admin/courses/2147483000')).status).toBe(404);
  });
});

describe('POST /api/admin/courses/import', () => {
  it('creates a course, then updates it by its code, saying which skills came and went; audited', async () => {
    const file = courseFile();
    const first = await call(t.app, admin, 'POST', '/admin/courses/import', file);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      created: true,
      skills: 2,
      steps: 4,
      addedSkills: ['listening', 'planning'],
      removedSkills: [],
    });
    const courseId = first.body?.courseId;
    expect((await lastAudit('admin.courses.import_new'))?.detail).toMatchObject({ courseId });

    const changed = {
      ...file,
      skills: [file.skills[0]!, { ...file.skills[1]!, key: 'writing', name: { en_GB: 'Writing' } }],
    };
    const second = await call(t.app, admin, 'POST', '/admin/courses/import', changed);
    expect(second.body).toMatchObject({
      courseId,
      created: false,
      addedSkills: ['writing'],
      removedSkills: ['planning'],
      updatedSkills: ['listening'],
    });
    expect((await lastAudit('admin.courses.import_update'))?.detail).toMatchObject({
      courseId,
      removedSkills: ['planning'],
    });
  });

  it('refuses a bad file with a 400 whose errors name the place in the file, changing nothing', async () => {
    const file = courseFile();
    const broken = structuredClone(file) as unknown as {
      skills: { key: string; steps: unknown[] }[];
    };
    broken.skills[1]!.key = 'Not A Key';
    broken.skills[0]!.steps = [];
    const res = await call(t.app, admin, 'POST', '/admin/courses/import', broken);
    expect(res.status).toBe(400);
    const errors = (res.body as unknown as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['skills.1.key', 'skills.0.steps']));
    const found = await get(`/admin/courses?q=${file.accessCode}`);
    expect(found.total).toBe(0);
  });

  it('takes a file of several megabytes (every text in 12 languages), as the demo course is', async () => {
    const file = courseFile();
    file.welcomeMessage = { en_GB: `<p>${'Welcome. '.repeat(200_000)}</p>` };
    const res = await call(t.app, admin, 'POST', '/admin/courses/import', file);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  });
});

describe('PUT /api/admin/courses/{id}/publication', () => {
  it('unpublishes a course (its welcome page is then not found) and publishes it again; audited', async () => {
    const course = await makeCourse(t.app);
    const off = await call(t.app, admin, 'PUT', `/admin/courses/${course.id}/publication`, {
      published: false,
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: course.id, isPublished: false });
    expect((await lastAudit('admin.courses.unpublish'))?.detail).toEqual({ courseId: course.id });
    const welcome = await call(
      t.app,
      null,
      'GET',
      `/public/icoach/access-code/${course.accessCode}/`,
    );
    expect(welcome.status).toBe(404);

    const on = await call(t.app, admin, 'PUT', `/admin/courses/${course.id}/publication`, {
      published: true,
    });
    expect(on.body).toMatchObject({ isPublished: true });
    expect((await lastAudit('admin.courses.publish'))?.detail).toEqual({ courseId: course.id });
    const again = await call(
      t.app,
      null,
      'GET',
      `/public/icoach/access-code/${course.accessCode}/`,
    );
    expect(again.status).toBe(200);
  });

  it('answers 404 for no such course and 400 for a body without `published`', async () => {
    const none = await call(t.app, admin, 'PUT', '/admin/courses/2147483000/publication', {
      published: true,
    });
    expect(none.status).toBe(404);
    const bad = await call(t.app, admin, 'PUT', '/admin/courses/1/publication', {
      published: 'no',
    });
    expect(bad.status).toBe(400);
  });
});

describe('learners and comments of a course', () => {
  it('lists a learner with steps done, skills completed and test scores; comments newest first, hidden or shown', async () => {
    const course = await makeCourse(t.app);
    const learning = await beginCourse(t.app, learner, course);
    const [listening] = await skillsOf(t.app, learner, learning);
    for (const [stepId, comment] of [
      [1, 'First <b>thought</b>'],
      [2, 'Second thought'],
    ] as const) {
      const res = await call(t.app, learner, 'POST', '/icoach/comment/create/', {
        icoachId: course.id,
        skillId: listening?.id,
        stepId,
        comment,
      });
      expect(res.status).toBe(200);
    }
    type Question = { id: number; icoachSkillQuestionOptions: { id: number; name: string }[] };
    const questions = (await call(t.app, learner, 'GET', `/icoach/question/${listening?.id}`))
      .body as unknown as Question[];
    const right = Object.fromEntries(
      questions.map((q) => [
        String(q.id),
        q.icoachSkillQuestionOptions.find((o) => o.name === 'Right')?.id,
      ]),
    );
    const scored = await call(t.app, learner, 'POST', '/icoach/score/create/', {
      icoachUserId: learning.icoachUserId,
      skillId: listening?.id,
      answers: right,
    });
    expect(scored.body).toMatchObject({ score: 100 });

    const learners = await get(`/admin/courses/${course.id}/learners?q=${surname}`);
    expect(learners.total).toBe(1);
    expect(learners.items[0]).toMatchObject({
      icoachUserId: learning.icoachUserId,
      person: { id: learner.id, email: learner.email },
      stepsDone: 3,
      stepsTotal: 4,
      skillsCompleted: 0,
      skillsTotal: 2,
      testScores: [{ skill: 'Listening', score: 100 }],
      completedAt: null,
    });

    const comments = await get(`/admin/courses/${course.id}/comments`);
    expect(comments.items.map((c) => c.text)).toEqual(['Second thought', 'First <b>thought</b>']);
    expect(comments.items[0]).toMatchObject({ skill: 'Listening', stepNumber: 2, hiddenAt: null });

    const first = comments.items[1]!;
    const hide = await call(t.app, admin, 'PUT', `/admin/icoach/comments/${first.id}/visibility`, {
      hidden: true,
    });
    expect(hide.status).toBe(200);
    const hidden = await get(`/admin/courses/${course.id}/comments?visibility=hidden`);
    expect(hidden.items.map((c) => c.id)).toEqual([first.id]);
    const shown = await get(`/admin/courses/${course.id}/comments?visibility=shown`);
    expect(shown.items.map((c) => c.text)).toEqual(['Second thought']);
    const found = await get(`/admin/courses/${course.id}/comments?q=second`);
    expect(found.total).toBe(1);
  });

  it('answers 404 for the learners or comments of no such course', async () => {
    for (const part of ['learners', 'comments']) {
      const res = await call(t.app, admin, 'GET', `/admin/courses/2147483000/${part}`);
      expect(res.status).toBe(404);
    }
  });
});

describe('the courses area is the administrator’s only', () => {
  it('a learner gets 403 and nobody signed in 401', async () => {
    expect((await call(t.app, learner, 'GET', '/admin/courses')).status).toBe(403);
    expect((await call(t.app, null, 'POST', '/admin/courses/import', courseFile())).status).toBe(
      401,
    );
  });
});
