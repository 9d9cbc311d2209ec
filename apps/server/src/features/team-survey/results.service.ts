import type { ManagerRatingType } from '@portal/shared/team-survey';
import type {
  TsLastRatings,
  TsPeriodResults,
  TsRatingAverageResponse,
  TsRatingResults,
  TsReview,
} from '@portal/shared/team-survey-results';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dimensions, surveyResults, surveys, surveyUsers } from '../../db/schema/surveys.ts';
import { tsManagerRatings, type tsReviews } from '../../db/schema/team-survey.ts';
import { NotFound } from '../../lib/errors.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { pick } from '../surveys/localised.ts';
import { findReview, listReviews, periodOverall, periodSkills } from './period.queries.ts';
import { scorePeriod } from './review-periods.ts';
import { anonymousOrder, asPercent, skillAverage, talentZone } from './scores.ts';
import { findOpenReview, findTsSurveyById, type RateeRow } from './team-survey.queries.ts';
import { rateeAccess } from './ts-access.ts';

/*
 * A ratee's results (team-survey spec §2 "Results", issue 12, decision 024), for the ratee and
 * their manager only: raters and anyone else get the 404 of a ratee that does not exist. Nothing
 * answered here carries a rater's id, name or email (period.queries.ts never selects them).
 */

type Review = typeof tsReviews.$inferSelect;

async function resultsAccess(ctx: ActorContext, rateeId: number): Promise<RateeRow> {
  const access = await rateeAccess(ctx, rateeId);
  if (!access.isManager && !access.isSelf) throw new NotFound();
  return access.ratee;
}

async function thresholdOf(db: Db, ratee: RateeRow): Promise<number> {
  const survey = await findTsSurveyById(db, ratee.tsSurveyId);
  if (!survey) throw new NotFound();
  return survey.anonymityThreshold;
}

/** A period as the table lists it; the open one is scored now, from what it holds so far. */
async function toReview(db: Db, review: Review, threshold: number): Promise<TsReview> {
  const scores = review.closedAt
    ? { score: review.score, leadershipScore: review.leadershipScore }
    : await scorePeriod(db, review, threshold);
  return {
    id: review.id,
    score: scores.score,
    leadershipScore: scores.leadershipScore,
    timeCreated: review.startsOn,
    timeExpiry: review.expiresOn,
    isOpen: review.closedAt === null,
  };
}

/** GET /ts/{rateeId}/reviews/: every period, oldest first. */
export async function listRateeReviews(ctx: ActorContext, rateeId: number): Promise<TsReview[]> {
  const ratee = await resultsAccess(ctx, rateeId);
  const threshold = await thresholdOf(ctx.db, ratee);
  const reviews = await listReviews(ctx.db, ratee.id);
  return Promise.all(reviews.map((r) => toReview(ctx.db, r, threshold)));
}

/** The manager's ratings of a type in a period, oldest first. */
function managerRatingsIn(db: Db, reviewId: number, type: ManagerRatingType) {
  return db
    .select()
    .from(tsManagerRatings)
    .where(and(eq(tsManagerRatings.reviewId, reviewId), eq(tsManagerRatings.type, type)))
    .orderBy(asc(tsManagerRatings.createdAt), asc(tsManagerRatings.id));
}

/** One period's results: what the page's period view and the period's report show. */
export async function periodResults(
  ctx: { db: Db; locale: ActorContext['locale'] },
  ratee: RateeRow,
  review: Review,
  threshold: number,
): Promise<TsPeriodResults> {
  const [skills, overall, everyday, summary] = await Promise.all([
    periodSkills(ctx.db, ratee.id, review.id),
    periodOverall(ctx.db, review.id),
    managerRatingsIn(ctx.db, review.id, 'everyday'),
    toReview(ctx.db, review, threshold),
  ]);
  const shown = skills.map((s) => ({
    ...s,
    name: pick(s.names, ctx.locale),
    average: skillAverage(s.scores, threshold),
  }));
  return {
    ...summary,
    threshold,
    skills: shown.map((s) => ({
      id: s.rateeSkillId,
      skillId: s.skillId,
      name: s.name,
      category: s.category,
      ratings: s.scores.length,
      average: s.average,
    })),
    // Below the threshold a comment could name its writer to a small team: withheld with the average.
    comments: anonymousOrder(
      shown
        .filter((s) => s.average !== null)
        .flatMap((s) => s.comments.map((comment) => ({ skill: s.name, comment }))),
    ),
    overall: overall
      ? {
          score: overall.score,
          comment: overall.comment,
          timeCreated: overall.timeCreated.toISOString(),
        }
      : null,
    everyday: everyday.map((r) => ({
      score: r.score,
      comment: r.comment,
      timeCreated: r.createdAt.toISOString(),
    })),
  };
}

