import type {
  AdminAuditEntry,
  AdminAuditQuerySchema,
  AdminAuditResponse,
} from '@portal/shared/admin-audit';
import { and, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { auditLog, users } from '../../db/schema/accounts.ts';
import type { ActorContext } from '../../plugins/context.ts';

/* The console's Audit log (issue 13): searchable by person and date, newest first. */

export type AdminAuditQuery = z.output<typeof AdminAuditQuerySchema>;

export const actorUser = alias(users, 'actor_user');
export const targetUser = alias(users, 'target_user');

const likeAny = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

function personMatches(
  u: { email: AnyPgColumn; firstName: AnyPgColumn; lastName: AnyPgColumn },
  idColumn: AnyPgColumn,
  q: string,
) {
  const pattern = likeAny(q);
  return or(
    /^\d{1,10}$/.test(q) && Number(q) <= 2_147_483_647 ? eq(idColumn, Number(q)) : undefined,
    sql`${u.email} ilike ${pattern}`,
    sql`(${u.firstName} || ' ' || ${u.lastName}) ilike ${pattern}`,
  );
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

/** The log's filters; the audit-log export (export-sources.ts) narrows by the same. */
export function whereOf(query: AdminAuditQuery): SQL | undefined {
  const person = query.person?.trim();
  return and(
    person
      ? or(
          personMatches(actorUser, auditLog.actorUserId, person),
          personMatches(targetUser, auditLog.targetUserId, person),
        )
      : undefined,
    query.from ? gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(auditLog.createdAt, nextDay(query.to)) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
  );
}

const ref = (id: number | null, first: string | null, last: string | null, email: string | null) =>
  id === null || email === null
    ? null
    : { id, fullName: `${first ?? ''} ${last ?? ''}`.trim(), email };

/** GET /admin/audit-log. */
export async function listAudit(
  ctx: ActorContext,
  query: AdminAuditQuery,
): Promise<AdminAuditResponse> {
  const select = () =>
    ctx.db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        detail: auditLog.detail,
        createdAt: auditLog.createdAt,
        actorId: actorUser.id,
        actorFirst: actorUser.firstName,
        actorLast: actorUser.lastName,
        actorEmail: actorUser.email,
        targetId: targetUser.id,
        targetFirst: targetUser.firstName,
        targetLast: targetUser.lastName,
        targetEmail: targetUser.email,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(auditLog)
      .leftJoin(actorUser, eq(actorUser.id, auditLog.actorUserId))
      .leftJoin(targetUser, eq(targetUser.id, auditLog.targetUserId))
      .where(whereOf(query));
  const rows = await select()
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) total = (await select().limit(1))[0]?.total ?? 0;
  const items: AdminAuditEntry[] = rows.map((r) => ({
    id: r.id,
    action: r.action,
    actor: ref(r.actorId, r.actorFirst, r.actorLast, r.actorEmail),
    target: ref(r.targetId, r.targetFirst, r.targetLast, r.targetEmail),
    detail: r.detail ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, total, page: query.page, pageSize: query.pageSize };
}
