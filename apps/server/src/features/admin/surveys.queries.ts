import type {
  AdminSurveysQuerySchema,
  ParticipantSort,
  SurveyParticipantsQuerySchema,
  SurveySort,
} from '@portal/shared/admin-surveys';
import type { Locale } from '@portal/shared/locales';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  dpSurveyParts,
  questionnaires,
  reportLayouts,
  sections,
  surveys,
  surveyUsers,
} from '../../db/schema/surveys.ts';
import { notErased } from './people.queries.ts';

/*
 * The Surveys area's reads (issue 13). The console reads the tables it shows here rather than
 * reaching into the surveys feature's queries; its writes are the surveys feature's own service
 * (survey-admin.service.ts, the command line's survey:create).
 */

export type AdminSurveysQuery = z.output<typeof AdminSurveysQuerySchema>;
export type ParticipantsQuery = z.output<typeof SurveyParticipantsQuerySchema>;

/** LIKE's own characters in the search are matched as themselves. */
const likeAny = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

// Written out as "surveys"."id": drizzle leaves a column unqualified in a query of one table, and
// inside a subquery an unqualified `id` would name the subquery's own column.
const outerSurveyId = sql.raw('"surveys"."id"');

/** A discovery process's parts are surveys too, but edited and followed through their process. */
const notAPart = sql`not exists (select 1 from dp_survey_parts dsp where dsp.part_survey_id = ${outerSurveyId})`;

/** Takings of the survey itself (a part's taking names its process's taking). */
const takingsOf = (extra: SQL) =>
  sql<number>`(select count(*) from ${surveyUsers} su where su.survey_id = ${outerSurveyId} and su.dp_survey_user_id is null and ${extra})`.mapWith(
    Number,
  );

/** The title the administrator reads: their language, else the survey's default, else English. */
const titleIn = (locale: Locale) =>
  sql<string>`coalesce(${surveys.titles}->>${locale}, ${surveys.titles}->>${surveys.defaultLanguage}, ${surveys.titles}->>'en_GB', '')`;

function whereOf(query: AdminSurveysQuery): SQL | undefined {
  const q = query.q?.trim();
  const pattern = q ? likeAny(q) : undefined;
  return and(
    notAPart,
    query.product ? eq(surveys.product, query.product) : undefined,
    pattern
      ? sql`(${surveys.accessCode} ilike ${pattern} or exists (select 1 from jsonb_each_text(${surveys.titles}) t where t.value ilike ${pattern}))`
      : undefined,
  );
}

const participants = takingsOf(sql`true`);
const completed = takingsOf(sql`su.time_completed is not null`);

function orderOf(query: AdminSurveysQuery, locale: Locale): SQL[] {
  const dir = query.order === 'desc' || !query.sort ? desc : asc;
  const keys: Record<SurveySort, SQL[]> = {
    title: [dir(sql`lower(${titleIn(locale)})`)],
    product: [dir(surveys.product)],
    validFrom: [dir(surveys.validFrom)],
    validTo: [dir(surveys.validTo)],
    price: [dir(surveys.pricePence)],
    participants: [dir(participants)],
    completed: [dir(completed)],
    created: [dir(surveys.createdAt)],
  };
  return [...keys[query.sort ?? 'created'], dir(surveys.id)];
}

