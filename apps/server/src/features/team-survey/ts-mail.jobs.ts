import { isLocale, type Locale } from '@portal/shared/locales';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema/accounts.ts';
import { tsRateeRaters, tsRatees } from '../../db/schema/team-survey.ts';
import type { Tx } from '../../db/transaction.ts';
import { translator } from '../../lib/i18n.ts';
import type { JobHandler, JobQueue } from '../../lib/jobs.ts';
import { createInvitationLink } from '../accounts/invitation.service.ts';
import { isWaiting } from '../accounts/waiting-accounts.ts';
import type { JobContext } from '../jobs.ts';
import { pick } from '../surveys/localised.ts';
import { findTsSurveyById } from './team-survey.queries.ts';
import { tsInvitationMail, tsReviewWaitingMail } from './ts-mail.ts';

/*
 * The 360 mail, sent by the job queue (issue 11, docs/decisions/022): queued in the transaction of
 * the change that owes it, sent once by whichever server works the queue. A job carries ids only:
 * the one-time link is made when the mail is written, so no token waits in the queue's table, and a
 * job whose reason has gone (the person set a password, the rater was removed) sends nothing.
 */

export const TS_MAIL_JOBS = {
  invitation: 'ts-invitation-mail',
  reviewWaiting: 'ts-review-waiting-mail',
} as const;

const InvitationJob = z.object({
  userId: z.number().int(),
  tsSurveyId: z.number().int(),
  invitedByUserId: z.number().int(),
});
const ReviewWaitingJob = z.object({ rateeId: z.number().int(), raterUserId: z.number().int() });

/** Queues the invitation of a person whose account waits for them, inside `tx`. */
export function queueTsInvitation(jobs: JobQueue, tx: Tx, job: z.infer<typeof InvitationJob>) {
  return jobs.send(TS_MAIL_JOBS.invitation, job, { tx });
}

/** Queues, inside the publishing transaction, the word to each rater that a review is waiting. */
export async function queueReviewWaiting(jobs: JobQueue, tx: Tx, rateeId: number) {
  const raters = await tx
    .select({ userId: tsRateeRaters.userId })
    .from(tsRateeRaters)
    .where(eq(tsRateeRaters.rateeId, rateeId));
  for (const rater of raters) {
    await jobs.send(TS_MAIL_JOBS.reviewWaiting, { rateeId, raterUserId: rater.userId }, { tx });
  }
}

const fullName = (u: { firstName: string; lastName: string }) =>
  `${u.firstName} ${u.lastName}`.trim();

export function teamSurveyJobHandlers(ctx: JobContext): Record<string, JobHandler> {
  const person = async (id: number) => {
    const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  };
  const localeOf = (u: { locale: string }): Locale => (isLocale(u.locale) ? u.locale : 'en_GB');
  const dashboard = (tsSurveyId: number) => `/360/${tsSurveyId}/dashboard`;

  return {
    async [TS_MAIL_JOBS.invitation](raw) {
      const job = InvitationJob.parse(raw);
      const [invitee, inviter, survey] = await Promise.all([
        person(job.userId),
        person(job.invitedByUserId),
        findTsSurveyById(ctx.db, job.tsSurveyId),
      ]);
      // Set a password or registered meanwhile: nothing to invite them to.
      if (!invitee || !isWaiting(invitee) || invitee.deactivatedAt || !survey) return;
      const locale = localeOf(invitee);
      const link = await createInvitationLink(ctx, invitee.id, dashboard(survey.id));
      await ctx.mailer.send(
        tsInvitationMail(translator(locale), {
          to: invitee.email,
          name: invitee.firstName,
          inviter: inviter ? fullName(inviter) : '',
          survey: pick(survey.titles, locale, survey.defaultLanguage),
          link,
        }),
      );
    },

    async [TS_MAIL_JOBS.reviewWaiting](raw) {
      const job = ReviewWaitingJob.parse(raw);
      const [assignment] = await ctx.db
        .select({ ratee: tsRatees })
        .from(tsRatees)
        .innerJoin(
          tsRateeRaters,
          and(eq(tsRateeRaters.rateeId, tsRatees.id), eq(tsRateeRaters.userId, job.raterUserId)),
        )
        .where(eq(tsRatees.id, job.rateeId));
      // Removed as a rater, or the ratee is gone: the review no longer waits for them.
      if (!assignment?.ratee.isLive) return;
      const { ratee } = assignment;
      const [rater, rateePerson, manager, survey] = await Promise.all([
        person(job.raterUserId),
        person(ratee.userId),
        person(ratee.managerUserId),
        findTsSurveyById(ctx.db, ratee.tsSurveyId),
      ]);
      // A deactivated or erased account is mailed nothing (decision 025).
      if (!rater || rater.deactivatedAt || !rateePerson || !survey) return;
      const locale = localeOf(rater);
      const invitation = isWaiting(rater);
      const link = invitation
        ? await createInvitationLink(ctx, rater.id, dashboard(survey.id))
        : `${ctx.config.publicUrl}/360/${encodeURIComponent(survey.accessCode)}`;
      await ctx.mailer.send(
        tsReviewWaitingMail(translator(locale), {
          to: rater.email,
          name: rater.firstName,
          manager: manager ? fullName(manager) : '',
          ratee: fullName(rateePerson),
          survey: pick(survey.titles, locale, survey.defaultLanguage),
          link,
          invitation,
        }),
      );
    },
  };
}