/** GET /ts/{rateeId}/rating-reviews/{reviewId}/. */
export async function getPeriodResults(ctx: ActorContext, rateeId: number, reviewId: number) {
  const ratee = await resultsAccess(ctx, rateeId);
  const review = await findReview(ctx.db, ratee.id, reviewId);
  if (!review) throw new NotFound();
  return periodResults(ctx, ratee, review, await thresholdOf(ctx.db, ratee));
}

/** The period the results read: the open one, else the last. */
async function currentReview(db: Db, rateeId: number) {
  return (await findOpenReview(db, rateeId)) ?? (await listReviews(db, rateeId)).at(-1) ?? null;
}

/** GET /ts/{rateeId}/rating/{type}/average/: the mean of the current period's ratings of a type. */
export async function getRatingAverage(
  ctx: ActorContext,
  rateeId: number,
  type: ManagerRatingType,
): Promise<TsRatingAverageResponse> {
  const ratee = await resultsAccess(ctx, rateeId);
  const review = await currentReview(ctx.db, ratee.id);
  const scores = review
    ? (await managerRatingsIn(ctx.db, review.id, type)).map((r) => r.score)
    : [];
  if (scores.length === 0) return { average: null, count: 0 };
  const average = scores.reduce((a, b) => a + b, 0) / scores.length;
  return { average: Math.round(average * 10) / 10, count: scores.length };
}

/** GET /ts/{rateeId}/rating/{type}/last/: the last ten, oldest first. */
export async function getLastRatings(
  ctx: ActorContext,
  rateeId: number,
  type: ManagerRatingType,
): Promise<TsLastRatings> {
  const ratee = await resultsAccess(ctx, rateeId);
  const rows = await ctx.db
    .select()
    .from(tsManagerRatings)
    .where(and(eq(tsManagerRatings.rateeId, ratee.id), eq(tsManagerRatings.type, type)))
    .orderBy(desc(tsManagerRatings.createdAt), desc(tsManagerRatings.id))
    .limit(10);
  return rows
    .reverse()
    .map((r) => ({ id: r.id, score: r.score, timeCreated: r.createdAt.toISOString() }));
}

/** The ratee's latest completed E.Q. result, by dimension name in the viewer's language. */
async function eqLabels(ctx: ActorContext, userId: number): Promise<Record<string, number>> {
  const [latest] = await ctx.db
    .select({ scores: surveyResults.scores, questionnaireId: surveys.questionnaireId })
    .from(surveyUsers)
    .innerJoin(surveys, eq(surveys.id, surveyUsers.surveyId))
    .innerJoin(surveyResults, eq(surveyResults.surveyUserId, surveyUsers.id))
    .where(
      and(
        eq(surveyUsers.userId, userId),
        eq(surveys.product, 'eq'),
        isNotNull(surveyUsers.timeCompleted),
      ),
    )
    .orderBy(desc(surveyUsers.timeCompleted))
    .limit(1);
  if (!latest?.questionnaireId) return {};
  const names = await ctx.db
    .select({ key: dimensions.key, names: dimensions.names })
    .from(dimensions)
    .where(eq(dimensions.questionnaireId, latest.questionnaireId))
    .orderBy(asc(dimensions.position));
  const labels: Record<string, number> = {};
  for (const d of names) {
    const score = latest.scores[d.key];
    if (typeof score === 'number') labels[pick(d.names, ctx.locale)] = score;
  }
  return labels;
}

/** GET /ts/ratees/{rateeId}/rating-results/. */
export async function getRatingResults(
  ctx: ActorContext,
  rateeId: number,
): Promise<TsRatingResults> {
  const ratee = await resultsAccess(ctx, rateeId);
  const threshold = await thresholdOf(ctx.db, ratee);
  const reviews = await listReviews(ctx.db, ratee.id);
  // The last closed period speaks for the ratee; before any has closed, the open one so far.
  const review = reviews.filter((r) => r.closedAt).at(-1) ?? reviews.at(-1) ?? null;
  const scores = review ? await toReview(ctx.db, review, threshold) : null;
  const performance = asPercent(scores?.score ?? null);
  const leadership = scores?.leadershipScore ?? null;
  return {
    performanceReviewScore: performance,
    leadershipSurveyScore: leadership,
    eqChartLabels: await eqLabels(ctx, ratee.userId),
    talentZone: talentZone(performance, leadership),
    reviewId: review?.id ?? null,
  };
}
