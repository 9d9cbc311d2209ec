import { utcToday } from '@portal/shared/admin-invitations';
import { isLocale, type Locale } from '@portal/shared/locales';
import { routeProductOf } from '@portal/shared/survey-products';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema/accounts.ts';
import { adminInvitations } from '../../db/schema/admin.ts';
import { icoachCourses } from '../../db/schema/icoach.ts';
import { surveys } from '../../db/schema/surveys.ts';
import type { Tx } from '../../db/transaction.ts';
import { translator } from '../../lib/i18n.ts';
import type { JobHandler, JobQueue } from '../../lib/jobs.ts';
import { createSignInLink, INVITATION_PURPOSE } from '../accounts/sign-in-links.service.ts';
import { isWaiting } from '../accounts/waiting-accounts.ts';
import type { JobContext } from '../jobs.ts';
import { pick } from '../surveys/localised.ts';
import { invitationMail } from './invitation-mail.ts';

/*
 * The console's invitation mail and its reminders (issue 13, decisions 022 and 029). A job carries
 * the invitation's id only; the one-time link is made when the mail is written, so no token waits
 * in the queue. Every hour, and at a worker's start, the invitations whose reminder day has come
 * are claimed (reminded_at set, rows locked, skip locked) and their reminder queued in the same
 * transaction: one reminder per person per date, however many workers run.
 */

export const INVITATION_JOBS = {
  mail: 'admin-invitation-mail',
  reminders: 'admin-invitation-reminders',
} as const;
const HOURLY = '7 * * * *';
/** The purpose of an existing account's sign-in link, for the audit trail. */
export const ADMIN_INVITATION_PURPOSE = 'admin-invitation';

const MailJob = z.object({
  invitationId: z.number().int(),
  kind: z.enum(['invitation', 'reminder']),
});
type MailJobData = z.infer<typeof MailJob>;

export function queueInvitationMail(jobs: JobQueue, tx: Tx, job: MailJobData): Promise<void> {
  return jobs.send(INVITATION_JOBS.mail, job, { tx });
}

export function scheduleInvitationJobs(jobs: JobQueue): void {
  jobs.schedule(INVITATION_JOBS.reminders, HOURLY);
}

/** Where the link lands: the survey's welcome page (as its link from the console), or the course's. */
function landingOf(found: {
  survey: { product: string; accessCode: string } | null;
  course: { accessCode: string } | null;
}): string {
  if (found.survey) {
    const product = routeProductOf(found.survey.product as Parameters<typeof routeProductOf>[0]);
    return `/${product}/${encodeURIComponent(found.survey.accessCode)}`;
  }
  return `/icoach/${encodeURIComponent(found.course?.accessCode ?? '')}`;
}

/**
 * Claims and queues the reminders due on `on` (a test's date; today otherwise): each invitation
 * not finished whose day has come and that has not been reminded since that day began.
 */
export async function queueDueInvitationReminders(
  ctx: Pick<JobContext, 'db'>,
  jobs: JobQueue,
  on = utcToday(),
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const claimed = await tx.execute(sql`
      update admin_invitations set reminded_at = now()
       where id in (
         select ai.id from admin_invitations ai
           join users u on u.id = ai.user_id and u.deactivated_at is null
          where ai.remind_on <= ${on}::date
            and (ai.reminded_at is null
                 or ai.reminded_at < (ai.remind_on::timestamp at time zone 'UTC'))
            and not exists (
                  select 1 from survey_users su
                   where su.survey_id = ai.survey_id and su.user_id = ai.user_id
                     and su.dp_survey_user_id is null and su.time_completed is not null)
            and not exists (
                  select 1 from icoach_users iu
                   where iu.course_id = ai.icoach_course_id and iu.user_id = ai.user_id
                     and iu.time_completed is not null)
          order by ai.id
          for update of ai skip locked)
      returning id`);
    const rows = (claimed as unknown as { rows: { id: number }[] }).rows;
    for (const row of rows) {
      await queueInvitationMail(jobs, tx, { invitationId: row.id, kind: 'reminder' });
    }
    return rows.length;
  });
}

async function isFinished(
  ctx: Pick<JobContext, 'db'>,
  i: { userId: number; surveyId: number | null; icoachCourseId: number | null },
): Promise<boolean> {
  const result = await ctx.db.execute(sql`
    select exists (
      select 1 from survey_users su
       where su.survey_id = ${i.surveyId} and su.user_id = ${i.userId}
         and su.dp_survey_user_id is null and su.time_completed is not null)
    or exists (
      select 1 from icoach_users iu
       where iu.course_id = ${i.icoachCourseId} and iu.user_id = ${i.userId}
         and iu.time_completed is not null) as finished`);
  return Boolean((result as unknown as { rows: { finished: boolean }[] }).rows[0]?.finished);
}

const fullName = (u: { firstName: string; lastName: string }) =>
  `${u.firstName} ${u.lastName}`.trim();

export function invitationJobHandlers(ctx: JobContext, jobs: JobQueue): Record<string, JobHandler> {
  return {
    async [INVITATION_JOBS.reminders]() {
      const queued = await queueDueInvitationReminders(ctx, jobs);
      if (queued) ctx.log.info({ queued }, 'console invitations: reminders queued');
    },

    async [INVITATION_JOBS.mail](raw) {
      const job = MailJob.parse(raw);
      const [found] = await ctx.db
        .select({
          invitation: adminInvitations,
          person: users,
          survey: surveys,
          course: icoachCourses,
        })
        .from(adminInvitations)
        .innerJoin(users, eq(users.id, adminInvitations.userId))
        .leftJoin(surveys, eq(surveys.id, adminInvitations.surveyId))
        .leftJoin(icoachCourses, eq(icoachCourses.id, adminInvitations.icoachCourseId))
        .where(eq(adminInvitations.id, job.invitationId));
      // Withdrawn, or a deactivated or erased account: nothing is mailed (decision 025).
      if (!found || found.person.deactivatedAt) return;
      const { invitation, person, survey, course } = found;
      const titled = survey ?? course;
      if (!titled) return;
      // Finished between the claim and the send: no reminder is owed.
      if (job.kind === 'reminder' && (await isFinished(ctx, invitation))) return;
      const [inviter] = invitation.invitedByUserId
        ? await ctx.db.select().from(users).where(eq(users.id, invitation.invitedByUserId))
        : [];
      const locale: Locale = isLocale(person.locale) ? person.locale : 'en_GB';
      const waiting = isWaiting(person);
      const landing = landingOf({ survey, course });
      // The link is made now, never queued; only its id is kept, to mark the invitation opened.
      const link = await createSignInLink(ctx.db, {
        userId: person.id,
        purpose: waiting ? INVITATION_PURPOSE : ADMIN_INVITATION_PURPOSE,
        landing,
      });
      const url = `${ctx.config.publicUrl}/${waiting ? 'invitation' : 'sign-in'}/${link.token}`;
      await ctx.db
        .update(adminInvitations)
        .set({
          signInLinkId: link.id,
          ...(invitation.sentAt ? {} : { sentAt: new Date() }),
        })
        .where(eq(adminInvitations.id, invitation.id));
      await ctx.mailer.send(
        invitationMail(translator(locale), {
          to: person.email,
          name: person.firstName || person.email,
          inviter: inviter ? fullName(inviter) : '',
          target: pick(titled.titles, locale, titled.defaultLanguage),
          link: url,
          waiting,
          reminder: job.kind === 'reminder',
        }),
      );
    },
  };
}
