import type {
  AdminRateeState,
  AdminRateeStatesResponse,
  AdminTeamSurvey,
  AdminTeamSurveyDetail,
  AdminTeamSurveyRateesQuerySchema,
  AdminTeamSurveysQuerySchema,
  AdminTeamSurveysResponse,
  AdminTeamSurveyValues,
  RateeStateSort,
  TeamSurveySort,
} from '@portal/shared/admin-team-surveys';
import type { Locale } from '@portal/shared/locales';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { LocalisedText } from '../../db/schema/lookups.ts';
import { tsSurveys } from '../../db/schema/team-survey.ts';
import type { Tx } from '../../db/transaction.ts';
import { sanitizeStoredHtml } from '../../lib/safe-html.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { pick } from '../surveys/localised.ts';
import { randomAccessCode } from '../surveys/survey-admin.service.ts';
import { findTsSurveyById } from './team-survey.queries.ts';
import {
  countRatees,
  countTsSurveys,
  listRateeStateRows,
  listTsManagerRows,
  listTsSurveyRows,
  type PageSpec,
  type RateeStateRow,
  rateeMatches,
  surveyMatches,
  type TsSurveyListRow,
  titleIn,
} from './ts-survey-admin.queries.ts';

/*
 * The 360 surveys as the administrator's console runs them (issue 13): the survey's settings, its
 * list and where each ratee's review stands. The console (features/admin/team-surveys.service.ts)
 * calls these, and the managers' grant and removal in setup.service.ts, inside transactions of its
 * own that also write the audit record.
 */

type SurveysQuery = z.output<typeof AdminTeamSurveysQuerySchema>;
type RateesQuery = z.output<typeof AdminTeamSurveyRateesQuerySchema>;

/** LIKE's own characters in the search are matched as themselves. */
const likeAny = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;
const fullName = (first: string, last: string) => `${first} ${last}`.trim();
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** Only the languages that have text: an empty field means "not translated". */
function filled(texts: Partial<Record<Locale, string | undefined>>, clean = (s: string) => s) {
  return Object.fromEntries(
    Object.entries(texts)
      .filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '')
      .map(([locale, text]) => [locale, clean(text)]),
  ) as LocalisedText;
}

function columnsOf(values: AdminTeamSurveyValues) {
  return {
    titles: filled(values.titles),
    welcomeMessages: filled(values.welcomeMessages, sanitizeStoredHtml),
    defaultLanguage: values.defaultLanguage,
    validFrom: values.validFrom,
    validTo: values.validTo,
    anonymityThreshold: values.anonymityThreshold,
    reminderDays: values.reminderDays,
  };
}

/** A new survey with a new 50-character access code (platform spec §5); answers its id. */
export async function createTsSurvey(tx: Tx, values: AdminTeamSurveyValues): Promise<number> {
  const [row] = await tx
    .insert(tsSurveys)
    .values({ ...columnsOf(values), accessCode: randomAccessCode() })
    .returning({ id: tsSurveys.id });
  if (!row) throw new Error('360 survey not created');
  return row.id;
}

/**
 * Replaces the survey's settings; answers the settings it had, or null when there is no such
 * survey. A new threshold applies at once to what results show and to publishing, and to periods
 * as they close; periods closed already keep the scores they were closed with (decision 024).
 */
export async function updateTsSurvey(tx: Tx, tsSurveyId: number, values: AdminTeamSurveyValues) {
  const locked = await tx
    .select()
    .from(tsSurveys)
    .where(eq(tsSurveys.id, tsSurveyId))
    .for('update');
  const [before] = locked;
  if (!before) return null;
  await tx.update(tsSurveys).set(columnsOf(values)).where(eq(tsSurveys.id, tsSurveyId));
  return before;
}

function toSurvey(row: TsSurveyListRow, locale: Locale): AdminTeamSurvey {
  return {
    id: row.id,
    title: pick(row.titles, locale, row.default_language),
    accessCode: row.access_code,
    anonymityThreshold: row.anonymity_threshold,
    reminderDays: row.reminder_days,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    managers: row.managers,
    ratees: row.ratees,
    publishedRatees: row.published,
    createdAt: iso(row.created_at),
  };
}

const pageOf = (q: { page: number; pageSize: number }) => ({
  limit: q.pageSize,
  offset: (q.page - 1) * q.pageSize,
});

