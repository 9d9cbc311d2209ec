import { sql } from 'drizzle-orm';
import type { App } from '../../apps/server/src/app.ts';
import { importCourse } from '../../apps/server/src/features/icoach/course-import.service.ts';
import { demoCourseFile } from '../../apps/server/src/features/icoach/icoach-courses.seed.ts';
import { createSurvey } from '../../apps/server/src/features/surveys/survey-admin.service.ts';
import {
  listSectionRows,
  listStatementRows,
} from '../../apps/server/src/features/surveys/surveys.queries.ts';
import { insertPeopleInBulk } from './people-in-bulk.ts';

/*
 * What people taking surveys and courses have in the database, seeded for the hot-path bench:
 * an E.Q. survey (made by the real service), takings of it, an iCoach course (imported by the
 * real service) and a 360 survey with raters. Rows in bulk SQL, so tens of thousands take
 * seconds.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface EqSurvey {
  id: number;
  /** Its sections in order, each with its statement ids in order. */
  sections: { id: number; statementIds: number[] }[];
}

export async function createEqSurvey(app: App): Promise<EqSurvey> {
  const eq = await createSurvey(app.db, {
    product: 'eq',
    title: 'Bench E.Q.',
    validFrom: '2020-01-01',
  });
  const [row] = rowsOf<{ questionnaire_id: number }>(
    await app.db.execute(sql`select questionnaire_id from surveys where id = ${eq.id}`),
  );
  const sections = [];
  for (const section of await listSectionRows(app.db, row!.questionnaire_id)) {
    const statementIds = (await listStatementRows(app.db, section.id)).map((s) => s.id);
    sections.push({ id: section.id, statementIds });
  }
  return { id: eq.id, sections };
}

/** One open, paid-for taking of the survey per person, nothing submitted; ids in people's order. */
export async function insertOpenTakings(
  app: App,
  surveyId: number,
  userIds: number[],
): Promise<number[]> {
  const rows = rowsOf<{ id: number; user_id: number }>(
    await app.db.execute(sql`
      insert into survey_users (survey_id, user_id, is_authorized)
      select ${surveyId}, u, true from unnest(${`{${userIds.join(',')}}`}::int[]) u
      returning id, user_id`),
  );
  const byUser = new Map(rows.map((r) => [Number(r.user_id), Number(r.id)]));
  return userIds.map((u) => byUser.get(u)!);
}

/** Takings for a run of pgbench: people with no session (it needs none), ids in a range. */
export async function insertTakingsForPgbench(
  app: App,
  surveyId: number,
  count: number,
  prefix: string,
): Promise<{ firstId: number; lastId: number }> {
  const [row] = rowsOf<{ first: number; last: number; n: number }>(
    await app.db.execute(sql`
      with people as (
        insert into users (email, password_hash, first_name, last_name, locale, dob, gender, nationality_id, industry_id)
        select ${prefix} || '.' || g || '@bench.example', 'not-a-hash', 'Bench', 'Pgbench' || g, 'en_GB', '1990-01-01', 0, 1, 1
          from generate_series(1, ${count}) g
        returning id),
      takings as (
        insert into survey_users (survey_id, user_id, is_authorized)
        select ${surveyId}, id, true from people order by id
        returning id)
      select min(id) as first, max(id) as last, count(*) as n from takings`),
  );
  // A serial column in one insert: consecutive ids, so pgbench can address them by number.
  if (Number(row!.n) !== Number(row!.last) - Number(row!.first) + 1) {
    throw new Error('pgbench takings are not one range of ids');
  }
  return { firstId: Number(row!.first), lastId: Number(row!.last) };
}

/** Submits a taking's section straight in SQL (its claim and answers), as a taker had before. */
export async function submitSectionInSql(
  app: App,
  takingIds: number[],
  section: EqSurvey['sections'][number],
) {
  const takings = `{${takingIds.join(',')}}`;
  await app.db.execute(sql`
    insert into section_submissions (survey_user_id, section_id)
    select t, ${section.id} from unnest(${takings}::int[]) t`);
  await app.db.execute(sql`
    insert into answers (survey_user_id, statement_id, rank)
    select t, s.statement_id, s.rank
      from unnest(${takings}::int[]) t,
           unnest(${`{${section.statementIds.join(',')}}`}::int[]) with ordinality as s(statement_id, rank)`);
}

