import type {
  AuditExportParamsSchema,
  ExportKind,
  PaymentsExportParamsSchema,
  PeopleExportParamsSchema,
} from '@portal/shared/admin-exports';
import { isErasedEmail } from '@portal/shared/admin-people';
import { and, asc, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditLog, users } from '../../db/schema/accounts.ts';
import { payments } from '../../db/schema/payments.ts';
import { surveys, surveyUsers } from '../../db/schema/surveys.ts';
import { pick } from '../surveys/localised.ts';
import { actorUser, whereOf as auditWhere, targetUser } from './audit.service.ts';
import {
  EXPORT_BATCH_SIZE,
  type ExportSource,
  keyset,
  type SourceContext,
  surveyOrNotFound,
} from './export-source.ts';
import { surveyResultsSource } from './export-survey-results.ts';
import type { Cell } from './export-writers.ts';
import { paymentColumns, whereOf as paymentsWhere } from './payments.service.ts';
import { searchCondition } from './people.queries.ts';

/*
 * Where each kind of export reads its rows (issue 13): a header, a count, then rows a batch at a
 * time by keyset pagination (`id > last id`, on the primary key's index), so that the job holds
 * one batch in memory whatever the table's size, and a row added meanwhile does not shift a page.
 * The lists take the same filters as their pages (their query schemas, and the services' own
 * `where`), in id order rather than the page's sort: a stable order is what keyset paging needs.
 */

const person = (first: string | null, last: string | null, email: string | null) =>
  email === null || isErasedEmail(email) ? ['', '', ''] : [first ?? '', last ?? '', email];

async function* mapped<Row>(source: AsyncIterable<Row[]>, toCells: (row: Row) => Cell[]) {
  for await (const rows of source) yield rows.map(toCells);
}

function peopleSource(ctx: SourceContext, params: z.output<typeof PeopleExportParamsSchema>) {
  const where = searchCondition(params.q);
  return async (): Promise<ExportSource> => {
    const [counted] = await ctx.db.select({ n: count() }).from(users).where(where);
    return {
      baseName: 'people',
      header: [
        'id',
        'first_name',
        'last_name',
        'email',
        'administrator',
        'created_at',
        'deactivated_at',
        'awaiting_owner_since',
      ],
      total: counted?.n ?? 0,
      batches: () =>
        mapped(
          keyset(
            (after) =>
              ctx.db
                .select()
                .from(users)
                .where(and(where, after === null ? undefined : gt(users.id, after)))
                .orderBy(asc(users.id))
                .limit(EXPORT_BATCH_SIZE),
            (u) => u.id,
          ),
          (u) => [
            u.id,
            u.firstName,
            u.lastName,
            u.email,
            u.isAdmin,
            u.createdAt,
            u.deactivatedAt,
            u.awaitingOwnerSince,
          ],
        ),
    };
  };
}

function paymentsSource(ctx: SourceContext, params: z.output<typeof PaymentsExportParamsSchema>) {
  const where = paymentsWhere({ ...params, page: 1, pageSize: 25 });

  return async (): Promise<ExportSource> => {
    const [counted] = await ctx.db
      .select({ n: count() })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(where);
    return {
      baseName: 'payments',
      header: [
        'id',
        'reference',
        'status',
        'method',
        'provider',
        'amount',
        'currency',
        'payer_first_name',
        'payer_last_name',
        'payer_email',
        'survey',
        'created_at',
        'paid_at',
      ],
      total: counted?.n ?? 0,
      // Newest first, as the page lists them.
      batches: () =>
        mapped(
          keyset(
            (after) =>
              ctx.db
                .select(paymentColumns)
                .from(payments)
                .innerJoin(users, eq(users.id, payments.userId))
                .innerJoin(surveyUsers, eq(surveyUsers.id, payments.surveyUserId))
                .innerJoin(surveys, eq(surveys.id, surveyUsers.surveyId))
                .where(and(where, after === null ? undefined : lt(payments.id, after)))
                .orderBy(desc(payments.id))
                .limit(EXPORT_BATCH_SIZE),
            (p) => p.id,
          ),
          (p) => [
            p.id,
            p.reference,
            p.status,
            p.method,
            p.provider,
            // Pounds with two decimals: a spreadsheet adds them up as numbers.
            p.amountPence / 100,
            p.currency,
            ...person(p.firstName, p.lastName, p.email),
            pick(p.titles, ctx.locale, p.defaultLanguage),
            p.createdAt,
            p.paidAt,
          ],
        ),
    };
  };
}

