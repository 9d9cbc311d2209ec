import type { Locale } from '@portal/shared/locales';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/*
 * What the administrator's console reads of the 360 area (issue 13): surveys with their counts,
 * a survey's managers, and where each ratee's review stands. Counts only: nothing here selects
 * who gave a rating, so nothing built on these rows can carry it (issue 12).
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface PageSpec {
  where: SQL;
  order: SQL;
  limit: number;
  offset: number;
}

export interface TsSurveyListRow {
  id: number;
  titles: Record<string, string>;
  default_language: string;
  access_code: string;
  anonymity_threshold: number;
  reminder_days: number;
  valid_from: string | null;
  valid_to: string | null;
  created_at: Date | string;
  managers: number;
  ratees: number;
  published: number;
  total: number;
}

/** The title a list sorts by: the administrator's language, else the default, else English. */
export const titleIn = (locale: Locale) =>
  sql`coalesce(nullif(s.titles->>${locale}, ''), s.titles->>s.default_language, s.titles->>'en_GB', '')`;

/** `q` as a case-insensitive substring of any title or the access code. */
export const surveyMatches = (pattern: string) =>
  sql`(s.access_code ilike ${pattern}
       or exists (select 1 from jsonb_each_text(s.titles) t where t.value ilike ${pattern}))`;

export async function listTsSurveyRows(db: Db, page: PageSpec) {
  const result = await db.execute(sql`
    select s.id, s.titles, s.default_language, s.access_code, s.anonymity_threshold,
           s.reminder_days, s.valid_from::text as valid_from, s.valid_to::text as valid_to,
           s.created_at,
           (select count(*) from ts_users u
             where u.ts_survey_id = s.id and u.role = 'manager')::int as managers,
           (select count(*) from ts_ratees r where r.ts_survey_id = s.id)::int as ratees,
           (select count(*) from ts_ratees r
             where r.ts_survey_id = s.id and r.is_live)::int as published,
           count(*) over ()::int as total
      from ts_surveys s
     where ${page.where}
     order by ${page.order}
     limit ${page.limit} offset ${page.offset}`);
  return rowsOf<TsSurveyListRow>(result);
}

export async function countTsSurveys(db: Db, where: SQL): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from ts_surveys s where ${where}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

export interface TsManagerRow {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  awaiting_owner: boolean;
  ratees: number;
}

export async function listTsManagerRows(db: Db, tsSurveyId: number) {
  const result = await db.execute(sql`
    select p.id as user_id, p.first_name, p.last_name, p.email,
           (p.awaiting_owner_since is not null) as awaiting_owner,
           (select count(*) from ts_ratees r
             where r.ts_survey_id = u.ts_survey_id and r.manager_user_id = p.id)::int as ratees
      from ts_users u
      join users p on p.id = u.user_id
     where u.ts_survey_id = ${tsSurveyId} and u.role = 'manager'
     order by p.last_name, p.first_name, p.id`);
  return rowsOf<TsManagerRow>(result);
}

export interface RateeStateRow {
  id: number;
  is_live: boolean;
  ratee_id: number;
  ratee_first: string;
  ratee_last: string;
  ratee_email: string;
  manager_id: number;
  manager_first: string;
  manager_last: string;
  manager_email: string;
  raters: number;
  skills: number;
  starts_on: string | null;
  expires_on: string | null;
  ratings_given: number;
  overall_given: boolean;
  last_score: number | null;
  last_closed_on: string | null;
  total: number;
}

/** The ratee's or the manager's name or email as a case-insensitive substring. */
export const rateeMatches = (pattern: string) =>
  sql`(p.email ilike ${pattern} or (p.first_name || ' ' || p.last_name) ilike ${pattern}
       or m.email ilike ${pattern} or (m.first_name || ' ' || m.last_name) ilike ${pattern})`;

/** One page of a survey's ratees with their open period and what it holds so far. */
export async function listRateeStateRows(db: Db, tsSurveyId: number, page: PageSpec) {
  const result = await db.execute(sql`
    select r.id, r.is_live,
           p.id as ratee_id, p.first_name as ratee_first, p.last_name as ratee_last,
           p.email as ratee_email,
           m.id as manager_id, m.first_name as manager_first, m.last_name as manager_last,
           m.email as manager_email,
           (select count(*) from ts_ratee_raters x where x.ratee_id = r.id)::int as raters,
           (select count(*) from ts_ratee_skills x where x.ratee_id = r.id)::int as skills,
           v.starts_on::text as starts_on, v.expires_on::text as expires_on,
           (select count(*) from ts_skill_ratings k
             where k.review_id = v.id)::int as ratings_given,
           exists (select 1 from ts_manager_ratings g
                    where g.review_id = v.id and g.type = 'overall') as overall_given,
           c.score as last_score, c.expires_on::text as last_closed_on,
           count(*) over ()::int as total
      from ts_ratees r
      join users p on p.id = r.user_id
      join users m on m.id = r.manager_user_id
      left join ts_reviews v on v.ratee_id = r.id and v.closed_at is null
      left join lateral (
             select score, expires_on from ts_reviews c
              where c.ratee_id = r.id and c.closed_at is not null
              order by c.expires_on desc, c.id desc limit 1) c on true
     where r.ts_survey_id = ${tsSurveyId} and ${page.where}
     order by ${page.order}
     limit ${page.limit} offset ${page.offset}`);
  return rowsOf<RateeStateRow>(result);
}

export async function countRatees(db: Db, tsSurveyId: number, where: SQL): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n
      from ts_ratees r
      join users p on p.id = r.user_id
      join users m on m.id = r.manager_user_id
     where r.ts_survey_id = ${tsSurveyId} and ${where}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}
