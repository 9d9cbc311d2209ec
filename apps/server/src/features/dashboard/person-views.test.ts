import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedInUser } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { beginCourse, makeCourse } from '../../test/icoach.factory.ts';
import { call, makeSurvey, startSurvey, statementIds } from '../../test/surveys.factory.ts';
import { makeTsSurvey, preparedRatee, rateSkill } from '../../test/team-survey.factory.ts';

/*
 * A person's dashboard, course progress and ratee list are kept in memory (decision 037). These
 * show each is read again as soon as something it shows changes: the person's own write, another
 * person's, and an operator's SQL, which the triggers of migration 0015 tell.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Item = {
  id: number;
  completedCountProgress: number;
  surveyProduct: { survey: { title: string } };
};
const dashboard = async (user: SignedInUser) =>
  (await call(t.app, user, 'GET', '/user/dashboard')).body as unknown as {
    eq: Item[];
    icoach: { completedCountProgress: number }[];
  };

describe('views kept in memory are read again when what they show changes', () => {
  it('the dashboard after the person’s own submit, an operator’s edit and a reset', async () => {
    const ada = await registerUser(t.app);
    const eq = await makeSurvey(t.app, { product: 'eq', title: 'Kept E.Q.' });
    const takingId = await startSurvey(t.app, ada, 'eq', eq);
    expect((await dashboard(ada)).eq[0]).toMatchObject({ id: takingId, completedCountProgress: 0 });

    const sections = (await call(t.app, ada, 'GET', `/eq/survey/id/${eq.id}/sections/`))
      .body as unknown as { id: number }[];
    const ids = await statementIds(t.app, ada, 'eq', sections[0]!.id);
    const submit = await call(t.app, ada, 'PATCH', `/eq/survey/user/${takingId}/submit/`, {
      statements: ids.map((statementId) => ({ statementId })),
    });
    expect(submit.status).toBe(200);
    expect((await dashboard(ada)).eq[0]!.completedCountProgress).toBe(1);

    await t.app.db.execute(
      sql`update surveys set titles = jsonb_set(titles, '{en_GB}', '"Renamed E.Q."') where id = ${eq.id}`,
    );
    expect((await dashboard(ada)).eq[0]!.surveyProduct.survey.title).toBe('Renamed E.Q.');

    const progress = async () =>
      (await call(t.app, ada, 'GET', `/eq/survey/user/${takingId}/progress/`)).body;
    expect(await progress()).toMatchObject({ completedSections: 1 });
    await t.app.db.execute(sql`delete from section_submissions where survey_user_id = ${takingId}`);
    expect((await dashboard(ada)).eq[0]!.completedCountProgress).toBe(0);
    expect(await progress()).toMatchObject({ completedSections: 0, nextSection: sections[0]!.id });

    const statements = `/eq/section/id/${sections[0]!.id}/statements/`;
    expect((await call(t.app, ada, 'GET', statements)).status).toBe(200);
    await t.app.db.execute(
      sql`update survey_users set is_authorized = false where id = ${takingId}`,
    );
    expect((await call(t.app, ada, 'GET', statements)).status).toBe(404);
  });

  it('a course’s progress after a step done elsewhere, and no content once it is withdrawn', async () => {
    const ada = await registerUser(t.app);
    const course = await makeCourse(t.app);
    const learning = await beginCourse(t.app, ada, course);
    const progress = () =>
      call(t.app, ada, 'GET', `/icoach/dashboard/${learning.courseId}/${learning.icoachUserId}`);
    const done = (body: unknown) =>
      Object.values(body as Record<string, { completed: number }[]>)
        .flat()
        .reduce((sum, skill) => sum + skill.completed, 0);
    expect(done((await progress()).body)).toBe(0);
    expect((await dashboard(ada)).icoach[0]!.completedCountProgress).toBe(0);

    await t.app.db.execute(sql`
      insert into icoach_step_completions (icoach_user_id, step_id)
      select ${learning.icoachUserId}, st.id from icoach_steps st
        join icoach_skills s on s.id = st.skill_id
       where s.course_id = ${course.id} order by s.id, st.position limit 1`);
    expect(done((await progress()).body)).toBe(1);
    expect((await dashboard(ada)).icoach[0]!.completedCountProgress).toBe(1);

    await t.app.db.execute(
      sql`update icoach_courses set is_published = false where id = ${course.id}`,
    );
    expect((await progress()).status).toBe(404);
    expect((await dashboard(ada)).icoach).toEqual([]);
  });

  it('a rater’s list after another rater’s rating and the ratee’s new name', async () => {
    const manager = await registerUser(t.app);
    const survey = await makeTsSurvey(t.app, manager);
    const { rateeId, ratee, raters, skills } = await preparedRatee(t.app, manager, survey, {
      raters: 3,
      publish: true,
    });
    const [first, second] = raters as [SignedInUser, SignedInUser];
    const list = async () =>
      (await call(t.app, first, 'GET', `/ts/${survey.id}/ratees/for-rater/`)).body as unknown as {
        id: number;
        fullName: string;
        lastReviewed: string | null;
      }[];
    expect(await list()).toEqual([expect.objectContaining({ id: rateeId, lastReviewed: null })]);

    await rateSkill(t.app, second, rateeId, skills[0]!);
    expect((await list())[0]!.lastReviewed).not.toBeNull();

    await t.app.db.execute(sql`update users set first_name = 'Renamed' where id = ${ratee.id}`);
    expect((await list())[0]!.fullName).toMatch(/^Renamed /);

    await t.app.db.execute(
      sql`delete from ts_ratee_raters where ratee_id = ${rateeId} and user_id = ${first.id}`,
    );
    expect(await list()).toEqual([]);
  });
});