function auditSource(ctx: SourceContext, params: z.output<typeof AuditExportParamsSchema>) {
  const where = auditWhere({ ...params, page: 1, pageSize: 25 });
  const columns = {
    id: auditLog.id,
    action: auditLog.action,
    detail: auditLog.detail,
    createdAt: auditLog.createdAt,
    actorId: actorUser.id,
    actorEmail: actorUser.email,
    targetId: targetUser.id,
    targetEmail: targetUser.email,
  };
  const from = () =>
    ctx.db
      .select(columns)
      .from(auditLog)
      .leftJoin(actorUser, eq(actorUser.id, auditLog.actorUserId))
      .leftJoin(targetUser, eq(targetUser.id, auditLog.targetUserId));

  return async (): Promise<ExportSource> => {
    const [counted] = await ctx.db
      .select({ n: count() })
      .from(auditLog)
      .leftJoin(actorUser, eq(actorUser.id, auditLog.actorUserId))
      .leftJoin(targetUser, eq(targetUser.id, auditLog.targetUserId))
      .where(where);
    return {
      baseName: 'audit-log',
      header: [
        'id',
        'created_at',
        'action',
        'actor_id',
        'actor_email',
        'target_id',
        'target_email',
        'detail',
      ],
      total: counted?.n ?? 0,
      batches: () =>
        mapped(
          keyset(
            (after) =>
              from()
                .where(and(where, after === null ? undefined : lt(auditLog.id, after)))
                .orderBy(desc(auditLog.id))
                .limit(EXPORT_BATCH_SIZE),
            (r) => r.id,
          ),
          (r) => [
            r.id,
            r.createdAt,
            r.action,
            r.actorId,
            r.actorEmail,
            r.targetId,
            r.targetEmail,
            r.detail == null ? '' : JSON.stringify(r.detail),
          ],
        ),
    };
  };
}

/** A survey's takings (not the parts of a discovery process), who took them and how far they are. */
function participantsSource(ctx: SourceContext, surveyId: number) {
  const ofSurvey = and(eq(surveyUsers.surveyId, surveyId), isNull(surveyUsers.dpSurveyUserId));
  return async (): Promise<ExportSource> => {
    await surveyOrNotFound(ctx.db, surveyId);
    const [counted] = await ctx.db.select({ n: count() }).from(surveyUsers).where(ofSurvey);
    // Sections submitted by the taking itself or by the parts of its discovery process.
    const submitted = sql<number>`(select count(*) from section_submissions ss
      where ss.survey_user_id = ${surveyUsers.id}
         or ss.survey_user_id in (select p.id from survey_users p where p.dp_survey_user_id = ${surveyUsers.id}))`.mapWith(
      Number,
    );
    return {
      baseName: `survey-${surveyId}-participants`,
      header: [
        'taking_id',
        'first_name',
        'last_name',
        'email',
        'authorized',
        'sections_submitted',
        'started_at',
        'completed_at',
      ],
      total: counted?.n ?? 0,
      batches: () =>
        mapped(
          keyset(
            (after) =>
              ctx.db
                .select({
                  id: surveyUsers.id,
                  isAuthorized: surveyUsers.isAuthorized,
                  timeCreated: surveyUsers.timeCreated,
                  timeCompleted: surveyUsers.timeCompleted,
                  firstName: users.firstName,
                  lastName: users.lastName,
                  email: users.email,
                  submitted,
                })
                .from(surveyUsers)
                .innerJoin(users, eq(users.id, surveyUsers.userId))
                .where(and(ofSurvey, after === null ? undefined : gt(surveyUsers.id, after)))
                .orderBy(asc(surveyUsers.id))
                .limit(EXPORT_BATCH_SIZE),
            (r) => r.id,
          ),
          (r) => [
            r.id,
            ...person(r.firstName, r.lastName, r.email),
            r.isAuthorized,
            r.submitted,
            r.timeCreated,
            r.timeCompleted,
          ],
        ),
    };
  };
}

/** The source of an export, from its kind and the params its request schema checked. */
export function openExportSource(
  ctx: SourceContext,
  kind: ExportKind,
  params: Record<string, unknown>,
): Promise<ExportSource> {
  const open: Record<ExportKind, () => Promise<ExportSource>> = {
    people: peopleSource(ctx, params as z.output<typeof PeopleExportParamsSchema>),
    payments: paymentsSource(ctx, params as z.output<typeof PaymentsExportParamsSchema>),
    'audit-log': auditSource(ctx, params as z.output<typeof AuditExportParamsSchema>),
    'survey-participants': participantsSource(ctx, Number(params.surveyId)),
    'survey-results': () => surveyResultsSource(ctx, Number(params.surveyId)),
  };
  return open[kind]();
}
