import type {
  AdminPayment,
  AdminPaymentsQuerySchema,
  AdminPaymentsResponse,
  PaymentSort,
} from '@portal/shared/admin-payments';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { payments } from '../../db/schema/payments.ts';
import { surveys, surveyUsers } from '../../db/schema/surveys.ts';
import { NotFound, RefusedChange } from '../../lib/errors.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { confirmBankTransfer } from '../payments/bank-transfer.service.ts';
import { pick } from '../surveys/localised.ts';
import { recordAudit } from './admin-audit.ts';

/*
 * The console's Payments area (issue 13). The list reads the tables it shows (as people.queries
 * does); the confirmation is the payments feature's own service, the one the command line calls.
 */

export type AdminPaymentsQuery = z.output<typeof AdminPaymentsQuerySchema>;

/** LIKE's own characters in the search are matched as themselves. */
const likeAny = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

/** The list's filters; the payments export (export-sources.ts) narrows by the same. */
export function whereOf(query: AdminPaymentsQuery): SQL | undefined {
  const q = query.q?.trim();
  const pattern = q ? likeAny(q) : undefined;
  return and(
    query.status ? eq(payments.status, query.status) : undefined,
    query.method ? eq(payments.method, query.method) : undefined,
    pattern
      ? or(
          ilike(payments.reference, pattern),
          ilike(users.email, pattern),
          sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
        )
      : undefined,
  );
}

function orderOf(query: AdminPaymentsQuery): SQL[] {
  const dir = query.order === 'desc' || !query.sort ? desc : asc;
  const keys: Record<PaymentSort, SQL[]> = {
    created: [dir(payments.createdAt)],
    amount: [dir(payments.amountPence)],
    status: [dir(payments.status)],
    reference: [dir(payments.reference)],
  };
  return [...keys[query.sort ?? 'created'], dir(payments.id)];
}

/** A payment's row as the list and its export read it (export-sources.ts). */
export const paymentColumns = {
  id: payments.id,
  reference: payments.reference,
  status: payments.status,
  method: payments.method,
  provider: payments.provider,
  amountPence: payments.amountPence,
  currency: payments.currency,
  createdAt: payments.createdAt,
  paidAt: payments.paidAt,
  payerId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  titles: surveys.titles,
  defaultLanguage: surveys.defaultLanguage,
};

type Row = Omit<Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number], 'total'>;

function toItem(ctx: ActorContext, row: Row): AdminPayment {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status as AdminPayment['status'],
    method: row.method as AdminPayment['method'],
    provider: row.provider,
    amountPence: row.amountPence,
    currency: row.currency,
    payer: {
      id: row.payerId,
      fullName: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
    },
    surveyTitle: pick(row.titles, ctx.locale, row.defaultLanguage),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  };
}

const joined = (db: Db) =>
  db
    .select({ ...paymentColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(surveyUsers, eq(surveyUsers.id, payments.surveyUserId))
    .innerJoin(surveys, eq(surveys.id, surveyUsers.surveyId));

/** GET /admin/payments: one page, with the count of every match. */
export async function listAdminPayments(
  ctx: ActorContext,
  query: AdminPaymentsQuery,
): Promise<AdminPaymentsResponse> {
  const rows = await joined(ctx.db)
    .where(whereOf(query))
    .orderBy(...orderOf(query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  let total = rows[0]?.total ?? 0;
  // A page past the end has no row to carry the count.
  if (rows.length === 0 && query.page > 1) {
    const [counted] = await joined(ctx.db).where(whereOf(query)).limit(1);
    total = counted?.total ?? 0;
  }
  return {
    items: rows.map((row) => toItem(ctx, row)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function paymentByReference(ctx: ActorContext, reference: string) {
  const [row] = await joined(ctx.db).where(eq(payments.reference, reference)).limit(1);
  return row ?? null;
}

/**
 * POST /admin/payments/{reference}/confirm: the command line's payment:confirm (the survey is
 * unlocked and the payer mailed), refused with its reason unless the payment is a pending bank
 * transfer. confirmBankTransfer commits in its own transaction (and sends the mail after it), so
 * the audit record follows it at once; it answers 'confirmed' for exactly one caller, so a
 * confirmation is never recorded twice.
 */
export async function confirmAdminPayment(
  ctx: ActorContext,
  rawReference: string,
): Promise<AdminPayment> {
  // Bank-transfer references are upper case and quoted in any case; a card's is as the provider made it.
  const before =
    (await paymentByReference(ctx, rawReference.trim())) ??
    (await paymentByReference(ctx, rawReference.trim().toUpperCase()));
  if (!before) throw new NotFound();
  const reference = before.reference;
  if (before.method !== 'OOPAY') throw new RefusedChange('errors.payment_admin.not_bank_transfer');
  if (before.status !== 'pending') throw new RefusedChange('errors.payment_admin.not_pending');
  const outcome = await confirmBankTransfer(
    { db: ctx.db, mailer: ctx.mailer, publicUrl: ctx.config.publicUrl },
    reference,
    (tx) =>
      recordAudit(tx, ctx, {
        action: 'admin.payments.confirm',
        targetUserId: before.payerId,
        detail: { paymentId: before.id, reference, amountPence: before.amountPence },
      }),
  );
  if (outcome === 'unknown') throw new NotFound();
  if (outcome === 'already') throw new RefusedChange('errors.payment_admin.not_pending');
  const after = await paymentByReference(ctx, reference);
  if (!after) throw new NotFound();
  return toItem(ctx, after);
}
