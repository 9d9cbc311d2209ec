import { DEFAULT_LOCALE, isLocale } from '@portal/shared/locales';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { NotFound } from '../../lib/errors.ts';
import { enforceCostlyLimit } from '../../lib/limits.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { cachedReport } from '../reports/report-cache.ts';
import { pick } from '../surveys/localised.ts';
import { listGoalsOfReview } from './goals.queries.ts';
import { findReview } from './period.queries.ts';
import { buildPeriodReport } from './period-report.model.ts';
import { periodResults } from './results.service.ts';
import { findTsSurveyById } from './team-survey.queries.ts';
import { rateeAccess } from './ts-access.ts';

/*
 * GET /ts/{rateeId}/reviews/{reviewId}/download/ (team-survey spec §7 "Download report", issue
 * 12): the PDF of one review period, for the ratee and their manager only; raters, anyone else,
 * an unknown id or another ratee's period get the 404 of a period that does not exist.
 *
 * Cache rule ("kept until the period's data change"): the report cache keys the stored file on
 * the model's JSON (decision 009), and the model holds the period's data themselves: each shown
 * skill's average and every one of its comments (each rating has one), each withheld skill's
 * rating count, the overall rating with its day, the everyday ratings' count and average (and the
 * last ten with their days), every goal's texts and success score, the period's scores (stored
 * when it closed, computed from those rows while it is open) and whether it is closed. Any
 * rating, goal edit or closing therefore makes a new file; nothing in it varies with the clock.
 * We chose the data over an updatedAt fingerprint because ratings carry no updatedAt and a count
 * of rows could miss an edit; the data cannot. The revision (the closing instant) only names the
 * file's generation, as the other reports do. One file per period (ownerId = the review id): a
 * new one replaces the old, and the ratee and the manager share it (it is in the ratee's language).
 */
export interface PeriodReport {
  pdf: Buffer;
  /** spec §7: "Report", the ratee's name and the date. */
  fileName: string;
}

/**
 * spec §7: "Report", the ratee's name and the period's first day (YYYY-MM-DD), the name the web
 * app saves the same PDF under (results-format.ts reportFileName): two periods never share a name
 * and the name does not change with the day it is downloaded. Characters no file system takes
 * become spaces there and here.
 */
export function periodReportFileName(rateeName: string, startsOn: string): string {
  const name = rateeName
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `Report ${name} ${startsOn}.pdf`.replace(/\s+/g, ' ');
}

async function personOf(ctx: ActorContext, userId: number) {
  const [row] = await ctx.db
    .select({ firstName: users.firstName, lastName: users.lastName, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new NotFound();
  return { name: `${row.firstName} ${row.lastName}`.trim(), locale: row.locale };
}

export async function downloadPeriodReport(
  ctx: ActorContext,
  rateeId: number,
  reviewId: number,
): Promise<PeriodReport> {
  const access = await rateeAccess(ctx, rateeId);
  if (!access.isManager && !access.isSelf) throw new NotFound();
  const { ratee } = access;
  const review = await findReview(ctx.db, ratee.id, reviewId);
  if (!review) throw new NotFound();
  await enforceCostlyLimit(ctx, 'report', ctx.actor.user.id);

  const [survey, person, manager] = await Promise.all([
    findTsSurveyById(ctx.db, ratee.tsSurveyId),
    personOf(ctx, ratee.userId),
    personOf(ctx, ratee.managerUserId),
  ]);
  if (!survey) throw new NotFound();
  // The ratee's language, whoever downloads: skill names too.
  const locale = isLocale(person.locale) ? person.locale : DEFAULT_LOCALE;
  const [period, goals] = await Promise.all([
    periodResults({ db: ctx.db, locale }, ratee, review, survey.anonymityThreshold),
    listGoalsOfReview(ctx.db, review.id),
  ]);
  const model = buildPeriodReport({
    locale,
    rateeName: person.name,
    managerName: manager.name,
    surveyTitle: pick(survey.titles, locale, survey.defaultLanguage),
    period,
    goals: goals.map((g) => ({
      title: g.title,
      goal: g.goal,
      specific: g.specific,
      measurable: g.measurable,
      achievable: g.achievable,
      relevant: g.relevant,
      timeBound: g.timeBound,
      managerInput: g.managerInput,
      rateeInput: g.rateeInput,
      successScore: g.successScore,
    })),
  });
  const pdf = await cachedReport(ctx, {
    kind: 'ts-period',
    ownerId: review.id,
    revision: review.closedAt?.toISOString() ?? 'open',
    model,
  });
  return { pdf, fileName: periodReportFileName(person.name, review.startsOn) };
}