const listed = (db: Db, locale: Locale) =>
  db
    .select({
      id: surveys.id,
      product: surveys.product,
      title: titleIn(locale),
      accessCode: surveys.accessCode,
      validFrom: surveys.validFrom,
      validTo: surveys.validTo,
      pricePence: surveys.pricePence,
      participants,
      completed,
      createdAt: surveys.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(surveys);

/** One page of surveys and the count of every match. */
export async function selectSurveyPage(db: Db, locale: Locale, query: AdminSurveysQuery) {
  const rows = await listed(db, locale)
    .where(whereOf(query))
    .orderBy(...orderOf(query, locale))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  let total = rows[0]?.total ?? 0;
  // A page past the end has no row to carry the count.
  if (rows.length === 0 && query.page > 1) {
    const [counted] = await listed(db, locale).where(whereOf(query)).limit(1);
    total = counted?.total ?? 0;
  }
  return { rows, total };
}

/** One survey (not a part) with its layout, questionnaire and counts; null when none. */
export async function selectSurvey(db: Db, surveyId: number) {
  const [row] = await db
    .select({
      survey: surveys,
      layout: reportLayouts.title,
      questionnaire: questionnaires.key,
      participants,
      completed,
      // Begun and with at least one section answered, in the survey or one of its parts.
      started: takingsOf(
        sql`(su.time_completed is not null or exists (select 1 from section_submissions ss where ss.survey_user_id = su.id or ss.survey_user_id in (select p.id from survey_users p where p.dp_survey_user_id = su.id)))`,
      ),
    })
    .from(surveys)
    .leftJoin(reportLayouts, eq(reportLayouts.id, surveys.reportLayoutId))
    .leftJoin(questionnaires, eq(questionnaires.id, surveys.questionnaireId))
    .where(and(eq(surveys.id, surveyId), notAPart));
  return row ?? null;
}

/** The form's pickers: every report layout and every questionnaire with its product. */
export async function selectSurveyOptions(db: Db) {
  const [layouts, keys] = await Promise.all([
    db.select({ title: reportLayouts.title }).from(reportLayouts).orderBy(reportLayouts.id),
    db
      .select({ key: questionnaires.key, product: questionnaires.product })
      .from(questionnaires)
      .orderBy(questionnaires.product, questionnaires.key),
  ]);
  return { layouts: layouts.map((l) => l.title), questionnaires: keys };
}

/**
 * Sections of the survey in all: its questionnaire's, or for a discovery process the sum of its
 * three parts' (the resiliency questions are not a section).
 */
export async function selectSectionsTotal(db: Db, surveyId: number): Promise<number> {
  const [row] = await db
    .select({
      total: sql<number>`(
        select count(*) from ${sections} sec where sec.questionnaire_id in (
          select s.questionnaire_id from ${surveys} s where s.id = ${surveyId}
          union all
          select ps.questionnaire_id from ${dpSurveyParts} dsp
            join ${surveys} ps on ps.id = dsp.part_survey_id where dsp.dp_survey_id = ${surveyId}
        ))`.mapWith(Number),
    })
    .from(surveys)
    .where(eq(surveys.id, surveyId));
  return row?.total ?? 0;
}

/** Sections submitted in the taking, or in its parts' takings for a discovery process. */
const sectionsDone = sql<number>`(
  select count(*) from section_submissions ss where ss.survey_user_id = ${surveyUsers.id}
    or ss.survey_user_id in (select p.id from survey_users p where p.dp_survey_user_id = ${surveyUsers.id})
)`.mapWith(Number);

const lastActivity = sql<Date>`greatest(${surveyUsers.timeCreated}, ${surveyUsers.timeCompleted}, (
  select max(ss.created_at) from section_submissions ss where ss.survey_user_id = ${surveyUsers.id}
    or ss.survey_user_id in (select p.id from survey_users p where p.dp_survey_user_id = ${surveyUsers.id})
))`.mapWith((v: string | Date) => new Date(v));

function participantOrder(query: ParticipantsQuery): SQL[] {
  const dir = query.order === 'desc' || !query.sort ? desc : asc;
  const keys: Record<ParticipantSort, SQL[]> = {
    name: [dir(sql`lower(${users.lastName})`), dir(sql`lower(${users.firstName})`)],
    email: [dir(users.email)],
    started: [dir(surveyUsers.timeCreated)],
    lastActivity: [dir(lastActivity)],
    progress: [dir(sql`${surveyUsers.timeCompleted} is not null`), dir(sectionsDone)],
  };
  return [...keys[query.sort ?? 'started'], dir(surveyUsers.id)];
}

function participantWhere(surveyId: number, query: ParticipantsQuery): SQL | undefined {
  const q = query.q?.trim();
  const pattern = q ? likeAny(q) : undefined;
  return and(
    eq(surveyUsers.surveyId, surveyId),
    sql`${surveyUsers.dpSurveyUserId} is null`,
    // An erased person's anonymised takings stay in the counts but are nobody to list.
    notErased,
    pattern
      ? sql`(${users.email} ilike ${pattern} or (${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern})`
      : undefined,
  );
}

const participantRows = (db: Db) =>
  db
    .select({
      surveyUserId: surveyUsers.id,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      startedAt: surveyUsers.timeCreated,
      completedAt: surveyUsers.timeCompleted,
      isAuthorized: surveyUsers.isAuthorized,
      sectionsDone,
      lastActivity,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(surveyUsers)
    .innerJoin(users, eq(users.id, surveyUsers.userId));

/** One page of a survey's takings and the count of every match. */
export async function selectParticipantPage(db: Db, surveyId: number, query: ParticipantsQuery) {
  const rows = await participantRows(db)
    .where(participantWhere(surveyId, query))
    .orderBy(...participantOrder(query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [counted] = await participantRows(db).where(participantWhere(surveyId, query)).limit(1);
    total = counted?.total ?? 0;
  }
  return { rows, total };
}
