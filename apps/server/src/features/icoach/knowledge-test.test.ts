import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedInUser } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { beginCourse, type Learning, makeCourse, skillsOf } from '../../test/icoach.factory.ts';
import { call } from '../../test/surveys.factory.ts';

interface Question {
  id: number;
  name: string;
  icoachSkillQuestionOptions: { id: number; name: string }[];
}

let t: TestApp;
let ada: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  ada = await registerUser(t.app);
  bob = await registerUser(t.app);
});
afterAll(() => t.close());

async function testOf(): Promise<{
  learning: Learning;
  skillId: number;
  planningId: number;
  questions: Question[];
}> {
  const learning = await beginCourse(t.app, ada, await makeCourse(t.app));
  const [skill, planning] = await skillsOf(t.app, ada, learning);
  const res = await call(t.app, ada, 'GET', `/icoach/question/${skill?.id}`);
  return {
    learning,
    skillId: skill?.id ?? 0,
    planningId: planning?.id ?? 0,
    questions: res.body as unknown as Question[],
  };
}

/** The option named `name` of each question. */
const choose = (questions: Question[], names: string[]) =>
  Object.fromEntries(
    questions.map((q, i) => [
      String(q.id),
      q.icoachSkillQuestionOptions.find((o) => o.name === names[i])?.id,
    ]),
  );

describe('iCoach knowledge tests', () => {
  it('questions come with their options and never say which is correct', async () => {
    const { questions } = await testOf();
    expect(questions.map((q) => q.name)).toEqual(['Q1', 'Q2']);
    expect(JSON.stringify(questions)).not.toMatch(/correct/i);
    expect(questions[0]?.icoachSkillQuestionOptions.map((o) => o.name)).toEqual(['Right', 'Wrong']);
  });

  it('the score is computed on the server; a score the browser sends is ignored', async () => {
    const { learning, skillId, questions } = await testOf();
    const post = (answers: Record<string, unknown>, extra = {}) =>
      call(t.app, ada, 'POST', '/icoach/score/create/', {
        answers,
        skillId,
        icoachUserId: learning.icoachUserId,
        ...extra,
      });
    expect((await post(choose(questions, ['Wrong', 'Wrong']), { score: 100 })).body).toMatchObject({
      score: 0,
    });
    expect(
      await call(t.app, ada, 'GET', `/icoach/score/${skillId}/${learning.icoachUserId}`),
    ).toMatchObject({
      status: 200,
      body: { score: 0 },
    });
    // Try again: the latest score is the stored one, and the test step is completed.
    expect((await post(choose(questions, ['Right', 'Right']))).body).toMatchObject({ score: 100 });
    expect(
      (await call(t.app, ada, 'GET', `/icoach/score/${skillId}/${learning.icoachUserId}`)).body,
    ).toMatchObject({ score: 100 });
    const skill = await call(t.app, ada, 'GET', `/icoach/skill/${learning.accessCode}/${skillId}`);
    expect(skill.body).toMatchObject({ icoachSkillContents: [{}, {}, { isCompleted: true }] });
  });

  it('every question needs one of its own options: “This field is required” on each one missing', async () => {
    const { learning, skillId, questions } = await testOf();
    const [q1, q2] = questions;
    const post = (answers: Record<string, unknown>) =>
      call(t.app, ada, 'POST', '/icoach/score/create/', {
        answers,
        skillId,
        icoachUserId: learning.icoachUserId,
      });
    expect(await post({})).toMatchObject({
      status: 400,
      body: {
        errors: {
          [`answers.${q1?.id}`]: ['This field is required'],
          [`answers.${q2?.id}`]: ['This field is required'],
        },
      },
    });
    // Q2's option given as Q1's answer is no answer to Q1.
    const res = await post({
      [String(q1?.id)]: q2?.icoachSkillQuestionOptions[0]?.id,
      [String(q2?.id)]: q2?.icoachSkillQuestionOptions[0]?.id,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body?.errors as object)).toEqual([`answers.${q1?.id}`]);
    expect((await post({ ...choose(questions, ['Right', 'Right']), 999999: 1 })).status).toBe(400);
    expect((await post({ abc: 1 })).status).toBe(400);
    expect(
      await call(t.app, ada, 'GET', `/icoach/score/${skillId}/${learning.icoachUserId}`),
    ).toMatchObject({ status: 404 });
  });

  it('someone else’s iCoach user, or a skill without a test, cannot be scored', async () => {
    const { learning, skillId, planningId, questions } = await testOf();
    const answers = choose(questions, ['Right', 'Right']);
    expect(
      (
        await call(t.app, bob, 'POST', '/icoach/score/create/', {
          answers,
          skillId,
          icoachUserId: learning.icoachUserId,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(t.app, bob, 'GET', `/icoach/score/${skillId}/${learning.icoachUserId}`)).status,
    ).toBe(404);
    expect((await call(t.app, bob, 'GET', `/icoach/question/${skillId}`)).status).toBe(404);
    expect((await call(t.app, ada, 'GET', `/icoach/question/${planningId}`)).body).toEqual([]);
    expect(
      (
        await call(t.app, ada, 'POST', '/icoach/score/create/', {
          answers: {},
          skillId: planningId,
          icoachUserId: learning.icoachUserId,
        })
      ).status,
    ).toBe(400);
  });
});
