import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedInUser } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { beginCourse, type Learning, makeCourse, skillsOf } from '../../test/icoach.factory.ts';
import { call } from '../../test/surveys.factory.ts';

/*
 * The learner's way through a course (platform spec §4): the dashboard by category, a skill's
 * steps, a step completed by its comment or its test, a skill completed by moving past its last
 * step, the course completed with its last skill, and the portal dashboard's iCoach card.
 */
let t: TestApp;
let ada: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  ada = await registerUser(t.app);
  bob = await registerUser(t.app);
});
afterAll(() => t.close());

async function started(
  user = ada,
): Promise<{ learning: Learning; listening: number; planning: number }> {
  const learning = await beginCourse(t.app, user, await makeCourse(t.app));
  const [listening, planning] = await skillsOf(t.app, user, learning);
  return { learning, listening: listening?.id ?? 0, planning: planning?.id ?? 0 };
}

const comment = (l: Learning, skillId: number, stepId: number, text = 'My reflection') =>
  call(t.app, ada, 'POST', '/icoach/comment/create/', {
    icoachId: l.courseId,
    skillId,
    stepId,
    comment: text,
  });

describe('the iCoach dashboard and skill', () => {
  it('lists the skills by category with steps completed over all steps', async () => {
    const { learning } = await started();
    const res = await call(
      t.app,
      ada,
      'GET',
      `/icoach/dashboard/${learning.courseId}/${learning.icoachUserId}`,
    );
    expect(res.body).toMatchObject({
      '1': [{ name: 'Listening', category: 1, completed: 0, total: 3, isCompleted: false }],
      '2': [{ name: 'Planning', category: 2, completed: 0, total: 1, isCompleted: false }],
      '3': [],
    });
  });

  it('someone else’s iCoach user, or another course’s id, is a 404', async () => {
    const { learning } = await started();
    const other = await makeCourse(t.app);
    expect(
      (
        await call(
          t.app,
          bob,
          'GET',
          `/icoach/dashboard/${learning.courseId}/${learning.icoachUserId}`,
        )
      ).status,
    ).toBe(404);
    expect(
      (await call(t.app, ada, 'GET', `/icoach/dashboard/${other.id}/${learning.icoachUserId}`))
        .status,
    ).toBe(404);
    expect(
      (
        await call(
          t.app,
          bob,
          'GET',
          `/icoach/skill/category/${learning.courseId}/${learning.icoachUserId}/1`,
        )
      ).status,
    ).toBe(404);
  });

  it('a skill answers its steps in order with titles, HTML and completion', async () => {
    const { learning, listening } = await started();
    const res = await call(t.app, ada, 'GET', `/icoach/skill/${learning.accessCode}/${listening}`);
    expect(res.body).toMatchObject({
      id: listening,
      name: 'Listening',
      total: 3,
      icoachSkillContents: [
        {
          position: 1,
          content: '<p>Step one</p>',
          isCompleted: false,
          icoachSkillArea: { title: 'Why listen', isTest: false },
        },
        { position: 2, icoachSkillArea: { isTest: false } },
        { position: 3, icoachSkillArea: { title: 'Check', isTest: true } },
      ],
    });
    // Without an iCoach user in the course, the skill is not found.
    expect(
      (await call(t.app, bob, 'GET', `/icoach/skill/${learning.accessCode}/${listening}`)).status,
    ).toBe(404);
  });

  it('a category’s skills list only courses the person follows', async () => {
    const { learning, planning } = await started();
    const mine = await call(t.app, ada, 'GET', '/icoach/skill/category/2/skills/');
    expect(mine.body).toEqual(
      expect.arrayContaining([
        { id: planning, name: 'Planning', category: 2, icoachCourseId: learning.courseId },
      ]),
    );
    const theirs = await call(t.app, bob, 'GET', '/icoach/skill/category/2/skills/');
    expect((theirs.body as unknown as { id: number }[]).some((s) => s.id === planning)).toBe(false);
    expect((await call(t.app, ada, 'GET', '/icoach/skill/category/4/skills/')).status).toBe(400);
  });
});

describe('completing steps, skills and the course', () => {
  it('a comment completes its step; a test step takes no comment', async () => {
    const { learning, listening } = await started();
    expect((await comment(learning, listening, 1)).status).toBe(200);
    expect(await comment(learning, listening, 3)).toMatchObject({ status: 400 });
    expect((await comment(learning, listening, 9)).status).toBe(404);
    const skill = await call(
      t.app,
      ada,
      'GET',
      `/icoach/skill/${learning.accessCode}/${listening}`,
    );
    expect(skill.body).toMatchObject({
      completed: 1,
      icoachSkillContents: [{ isCompleted: true }, { isCompleted: false }, { isCompleted: false }],
    });
  });

  it('a skill with a test completes only once the test is taken; the last skill completes the course', async () => {
    const { learning, listening, planning } = await started();
    const complete = (skillId: number) =>
      call(t.app, ada, 'POST', '/icoach/skill/complete/', {
        icoachUserId: learning.icoachUserId,
        skillId,
      });
    expect(await complete(listening)).toMatchObject({
      status: 400,
      body: { message: 'Take the skill’s test before finishing it.' },
    });
    const questions = (await call(t.app, ada, 'GET', `/icoach/question/${listening}`))
      .body as unknown as {
      id: number;
      icoachSkillQuestionOptions: { id: number }[];
    }[];
    const answers = Object.fromEntries(
      questions.map((q) => [String(q.id), q.icoachSkillQuestionOptions[0]?.id]),
    );
    const score = await call(t.app, ada, 'POST', '/icoach/score/create/', {
      answers,
      skillId: listening,
      icoachUserId: learning.icoachUserId,
    });
    expect(score).toMatchObject({ status: 200, body: { score: 50 } });
    expect(await complete(listening)).toMatchObject({
      status: 200,
      body: { skillCompleted: true, courseCompleted: false },
    });
    expect(await complete(planning)).toMatchObject({ body: { courseCompleted: true } });
    const dashboard = await call(t.app, ada, 'GET', '/user/dashboard');
    const card = (dashboard.body as unknown as { icoach: Record<string, unknown>[] }).icoach.find(
      (c) => c.id === learning.icoachUserId,
    );
    expect(card).toMatchObject({
      completedCountProgress: 1,
      amountCountProgress: 4,
      icoachCourse: {
        title: 'Test course',
        accessCode: learning.accessCode,
        reportLayout: { title: 'Default Layout' },
      },
    });
    expect(card?.timeCompleted).toEqual(expect.any(String));
    // Someone else cannot complete the learner's skills.
    expect(
      (
        await call(t.app, bob, 'POST', '/icoach/skill/complete/', {
          icoachUserId: learning.icoachUserId,
          skillId: planning,
        })
      ).status,
    ).toBe(404);
  });
});
