import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oncePerDb, prepareSql } from '../../db/prepared.ts';
import type { LocalisedText } from '../../db/schema/lookups.ts';

export interface DashboardRow {
  id: number;
  product: string;
  titles: LocalisedText;
  default_language: string;
  access_code: string;
  layout: string | null;
  time_created: Date | string;
  time_completed: Date | string | null;
  is_authorized: boolean;
  last_reviewed_at: Date | string;
  done: number | string;
  total: number | string;
}

export interface IcoachDashboardRow {
  id: number;
  titles: LocalisedText;
  default_language: string;
  access_code: string;
  time_created: Date | string;
  time_completed: Date | string | null;
  last_reviewed_at: Date | string;
  done: number | string;
  total: number | string;
}

export interface TsDashboardRow {
  id: number;
  survey_id: number;
  titles: LocalisedText;
  default_language: string;
  access_code: string;
  time_created: Date | string;
  last_reviewed: Date | string | null;
  done: number | string;
  total: number | string;
}

export interface DashboardRows {
  surveys: DashboardRow[];
  icoach: IcoachDashboardRow[];
  ts: TsDashboardRow[];
}

/**
 * The person's dashboard in one statement, prepared (issue 14): the three lists came in three
 * round trips, each planned on every call (planning took 1.5 ms of PostgreSQL's CPU, running
 * 0.3 ms). Each list arrives as JSON, in its order.
 *
 * - surveys: every taking outside a discovery process, with sections done and sections in all; a
 *   discovery process counts the sections of its three parts. Two indexed lookups per row
 *   (survey_users by user, section counts by key), so it stays flat as the table grows.
 * - icoach: the person's published courses with steps done over all steps (issue 10).
 * - ts: the 360 surveys the person has a role in (issue 11), one row per survey; as a rater,
 *   the skills of live ratees rated this period over all of them (their own ratings found by
 *   ts_skill_ratings_rater_idx).
 */
export async function listDashboard(db: Db, userId: number): Promise<DashboardRows> {
  const [row] = await dashboardStatement(db).rows({ userId });
  return row ?? { surveys: [], icoach: [], ts: [] };
}

const dashboardStatement = oncePerDb((db) =>
  prepareSql<DashboardRows>(
    db,
    'dashboard',
    sql`
    select
      (select coalesce(json_agg(t order by t.last_reviewed_at desc), '[]'::json) from (
    select su.id, s.product, s.titles, s.default_language, s.access_code, rl.title as layout,
           su.time_created, su.time_completed, su.is_authorized, su.last_reviewed_at,
           case when s.product = 'dp' then
             (select count(*) from survey_users part
                join section_submissions ss on ss.survey_user_id = part.id
               where part.dp_survey_user_id = su.id)
           else
             (select count(*) from section_submissions ss where ss.survey_user_id = su.id)
           end as done,
           case when s.product = 'dp' then
             (select count(*) from dp_survey_parts dpp
                join surveys ps on ps.id = dpp.part_survey_id
                join sections sec on sec.questionnaire_id = ps.questionnaire_id
               where dpp.dp_survey_id = s.id)
           else
             (select count(*) from sections sec where sec.questionnaire_id = s.questionnaire_id)
           end as total
      from survey_users su
      join surveys s on s.id = su.survey_id
      left join report_layouts rl on rl.id = s.report_layout_id
     where su.user_id = ${sql.placeholder('userId')} and su.dp_survey_user_id is null
      ) t) as surveys,
      (select coalesce(json_agg(t order by t.last_reviewed_at desc), '[]'::json) from (
    select iu.id, c.titles, c.default_language, c.access_code,
           iu.time_created, iu.time_completed, iu.last_reviewed_at,
           (select count(*) from icoach_step_completions sc where sc.icoach_user_id = iu.id) as done,
           (select count(*) from icoach_skills s join icoach_steps st on st.skill_id = s.id
             where s.course_id = c.id) as total
      from icoach_users iu
      join icoach_courses c on c.id = iu.course_id
     where iu.user_id = ${sql.placeholder('userId')} and c.is_published
      ) t) as icoach,
      (select coalesce(json_agg(t order by t.survey_id), '[]'::json) from (
    select min(tu.id) as id, s.id as survey_id, s.titles, s.default_language, s.access_code,
           min(tu.created_at) as time_created,
           (select max(r.created_at) from ts_skill_ratings r
              join ts_ratee_skills rs on rs.id = r.ratee_skill_id
              join ts_ratees ra on ra.id = rs.ratee_id
             where r.rater_user_id = ${sql.placeholder('userId')} and ra.ts_survey_id = s.id) as last_reviewed,
           (select count(*) from ts_skill_ratings r
              join ts_reviews v on v.id = r.review_id and v.closed_at is null
              join ts_ratee_skills rs on rs.id = r.ratee_skill_id
              join ts_ratees ra on ra.id = rs.ratee_id
             where r.rater_user_id = ${sql.placeholder('userId')} and ra.ts_survey_id = s.id) as done,
           (select count(*) from ts_ratee_raters rr
              join ts_ratees ra on ra.id = rr.ratee_id and ra.is_live
              join ts_ratee_skills rs on rs.ratee_id = ra.id
             where rr.user_id = ${sql.placeholder('userId')} and ra.ts_survey_id = s.id) as total
      from ts_users tu
      join ts_surveys s on s.id = tu.ts_survey_id
     where tu.user_id = ${sql.placeholder('userId')}
     group by s.id
      ) t) as ts
  `,
  ),
);
