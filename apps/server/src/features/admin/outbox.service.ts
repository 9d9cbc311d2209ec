import type {
  AdminOutboxItem,
  AdminOutboxMail,
  AdminOutboxQuerySchema,
  AdminOutboxResponse,
} from '@portal/shared/admin-outbox';
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { outboxMails } from '../../db/schema/mail.ts';
import { NotFound } from '../../lib/errors.ts';
import type { ActorContext } from '../../plugins/context.ts';

/*
 * The console's Outbox (issue 13). Without SMTP_URL the outbox is the delivery: a person running
 * the embedded default reads every mail here, one-time links (sign-in, password reset,
 * invitations) included. That is the point of it, and why only administrators reach it (every
 * route requireAdmin). A mail sent over SMTP keeps who and what, never its body (lib/mailer.ts):
 * it is shown as not kept.
 */

export type AdminOutboxQuery = z.output<typeof AdminOutboxQuerySchema>;

const likeAny = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

const bodyKept = (row: { sentAt: Date | null }) => row.sentAt === null;

function toItem(row: typeof outboxMails.$inferSelect): AdminOutboxItem {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    bodyKept: bodyKept(row),
  };
}

/** GET /admin/outbox: newest first. */
export async function listOutbox(
  ctx: ActorContext,
  query: AdminOutboxQuery,
): Promise<AdminOutboxResponse> {
  const q = query.q?.trim();
  const where = q
    ? or(ilike(outboxMails.to, likeAny(q)), ilike(outboxMails.subject, likeAny(q)))
    : undefined;
  const rows = await ctx.db
    .select({ mail: outboxMails, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(outboxMails)
    .where(where)
    .orderBy(desc(outboxMails.createdAt), desc(outboxMails.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [counted] = await ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(outboxMails)
      .where(where);
    total = counted?.n ?? 0;
  }
  return {
    items: rows.map((r) => toItem(r.mail)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET /admin/outbox/{id}: the message, its text and HTML when they were kept. */
export async function getOutboxMail(ctx: ActorContext, id: number): Promise<AdminOutboxMail> {
  const [row] = await ctx.db.select().from(outboxMails).where(eq(outboxMails.id, id));
  if (!row) throw new NotFound();
  const kept = bodyKept(row);
  return { ...toItem(row), text: kept ? row.text : null, html: kept ? row.html : null };
}
