import { isLocale, type Locale } from '@portal/shared/locales';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema/accounts.ts';
import { tsRatees, tsReminders, tsReviews } from '../../db/schema/team-survey.ts';
import { translator } from '../../lib/i18n.ts';
import type { JobHandler, JobQueue } from '../../lib/jobs.ts';
import { createInvitationLink } from '../accounts/invitation.service.ts';
import { createLandingSignInLink } from '../accounts/sign-in-links.service.ts';
import { isWaiting } from '../accounts/waiting-accounts.ts';
import type { JobContext } from '../jobs.ts';
import { pick } from '../surveys/localised.ts';
import { today } from '../surveys/survey-dates.ts';
import { periodOverall } from './period.queries.ts';
import { queueDueReminders, TS_REMINDER_JOB } from './reminders.ts';
import { closeDuePeriods } from './review-periods.ts';
import { findTsSurveyById } from './team-survey.queries.ts';
import { tsReminderMail } from './ts-mail.ts';

/*
 * The 360's scheduled work (issue 12, decisions 022 and 024): every quarter of an hour, and at a
 * worker's start, periods that have expired close and the next open; then the reminders due are
 * recorded and queued. The reminder mail is written when it is sent, with a one-time link made
 * then, and not sent when its reason has gone (rated meanwhile, overall given, period closed).
 */

export const TS_REVIEW_PERIODS_JOB = 'ts-review-periods';
const EVERY_QUARTER_HOUR = '*/15 * * * *';

const ReminderJob = z.object({ reminderId: z.number().int() });

export function scheduleTeamSurveyJobs(jobs: JobQueue): void {
  jobs.schedule(TS_REVIEW_PERIODS_JOB, EVERY_QUARTER_HOUR);
}

/** One run of the scheduled work, as of `on` (a test's date; today otherwise). */
export async function runReviewPeriods(ctx: JobContext, jobs: JobQueue, on = today()) {
  const closed = await closeDuePeriods(ctx.db, on);
  const reminded = await queueDueReminders(ctx.db, jobs, on);
  if (closed || reminded)
    ctx.log.info({ closed, reminded }, '360 review periods: closed and reminded');
  return { closed, reminded };
}

const longDate = (locale: Locale, isoDate: string) =>
  new Intl.DateTimeFormat(locale.replace('_', '-'), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

export function teamSurveyReviewJobHandlers(
  ctx: JobContext,
  jobs: JobQueue,
): Record<string, JobHandler> {
  return {
    async [TS_REVIEW_PERIODS_JOB]() {
      await runReviewPeriods(ctx, jobs);
    },

    async [TS_REMINDER_JOB](raw) {
      const { reminderId } = ReminderJob.parse(raw);
      const [found] = await ctx.db
        .select({ reminder: tsReminders, review: tsReviews, ratee: tsRatees })
        .from(tsReminders)
        .innerJoin(tsReviews, eq(tsReviews.id, tsReminders.reviewId))
        .innerJoin(tsRatees, eq(tsRatees.id, tsReviews.rateeId))
        .where(eq(tsReminders.id, reminderId));
      if (!found || found.review.closedAt) return;
      const { reminder, review, ratee } = found;
      const kind = reminder.kind === 'manager' ? 'manager' : 'rater';
      if (kind === 'manager' && (await periodOverall(ctx.db, review.id))) return;
      const [recipient] = await ctx.db.select().from(users).where(eq(users.id, reminder.userId));
      const [person] = await ctx.db.select().from(users).where(eq(users.id, ratee.userId));
      const survey = await findTsSurveyById(ctx.db, ratee.tsSurveyId);
      // A deactivated or erased account is mailed nothing (decision 025).
      if (!recipient || recipient.deactivatedAt || !person || !survey) return;
      const locale: Locale = isLocale(recipient.locale) ? recipient.locale : 'en_GB';
      const landing =
        kind === 'manager'
          ? `/360/${survey.id}/user/${ratee.id}/overall`
          : `/360/${survey.id}/user/${ratee.id}`;
      const invitation = isWaiting(recipient);
      const link = invitation
        ? await createInvitationLink(ctx, recipient.id, landing)
        : await createLandingSignInLink(ctx, {
            userId: recipient.id,
            purpose: 'ts-reminder',
            landing,
          });
      await ctx.mailer.send(
        tsReminderMail(translator(locale), {
          to: recipient.email,
          name: recipient.firstName,
          kind,
          ratee: `${person.firstName} ${person.lastName}`.trim(),
          survey: pick(survey.titles, locale, survey.defaultLanguage),
          date: longDate(locale, review.expiresOn),
          link,
          invitation,
        }),
      );
    },
  };
}
