import type pg from 'pg';

/*
 * Grows a database to N survey takings straight in SQL (generate_series), so a million takes
 * minutes: other people, each with two takings (one completed, with its sections submitted, all
 * its answers and its results; one open), spread over the given ranking surveys; and 360 data
 * in proportion: one ratee per ten takings, each with a manager, three raters, six skills, an
 * open review period and every rater's rating of every skill, in 360 surveys of 1,000 ratees
 * (the first is `tsSurveyIds[0]`, more are made as needed). Batches of 100,000 takings keep
 * each statement's work bounded. Nothing here touches the measured person's own rows.
 */

const BATCH_TAKINGS = 100_000;
const RATEES_PER_TS_SURVEY = 1_000;

export interface GrowthTargets {
  /** Ranking surveys the takings are spread over. */
  surveyIds: number[];
  /** 360 surveys: the first is the measured rater's; more are added here. */
  tsSurveyIds: number[];
}

const count = async (db: pg.Client, table: string) =>
  Number((await db.query(`select count(*)::bigint as n from ${table}`)).rows[0].n);
const maxId = async (db: pg.Client, table: string) =>
  Number((await db.query(`select coalesce(max(id), 0) as n from ${table}`)).rows[0].n);

/** Adds takings (and the rest in proportion) until survey_users holds about `total` rows. */
export async function growTo(db: pg.Client, targets: GrowthTargets, total: number) {
  for (;;) {
    const missing = total - (await count(db, 'survey_users'));
    if (missing < 10) break;
    await growBatch(db, targets, Math.min(missing, BATCH_TAKINGS));
  }
  await db.query('vacuum analyze');
}

async function growBatch(db: pg.Client, targets: GrowthTargets, takings: number) {
  const people = Math.floor(takings / 2);
  const ratees = Math.floor(takings / 10);
  const userLo = await maxId(db, 'users');
  const takingLo = await maxId(db, 'survey_users');
  await db.query('begin');
  try {
    await db.query(
      `insert into users (email, password_hash, first_name, last_name, locale, dob, gender, nationality_id, industry_id)
       select 'grow.' || ($1::int + g) || '@bench.example', 'not-a-hash', 'Grow', 'Person' || g,
              'en_GB', '1990-01-01', 0, 1, 1
         from generate_series(1, $2::int) g`,
      [userLo, people],
    );
    // k = 0 completed (some time in the last year), k = 1 open.
    await db.query(
      `insert into survey_users (survey_id, user_id, is_authorized, time_created, time_completed, last_reviewed_at)
       select ($2::int[])[1 + (u.id + k) % cardinality($2::int[])], u.id, true,
              now() - (u.id % 365) * interval '1 day',
              case when k = 0 then now() - (u.id % 360) * interval '1 day' end,
              now() - (u.id % 360) * interval '1 day'
         from users u cross join generate_series(0, 1) k
        where u.id > $1::int`,
      [userLo, targets.surveyIds],
    );
    const completed = `from survey_users su
        join surveys s on s.id = su.survey_id
        join sections sec on sec.questionnaire_id = s.questionnaire_id
       where su.id > $1::int and su.time_completed is not null`;
    await db.query(
      `insert into section_submissions (survey_user_id, section_id, created_at)
       select su.id, sec.id, su.time_completed ${completed}`,
      [takingLo],
    );
    await db.query(
      `insert into answers (survey_user_id, statement_id, rank)
       select su.id, st.id, st.position ${completed.replace('where', 'join statements st on st.section_id = sec.id where')}`,
      [takingLo],
    );
    await db.query(
      `insert into survey_results (survey_user_id, scores)
       select id, '{"d1": 50, "d2": 60}'::jsonb from survey_users
        where id > $1::int and time_completed is not null`,
      [takingLo],
    );
    if (ratees > 0) await grow360(db, targets, userLo, ratees);
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

/**
 * Of the batch's people (ids above userLo): the first `ratees` are ratees, the next 3 per ratee
 * their raters, the next one per ratee their manager.
 */
async function grow360(db: pg.Client, targets: GrowthTargets, userLo: number, ratees: number) {
  const before = await count(db, 'ts_ratees');
  const surveysNeeded = Math.ceil((before + ratees) / RATEES_PER_TS_SURVEY);
  while (targets.tsSurveyIds.length < surveysNeeded) {
    const { rows } = await db.query<{ id: number }>(
      `insert into ts_surveys (access_code, titles, welcome_messages)
       values ('GrowTs' || $1::text || md5(random()::text), '{"en_GB": "Grown 360"}', '{"en_GB": ""}')
       returning id`,
      [targets.tsSurveyIds.length],
    );
    targets.tsSurveyIds.push(rows[0]!.id);
  }
  const params = [userLo, ratees, before, targets.tsSurveyIds];
  await db.query(
    `insert into ts_ratees (ts_survey_id, user_id, manager_user_id, is_live, review_start)
     select ($4::int[])[1 + ($3::int + g - 1) / ${RATEES_PER_TS_SURVEY}], $1::int + g,
            $1::int + 4 * $2::int + g, true, current_date - 30
       from generate_series(1, $2::int) g`,
    params,
  );
  const batchRatees = `select id, user_id, ts_survey_id, review_start from ts_ratees
     where user_id > $1::int and user_id <= $1::int + $2::int`;
  await db.query(
    `insert into ts_reviews (ratee_id, starts_on, expires_on)
     select id, review_start, review_start + interval '12 months' from (${batchRatees}) r`,
    [userLo, ratees],
  );
  await db.query(
    `insert into ts_ratee_raters (ratee_id, user_id)
     select r.id, $1::int + $2::int + 3 * (r.user_id - $1::int - 1) + k
       from (${batchRatees}) r cross join generate_series(1, 3) k`,
    [userLo, ratees],
  );
  await db.query(
    `insert into ts_ratee_skills (ratee_id, skill_id)
     select r.id, s.id from (${batchRatees}) r
      cross join (select id from ts_skills order by id limit 6) s`,
    [userLo, ratees],
  );
  await db.query(
    `insert into ts_skill_ratings (ratee_skill_id, review_id, rater_user_id, score, comment, created_at)
     select rs.id, v.id, rr.user_id, 10 * (1 + (rs.id + rr.user_id) % 10), 'Grown rating.',
            now() - ((rs.id + rr.user_id) % 30) * interval '1 day'
       from (${batchRatees}) r
       join ts_reviews v on v.ratee_id = r.id and v.closed_at is null
       join ts_ratee_skills rs on rs.ratee_id = r.id
       join ts_ratee_raters rr on rr.ratee_id = r.id`,
    [userLo, ratees],
  );
  await db.query(
    `insert into ts_users (ts_survey_id, user_id, role)
     select r.ts_survey_id, r.user_id, 'ratee' from (${batchRatees}) r
     union all
     select r.ts_survey_id, rr.user_id, 'rater' from (${batchRatees}) r
       join ts_ratee_raters rr on rr.ratee_id = r.id
     union all
     select r.ts_survey_id, $1::int + 4 * $2::int + (r.user_id - $1::int), 'manager'
       from (${batchRatees}) r
     on conflict do nothing`,
    [userLo, ratees],
  );
}
