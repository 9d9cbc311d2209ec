import type {
  ImpersonationLinkResponse,
  PeopleListResponse,
  PersonDetail,
  PersonSummary,
} from '@portal/shared/admin-people';
import { progressPercent } from '@portal/shared/rules/progress';
import type { Db } from '../../db/client.ts';
import { AppError, NotFound } from '../../lib/errors.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { createImpersonationLink } from '../accounts/impersonation.service.ts';
import { pick } from '../surveys/localised.ts';
import { recordAudit } from './admin-audit.ts';
import {
  endSessionsOf,
  findPerson,
  listCourses,
  listPayments,
  listTakings,
  listTsRoles,
  type PeopleListQuery,
  type PersonRow,
  searchPeople,
  setAdminFlag,
  setDeactivated,
} from './people.queries.ts';

/*
 * The console's People area (issue 13): search, one person's things, and the changes an
 * administrator makes to an account, each audited in its own transaction.
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type SummaryRow = Pick<
  PersonRow,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'isAdmin'
  | 'createdAt'
  | 'deactivatedAt'
  | 'awaitingOwnerSince'
>;

export function toSummary(row: SummaryRow): PersonSummary {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    isAdmin: row.isAdmin,
    createdAt: row.createdAt.toISOString(),
    deactivatedAt: iso(row.deactivatedAt),
    awaitingOwnerSince: iso(row.awaitingOwnerSince),
  };
}

/** GET /admin/people. */
export async function listPeople(
  ctx: ActorContext,
  query: PeopleListQuery,
): Promise<PeopleListResponse> {
  const { rows, total } = await searchPeople(ctx.db, query);
  return {
    items: rows.map(toSummary),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function personOr404(db: Db, userId: number): Promise<PersonRow> {
  const person = await findPerson(db, userId);
  if (!person) throw new NotFound();
  return person;
}

/** The takings, courses, 360 roles and payments of a person, titles in the caller's language. */
export async function personThings(ctx: ActorContext, userId: number) {
  const takings = await listTakings(ctx.db, userId);
  const courses = await listCourses(ctx.db, userId);
  const roles = await listTsRoles(ctx.db, userId);
  const payments = await listPayments(ctx.db, userId);
  return {
    takings: takings.map((t) => ({
      surveyUserId: t.surveyUserId,
      surveyId: t.surveyId,
      surveyTitle: pick(t.titles, ctx.locale, t.defaultLanguage),
      product: t.product as PersonDetail['takings'][number]['product'],
      dpSurveyUserId: t.dpSurveyUserId,
      isAuthorized: t.isAuthorized,
      startedAt: t.startedAt.toISOString(),
      completedAt: iso(t.completedAt),
    })),
    courses: courses.map((c) => ({
      icoachUserId: c.icoachUserId,
      courseId: c.courseId,
      courseTitle: pick(c.titles, ctx.locale, c.defaultLanguage),
      progressPercent: progressPercent(c.done, c.total),
      startedAt: c.startedAt.toISOString(),
      completedAt: iso(c.completedAt),
    })),
    teamSurveyRoles: roles.map((r) => ({
      tsSurveyId: r.tsSurveyId,
      surveyTitle: pick(r.titles, ctx.locale, r.defaultLanguage),
      role: r.role as PersonDetail['teamSurveyRoles'][number]['role'],
    })),
    payments: payments.map((p) => ({
      id: p.id,
      surveyUserId: p.surveyUserId,
      method: p.method as PersonDetail['payments'][number]['method'],
      status: p.status as PersonDetail['payments'][number]['status'],
      amountPence: p.amountPence,
      currency: p.currency,
      reference: p.reference,
      createdAt: p.createdAt.toISOString(),
      paidAt: iso(p.paidAt),
      countryCode: p.countryCode,
      postalCode: p.postalCode,
    })),
  };
}

/** GET /admin/people/{userId}. */
export async function getPerson(ctx: ActorContext, userId: number): Promise<PersonDetail> {
  const person = await personOr404(ctx.db, userId);
  const things = await personThings(ctx, userId);
  return {
    ...toSummary(person),
    locale: person.locale,
    ...things,
    payments: things.payments.map(({ countryCode: _c, postalCode: _p, ...payment }) => payment),
  };
}

/**
 * POST /admin/people/{userId}/impersonation-link: the command line's link (one use, ten minutes,
 * logged again when it is spent), made for the signed-in administrator. The console refuses
 * oneself and other administrators (an administrator acting as another would act with their
 * role), and a deactivated account, whose session would be refused anyway.
 */
export async function createPersonImpersonationLink(
  ctx: ActorContext,
  userId: number,
): Promise<ImpersonationLinkResponse> {
  const admin = ctx.actor.user;
  if (userId === admin.id) throw new AppError(400, 'errors.people.cannot_impersonate_self');
  return ctx.db.transaction(async (tx) => {
    const target = await findPerson(tx, userId, true);
    if (!target) throw new NotFound();
    if (target.isAdmin) throw new AppError(400, 'errors.people.cannot_impersonate_admin');
    if (target.deactivatedAt) throw new AppError(400, 'errors.account_deactivated');
    const { path, expiresAt } = await createImpersonationLink(tx, {
      targetEmail: target.email,
      adminEmail: admin.email,
      createdBy: `console:${admin.id}`,
    });
    await recordAudit(tx, ctx, {
      action: 'admin.people.impersonation_link',
      targetUserId: target.id,
      detail: { expiresAt: expiresAt.toISOString() },
    });
    return { link: `${ctx.config.publicUrl}${path}`, expiresAt: expiresAt.toISOString() };
  });
}

/** PUT /admin/people/{userId}/admin: the role on or off; never one's own off. */
export async function setPersonAdmin(
  ctx: ActorContext,
  userId: number,
  isAdmin: boolean,
): Promise<PersonSummary> {
  if (userId === ctx.actor.user.id && !isAdmin)
    throw new AppError(400, 'errors.people.cannot_remove_own_admin');
  return ctx.db.transaction(async (tx) => {
    const person = await findPerson(tx, userId, true);
    if (!person) throw new NotFound();
    const updated = await setAdminFlag(tx, userId, isAdmin);
    if (!updated) throw new NotFound();
    await recordAudit(tx, ctx, {
      action: 'admin.people.admin_role',
      targetUserId: userId,
      detail: { isAdmin, was: person.isAdmin },
    });
    return toSummary(updated);
  });
}

/**
 * PUT /admin/people/{userId}/deactivation. Deactivating ends every session of the person (and
 * any they opened as someone else) in the same transaction; from then on the sign-in and the
 * per-call session query refuse the account (sign-in.service, sessions.queries).
 */
export async function setPersonDeactivation(
  ctx: ActorContext,
  userId: number,
  deactivated: boolean,
): Promise<PersonSummary> {
  if (userId === ctx.actor.user.id) throw new AppError(400, 'errors.people.cannot_deactivate_self');
  return ctx.db.transaction(async (tx) => {
    const person = await findPerson(tx, userId, true);
    if (!person) throw new NotFound();
    const updated = await setDeactivated(tx, userId, deactivated);
    if (!updated) throw new NotFound();
    const sessionsEnded = deactivated ? await endSessionsOf(tx, userId) : 0;
    await recordAudit(tx, ctx, {
      action: deactivated ? 'admin.people.deactivate' : 'admin.people.reactivate',
      targetUserId: userId,
      detail: { sessionsEnded },
    });
    return toSummary(updated);
  });
}
