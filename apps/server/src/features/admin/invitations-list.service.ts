import type {
  AdminInvitation,
  AdminInvitationsResponse,
  InvitationCounts,
  InvitationSort,
  InvitationsQuerySchema,
  InvitationTargetOption,
} from '@portal/shared/admin-invitations';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema/accounts.ts';
import { adminInvitations } from '../../db/schema/admin.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { pick } from '../surveys/localised.ts';
import { targetOf, targetWhere } from './invitations.service.ts';

/*
 * The console's list of one survey's or course's invitations, with each person's state and the
 * counts (issue 13). Started and completed are read here from the surveys' takings (survey_users)
 * and iCoach's learners (icoach_users), as the other console lists read the tables they show:
 * neither feature has a service that answers "how far has this person got" for many at once.
 */

type ListQuery = z.output<typeof InvitationsQuerySchema>;

const likeAny = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

/** The person's taking (or the course's learner row): when it began, and when it was done. */
const startedAt = sql<Date | null>`coalesce(
  (select min(su.time_created) from survey_users su
    where su.survey_id = ${adminInvitations.surveyId} and su.user_id = ${adminInvitations.userId}
      and su.dp_survey_user_id is null),
  (select iu.time_created from icoach_users iu
    where iu.course_id = ${adminInvitations.icoachCourseId} and iu.user_id = ${adminInvitations.userId}))`;
const completedAt = sql<Date | null>`coalesce(
  (select max(su.time_completed) from survey_users su
    where su.survey_id = ${adminInvitations.surveyId} and su.user_id = ${adminInvitations.userId}
      and su.dp_survey_user_id is null),
  (select iu.time_completed from icoach_users iu
    where iu.course_id = ${adminInvitations.icoachCourseId} and iu.user_id = ${adminInvitations.userId}))`;

function orderOf(query: ListQuery): SQL[] {
  const dir = query.order === 'desc' || !query.sort ? desc : asc;
  const keys: Record<InvitationSort, SQL[]> = {
    created: [dir(adminInvitations.createdAt)],
    email: [dir(users.email)],
    name: [dir(users.lastName), dir(users.firstName)],
  };
  return [...keys[query.sort ?? 'created'], dir(adminInvitations.id)];
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function stateOf(row: {
  sentAt: Date | null;
  openedAt: Date | null;
  startedAt: Date | string | null;
  completedAt: Date | string | null;
}): AdminInvitation['state'] {
  if (row.completedAt) return 'completed';
  if (row.startedAt) return 'started';
  if (row.openedAt) return 'opened';
  if (row.sentAt) return 'sent';
  return 'invited';
}

async function countsOf(ctx: ActorContext, where: SQL): Promise<InvitationCounts> {
  const [row] = await ctx.db
    .select({
      invited: sql<number>`count(*)`.mapWith(Number),
      sent: sql<number>`count(${adminInvitations.sentAt})`.mapWith(Number),
      opened: sql<number>`count(${adminInvitations.openedAt})`.mapWith(Number),
      started: sql<number>`count(${startedAt})`.mapWith(Number),
      completed: sql<number>`count(${completedAt})`.mapWith(Number),
    })
    .from(adminInvitations)
    .where(where);
  return row ?? { invited: 0, sent: 0, opened: 0, started: 0, completed: 0 };
}

/** GET /admin/invitations: one page of a target's invitations and the target's counts. */
export async function listInvitations(
  ctx: ActorContext,
  query: ListQuery,
): Promise<AdminInvitationsResponse> {
  const target = targetWhere(targetOf(query));
  const q = query.q?.trim();
  const pattern = q ? likeAny(q) : undefined;
  const where = and(
    target,
    pattern
      ? or(
          ilike(users.email, pattern),
          sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
        )
      : undefined,
  );
  const rows = await ctx.db
    .select({
      invitation: adminInvitations,
      person: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        awaitingOwnerSince: users.awaitingOwnerSince,
      },
      startedAt,
      completedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(adminInvitations)
    .innerJoin(users, eq(users.id, adminInvitations.userId))
    .where(where)
    .orderBy(...orderOf(query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [counted] = await ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(adminInvitations)
      .innerJoin(users, eq(users.id, adminInvitations.userId))
      .where(where);
    total = counted?.n ?? 0;
  }
  return {
    items: rows.map(({ invitation: i, person, ...row }) => ({
      id: i.id,
      person: {
        id: person.id,
        fullName: `${person.firstName} ${person.lastName}`.trim(),
        email: person.email,
      },
      waiting: person.awaitingOwnerSince !== null,
      state: stateOf({ ...i, ...row }),
      createdAt: i.createdAt.toISOString(),
      sentAt: iso(i.sentAt),
      openedAt: iso(i.openedAt),
      startedAt: iso(row.startedAt),
      completedAt: iso(row.completedAt),
      remindOn: i.remindOn,
      remindedAt: iso(i.remindedAt),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts: await countsOf(ctx, target),
  };
}

/**
 * GET /admin/invitations/targets: surveys (not the parts of a discovery process, which are reached
 * through it) and courses whose title matches `q`, newest first, at most 50 of each.
 */
export async function listInvitationTargets(
  ctx: ActorContext,
  q: string | undefined,
): Promise<InvitationTargetOption[]> {
  const pattern = likeAny(q?.trim() ?? '');
  const result = await ctx.db.execute(sql`
    (select 'survey' as kind, s.id, s.titles, s.default_language, s.product
       from surveys s
      where exists (select 1 from jsonb_each_text(s.titles) t where t.value ilike ${pattern})
        and not exists (select 1 from dp_survey_parts p where p.part_survey_id = s.id)
      order by s.id desc limit 50)
    union all
    (select 'course', c.id, c.titles, c.default_language, 'icoach'
       from icoach_courses c
      where exists (select 1 from jsonb_each_text(c.titles) t where t.value ilike ${pattern})
      order by c.id desc limit 50)`);
  type Row = {
    kind: 'survey' | 'course';
    id: number;
    titles: Record<string, string>;
    default_language: string;
    product: string;
  };
  return (result as unknown as { rows: Row[] }).rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    title: pick(r.titles, ctx.locale, r.default_language),
    product: r.product,
  }));
}
