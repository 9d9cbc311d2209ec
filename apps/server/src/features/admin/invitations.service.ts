import type {
  InvitationReminderBodySchema,
  InvitationTarget,
  InviteBodySchema,
  InviteResponse,
} from '@portal/shared/admin-invitations';
import { isLocale, type Locale } from '@portal/shared/locales';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema/accounts.ts';
import { adminInvitations } from '../../db/schema/admin.ts';
import { icoachCourses } from '../../db/schema/icoach.ts';
import { surveys } from '../../db/schema/surveys.ts';
import { NotFound } from '../../lib/errors.ts';
import { HOUR, tooMany } from '../../lib/limits.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { randomToken } from '../../lib/secure-tokens.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { recordAudit } from './admin-audit.ts';
import { queueInvitationMail } from './invitation-mail.jobs.ts';

/*
 * The console's Invitations area (issue 13, docs/decisions/029): inviting a list of emails to a
 * survey or an iCoach course, and setting the day a reminder goes to those who have not finished.
 * The list and its counts are in invitations-list.service.ts.
 */

/**
 * Invitations one administrator may make in an hour, counted by the project's shared rate limiter
 * (lib/rate-limiter.ts: one counter across processes, in the database or Redis) before any work:
 * a stolen console session cannot turn the portal into a mail cannon.
 */
export const ADMIN_INVITATIONS_PER_HOUR = 2000;

export type InviteInput = z.output<typeof InviteBodySchema>;
export type ReminderInput = z.output<typeof InvitationReminderBodySchema>;

export function targetOf(input: {
  surveyId?: number | undefined;
  courseId?: number | undefined;
}): InvitationTarget {
  return input.surveyId !== undefined
    ? { surveyId: input.surveyId }
    : { courseId: input.courseId as number };
}

/** The where clause of one target's invitations. */
export function targetWhere(target: InvitationTarget): SQL {
  return 'surveyId' in target
    ? eq(adminInvitations.surveyId, target.surveyId)
    : eq(adminInvitations.icoachCourseId, target.courseId);
}

/** The survey or course invited to, with the language a new person's mail is written in. */
async function findTarget(
  ctx: ActorContext,
  target: InvitationTarget,
): Promise<{ defaultLanguage: Locale }> {
  const [row] =
    'surveyId' in target
      ? await ctx.db
          .select({ defaultLanguage: surveys.defaultLanguage })
          .from(surveys)
          .where(eq(surveys.id, target.surveyId))
      : await ctx.db
          .select({ defaultLanguage: icoachCourses.defaultLanguage })
          .from(icoachCourses)
          .where(eq(icoachCourses.id, target.courseId));
  if (!row) throw new NotFound();
  return { defaultLanguage: isLocale(row.defaultLanguage) ? row.defaultLanguage : 'en_GB' };
}

/** Counts `n` invitations against the administrator's hour, all or none. */
async function spendInvitationAllowance(ctx: ActorContext, n: number): Promise<void> {
  const rule = {
    max: ADMIN_INVITATIONS_PER_HOUR,
    windowSeconds: HOUR,
    messageKey: 'errors.too_many_requests',
  };
  const key = `admin:invitations:${ctx.actor.user.id}`;
  const { count, resetInSeconds } = await ctx.limiter.hit(key, HOUR, n);
  if (count > rule.max) {
    // Refused whole: give the allowance back so a smaller list can still go this hour.
    await ctx.limiter.hit(key, HOUR, -n);
    throw tooMany(rule, resetInSeconds);
  }
}

/** "Not finished": no completed taking of the survey, no completed course. */
export const unfinished = sql`not exists (
  select 1 from survey_users su
   where su.survey_id = ${adminInvitations.surveyId} and su.user_id = ${adminInvitations.userId}
     and su.dp_survey_user_id is null and su.time_completed is not null)
  and not exists (
  select 1 from icoach_users iu
   where iu.course_id = ${adminInvitations.icoachCourseId} and iu.user_id = ${adminInvitations.userId}
     and iu.time_completed is not null)`;

/**
 * POST /admin/invitations. In one transaction: an account waits for each new email (decision 023),
 * each person not yet invited gets an invitation row and its mail's job, and the audit log says
 * what was done. An address already invited is reported and not mailed again.
 */
export async function invite(ctx: ActorContext, input: InviteInput): Promise<InviteResponse> {
  const target = targetOf(input);
  const { defaultLanguage } = await findTarget(ctx, target);
  await spendInvitationAllowance(ctx, input.emails.length);
  // One hash of a random secret nobody keeps, worked out before the transaction: a waiting account
  // cannot be signed in to whatever its hash, and 1,000 argon2 runs would hold the request.
  const passwordHash = await hashPassword(randomToken());
  return ctx.db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(
        input.emails.map((email) => ({
          email,
          passwordHash,
          firstName: '',
          lastName: '',
          // A new person's mail is written in the survey's (course's) default language.
          locale: defaultLanguage,
          awaitingOwnerSince: new Date(),
        })),
      )
      .onConflictDoNothing()
      .returning({ email: users.email });
    const people = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, input.emails));
    const inserted = await tx
      .insert(adminInvitations)
      .values(
        people.map((p) => ({
          ...('surveyId' in target
            ? { surveyId: target.surveyId }
            : { icoachCourseId: target.courseId }),
          userId: p.id,
          invitedByUserId: ctx.actor.user.id,
          remindOn: input.remindOn ?? null,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: adminInvitations.id, userId: adminInvitations.userId });
    for (const row of inserted) {
      await queueInvitationMail(ctx.jobs, tx, { invitationId: row.id, kind: 'invitation' });
    }
    const invitedIds = new Set(inserted.map((r) => r.userId));
    const alreadyInvited = people.filter((p) => !invitedIds.has(p.id)).map((p) => p.email);
    const newPeople = created.map((c) => c.email);
    await recordAudit(tx, ctx, {
      action: 'admin.invitations.invite',
      detail: {
        ...target,
        invited: inserted.length,
        alreadyInvited: alreadyInvited.length,
        newPeople: newPeople.length,
        remindOn: input.remindOn ?? null,
      },
    });
    return { invited: inserted.length, alreadyInvited, newPeople };
  });
}

/**
 * PUT /admin/invitations/reminder: the day a reminder goes to each invited person of the target
 * who has not finished (null: no reminder). Audited; answers how many invitations it set.
 */
export async function setInvitationReminder(
  ctx: ActorContext,
  input: ReminderInput,
): Promise<{ updated: number }> {
  const target = targetOf(input);
  await findTarget(ctx, target);
  return ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(adminInvitations)
      .set({ remindOn: input.remindOn })
      .where(and(targetWhere(target), unfinished))
      .returning({ id: adminInvitations.id });
    await recordAudit(tx, ctx, {
      action: 'admin.invitations.reminder',
      detail: { ...target, remindOn: input.remindOn, updated: updated.length },
    });
    return { updated: updated.length };
  });
}
