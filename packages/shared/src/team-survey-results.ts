import { z } from 'zod';

/*
 * What a ratee and their manager see of a 360 review (issue 12, decision 024). Nothing here names
 * a rater: skill averages come withheld (null) below the survey's anonymity threshold, and
 * comments carry the skill they are about, never who wrote them.
 */

export const TALENT_ZONES = ['emerging', 'local', 'global'] as const;
export type TalentZone = (typeof TALENT_ZONES)[number];

/** GET /ts/{rateeId}/rating/{type}/average/: the period's mean (0-10), null without ratings. */
export const TsRatingAverageResponseSchema = z.object({
  average: z.number().nullable(),
  count: z.number(),
});
export type TsRatingAverageResponse = z.infer<typeof TsRatingAverageResponseSchema>;

/** GET /ts/{rateeId}/rating/{type}/last/: the last ten scores, oldest first (the bar chart's order). */
export const TsLastRatingsResponseSchema = z.array(
  z.object({ id: z.number(), score: z.number(), timeCreated: z.string() }),
);
export type TsLastRatings = z.infer<typeof TsLastRatingsResponseSchema>;

/** api-notes: `[{ id, score, timeCreated, timeExpiry }]`; score 0-10 (the table shows × 10 as %). */
export const TsReviewSchema = z.object({
  id: z.number(),
  score: z.number().nullable(),
  /** The period's first day and its expiry, as calendar dates (YYYY-MM-DD). */
  timeCreated: z.string(),
  timeExpiry: z.string(),
  /** The period in progress: its score so far, computed now. */
  isOpen: z.boolean(),
  leadershipScore: z.number().nullable(),
});
export type TsReview = z.infer<typeof TsReviewSchema>;
export const TsReviewsResponseSchema = z.array(TsReviewSchema);

export const TsPeriodSkillSchema = z.object({
  /** The ratee's skill. */
  id: z.number(),
  skillId: z.number(),
  name: z.string(),
  category: z.number(),
  /** How many raters rated it in the period. */
  ratings: z.number(),
  /** 0-100; null while fewer than the threshold have rated it. */
  average: z.number().nullable(),
});

/** GET /ts/{rateeId}/rating-reviews/{reviewId}/: one period's results. */
export const TsPeriodResultsResponseSchema = TsReviewSchema.extend({
  threshold: z.number(),
  skills: z.array(TsPeriodSkillSchema),
  /** Comments of the skills shown, in an order that says nothing of who rated when. */
  comments: z.array(z.object({ skill: z.string(), comment: z.string() })),
  overall: z.object({ score: z.number(), comment: z.string(), timeCreated: z.string() }).nullable(),
  everyday: z.array(z.object({ score: z.number(), comment: z.string(), timeCreated: z.string() })),
});
export type TsPeriodResults = z.infer<typeof TsPeriodResultsResponseSchema>;

/** GET /ts/ratees/{rateeId}/rating-results/ (api-notes), plus the zone and the period it reads. */
export const TsRatingResultsResponseSchema = z.object({
  /** Percent: the last closed period's score × 10, or the open period's so far. */
  performanceReviewScore: z.number().nullable(),
  /** Percent: that period's Soft Skills average. */
  leadershipSurveyScore: z.number().nullable(),
  /** The ratee's latest E.Q. result: dimension name → score (0-100); empty without one. */
  eqChartLabels: z.record(z.string(), z.number()),
  talentZone: z.enum(TALENT_ZONES).nullable(),
  reviewId: z.number().nullable(),
});
export type TsRatingResults = z.infer<typeof TsRatingResultsResponseSchema>;