/** Finished takings of the survey for each person (what a dashboard lists besides open ones). */
export async function insertCompletedTakings(
  app: App,
  surveyId: number,
  userIds: number[],
  each: number,
) {
  await app.db.execute(sql`
    insert into survey_users (survey_id, user_id, is_authorized, time_completed)
    select ${surveyId}, u, true, now() - k * interval '30 days'
      from unnest(${`{${userIds.join(',')}}`}::int[]) u, generate_series(1, ${each}) k`);
}

/** The demo iCoach course, and each person enrolled on it; answers the enrolment ids in order. */
export async function enrolOnCourse(
  app: App,
  userIds: number[],
): Promise<{ courseId: number; icoachUserIds: number[] }> {
  const code = `BenchHot${Date.now()}`.padEnd(50, '0');
  const { courseId } = await importCourse(app.db, { ...demoCourseFile(), accessCode: code });
  const rows = rowsOf<{ id: number; user_id: number }>(
    await app.db.execute(sql`
      insert into icoach_users (course_id, user_id)
      select ${courseId}, u from unnest(${`{${userIds.join(',')}}`}::int[]) u
      returning id, user_id`),
  );
  const byUser = new Map(rows.map((r) => [Number(r.user_id), Number(r.id)]));
  return { courseId, icoachUserIds: userIds.map((u) => byUser.get(u)!) };
}

/**
 * A live 360 survey with `ratees` people under review (each with a review period open and six
 * skills), and every rater assigned `perRater` of them, spread over the ratees.
 */
export async function seedRaters(
  app: App,
  raterIds: number[],
  options: { ratees: number; perRater: number },
): Promise<{ tsSurveyId: number }> {
  const stamp = Date.now();
  const [survey] = rowsOf<{ id: number }>(
    await app.db.execute(sql`
      insert into ts_surveys (access_code, titles, welcome_messages)
      values (${`BenchHotTs${stamp}`.padEnd(50, '0')}, '{"en_GB":"Bench 360"}', '{"en_GB":""}')
      returning id`),
  );
  const tsSurveyId = Number(survey!.id);
  const [manager] = await insertPeopleInBulk(app, 1, `hotmanager${stamp}`);
  await app.db.execute(sql`
    with p as (
      insert into users (email, password_hash, first_name, last_name)
      select 'hotratee.' || ${stamp} || '.' || g || '@bench.example', 'x', 'Ratee', 'Person' || g
        from generate_series(1, ${options.ratees}) g
      returning id)
    insert into ts_ratees (ts_survey_id, user_id, manager_user_id, is_live, review_start)
    select ${tsSurveyId}, p.id, ${manager!.id}, true, current_date from p`);
  await app.db.execute(sql`
    insert into ts_reviews (ratee_id, starts_on, expires_on)
    select id, review_start, review_start + interval '12 months'
      from ts_ratees where ts_survey_id = ${tsSurveyId}`);
  await app.db.execute(sql`
    insert into ts_ratee_skills (ratee_id, skill_id)
    select r.id, s.id from ts_ratees r cross join (select id from ts_skills order by id limit 6) s
     where r.ts_survey_id = ${tsSurveyId}`);
  // Rater i gets ratees i*perRater .. i*perRater+perRater-1 (wrapping), by their order.
  await app.db.execute(sql`
    with ratees as (
      select id, row_number() over (order by id) - 1 as n, count(*) over () as total
        from ts_ratees where ts_survey_id = ${tsSurveyId}),
    raters as (
      select u as user_id, o - 1 as i from unnest(${`{${raterIds.join(',')}}`}::int[]) with ordinality as r(u, o))
    insert into ts_ratee_raters (ratee_id, user_id)
    select ratees.id, raters.user_id
      from raters cross join generate_series(0, ${options.perRater - 1}) k
      join ratees on ratees.n = (raters.i * ${options.perRater} + k) % ratees.total`);
  return { tsSurveyId };
}