/** One page of the surveys, newest first unless sorted otherwise. */
export async function listTsSurveysForAdmin(
  ctx: ActorContext,
  query: SurveysQuery,
): Promise<AdminTeamSurveysResponse> {
  const q = query.q?.trim();
  const where = q ? surveyMatches(likeAny(q)) : sql`true`;
  const dir = query.order === 'desc' || !query.sort ? sql`desc` : sql`asc`;
  const keys: Record<TeamSurveySort, SQL> = {
    title: sql`${titleIn(ctx.locale)} ${dir}`,
    created: sql`s.created_at ${dir}`,
    ratees: sql`ratees ${dir}`,
  };
  const order = sql`${keys[query.sort ?? 'created']}, s.id ${dir}`;
  const rows = await listTsSurveyRows(ctx.db, { where, order, ...pageOf(query) });
  // A page past the end has no row to carry the count.
  const total = rows[0]?.total ?? (query.page > 1 ? await countTsSurveys(ctx.db, where) : 0);
  return {
    items: rows.map((r) => toSurvey(r, ctx.locale)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The survey's settings as stored and its managers; null when there is no such survey. */
export async function getTsSurveyForAdmin(
  ctx: ActorContext,
  tsSurveyId: number,
): Promise<AdminTeamSurveyDetail | null> {
  const survey = await findTsSurveyById(ctx.db, tsSurveyId);
  if (!survey) return null;
  const [counted] = await listTsSurveyRows(ctx.db, {
    where: sql`s.id = ${tsSurveyId}`,
    order: sql`s.id`,
    limit: 1,
    offset: 0,
  });
  if (!counted) return null;
  const managers = await listTsManagerRows(ctx.db, tsSurveyId);
  return {
    ...toSurvey(counted, ctx.locale),
    titles: survey.titles,
    welcomeMessages: survey.welcomeMessages,
    defaultLanguage: survey.defaultLanguage as AdminTeamSurveyDetail['defaultLanguage'],
    managerList: managers.map((m) => ({
      id: m.user_id,
      fullName: fullName(m.first_name, m.last_name),
      email: m.email,
      awaitingOwner: m.awaiting_owner,
      ratees: m.ratees,
    })),
  };
}

function toRateeState(row: RateeStateRow): AdminRateeState {
  const open = row.starts_on && row.expires_on;
  return {
    rateeId: row.id,
    ratee: {
      id: row.ratee_id,
      fullName: fullName(row.ratee_first, row.ratee_last),
      email: row.ratee_email,
    },
    manager: {
      id: row.manager_id,
      fullName: fullName(row.manager_first, row.manager_last),
      email: row.manager_email,
    },
    isLive: row.is_live,
    raters: row.raters,
    skills: row.skills,
    openPeriod: open ? { startsOn: row.starts_on!, expiresOn: row.expires_on! } : null,
    ratingsGiven: open ? row.ratings_given : 0,
    ratingsExpected: open ? row.raters * row.skills : 0,
    overallGiven: row.overall_given,
    lastClosedScore: row.last_score === null ? null : Number(row.last_score),
    lastClosedOn: row.last_closed_on,
  };
}

/**
 * One page of the survey's ratees and where each review stands; null when there is no such
 * survey. By ratee name unless sorted otherwise; `expires` puts drafts (no open period) last.
 */
export async function listRateeStates(
  ctx: ActorContext,
  tsSurveyId: number,
  query: RateesQuery,
): Promise<AdminRateeStatesResponse | null> {
  if (!(await findTsSurveyById(ctx.db, tsSurveyId))) return null;
  const q = query.q?.trim();
  const where = q ? rateeMatches(likeAny(q)) : sql`true`;
  const dir = query.order === 'desc' ? sql`desc` : sql`asc`;
  const keys: Record<RateeStateSort, SQL> = {
    name: sql`p.last_name ${dir}, p.first_name ${dir}`,
    manager: sql`m.last_name ${dir}, m.first_name ${dir}`,
    expires: sql`v.expires_on ${dir} nulls last`,
  };
  const order = sql`${keys[query.sort ?? 'name']}, r.id ${dir}`;
  const page: PageSpec = { where, order, ...pageOf(query) };
  const rows = await listRateeStateRows(ctx.db, tsSurveyId, page);
  const total =
    rows[0]?.total ?? (query.page > 1 ? await countRatees(ctx.db, tsSurveyId, where) : 0);
  return {
    items: rows.map(toRateeState),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
