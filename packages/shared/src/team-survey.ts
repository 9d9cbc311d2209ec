import { z } from 'zod';
import { EmailSchema, UserImageSchema } from './accounts.ts';
import { LIMITS } from './limits.ts';
import { intSchema, rowIdSchema, textSchema } from './primitives.ts';

/*
 * The 360 area's wire shapes: team-survey spec §3 and §7, api-notes "360 (team survey): path
 * keys". Messages are keys of the `validation` / `team-survey` namespaces.
 */

export const TS_ROLES = ['manager', 'rater', 'ratee'] as const;
export type TsRole = (typeof TS_ROLES)[number];
export const TS_CATEGORIES = [1, 2, 3] as const;
export const MANAGER_RATING_TYPES = ['everyday', 'overall'] as const;
export type ManagerRatingType = (typeof MANAGER_RATING_TYPES)[number];

/** team-survey spec §9: the server stores skill scores 0-100 in steps of 10; managers rate 0-10. */
export const SKILL_SCORE_MAX = 100;
export const SKILL_SCORE_STEP = 10;
export const MANAGER_SCORE_MAX = 10;
export const TS_COMMENT_MAX = 2000;
export const DEFAULT_REVIEW_FREQUENCY_MONTHS = 12;

export const TsSurveyInfoResponseSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Sanitised HTML. */
  welcomeMessage: z.string(),
  accessCode: z.string(),
  defaultLanguage: z.string(),
  logos: z.array(z.object({ fileURL: z.string() })),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
});
export type TsSurveyInfoResponse = z.infer<typeof TsSurveyInfoResponseSchema>;

/** GET /user/{userId}/ts/{tsSurveyId}/info/: the person's roles and their team-survey user ids. */
export const TsUserInfoResponseSchema = z.object({
  roles: z.array(z.enum(TS_ROLES)),
  users: z.array(
    z.object({ id: z.number(), fullName: z.string(), email: z.string(), role: z.enum(TS_ROLES) }),
  ),
});
export type TsUserInfoResponse = z.infer<typeof TsUserInfoResponseSchema>;

const Person = z.object({
  fullName: z.string(),
  email: z.string(),
  image: UserImageSchema,
});

export const TsRateeSchema = Person.extend({
  id: z.number(),
  tsSurveyId: z.number(),
  isLive: z.boolean(),
  /** The current period's expiry, YYYY-MM-DD: start + reviewFrequencyMonths (spec §2). */
  expiryTime: z.string(),
  reviewStartYear: z.number(),
  reviewStartMonth: z.number(),
  reviewStartDay: z.number(),
  reviewFrequencyMonths: z.number(),
  /** ISO instant of the last rating given to this ratee, or null. */
  lastReviewed: z.string().nullable(),
});
export type TsRatee = z.infer<typeof TsRateeSchema>;
export const TsRateesResponseSchema = z.array(TsRateeSchema);

export const TsReviewExpiryResponseSchema = z.object({
  reviewStart: z.string(),
  expiryTime: z.string(),
});

export const TsRaterSchema = Person.extend({ id: z.number() });
export type TsRater = z.infer<typeof TsRaterSchema>;
export const TsRatersResponseSchema = z.array(TsRaterSchema);

export const TsManagerInfoResponseSchema = Person;

export const TsSkillSchema = z.object({
  /** The ratee's skill (the id remove takes). */
  id: z.number(),
  /** The catalogue skill. */
  skillId: z.number(),
  name: z.string(),
  category: z.number(),
  /** True when the viewer has rated it in the current review period. */
  status: z.boolean(),
  skillInContext: z.string(),
  howToDevelop: z.string(),
});
export type TsSkill = z.infer<typeof TsSkillSchema>;
export const TsSkillsResponseSchema = z.array(TsSkillSchema);

export const TsAvailableSkillsResponseSchema = z.array(
  z.object({ id: z.number(), name: z.string(), category: z.number() }),
);

/** api-notes: add-person body `{ email, firstName, lastName, fullName }`. */
export const TsAddPersonBodySchema = z.object({
  email: EmailSchema,
  fullName: textSchema('validation.full_name_required')
    .trim()
    .min(1, 'validation.full_name_required')
    .max(LIMITS.nameMax * 2 + 1, 'validation.full_name_too_long'),
  firstName: textSchema().trim().max(LIMITS.nameMax, 'validation.name_too_long').optional(),
  lastName: textSchema().trim().max(LIMITS.nameMax, 'validation.name_too_long').optional(),
});
export type TsAddPersonBody = z.infer<typeof TsAddPersonBodySchema>;

/** The ratee form adds when the review starts and how long a period lasts (both optional). */
export const TsAddRateeBodySchema = TsAddPersonBodySchema.extend({
  reviewStart: textSchema()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date_invalid')
    .optional(),
  reviewFrequencyMonths: intSchema(1, 36, 'validation.review_frequency').optional(),
});
export type TsAddRateeBody = z.infer<typeof TsAddRateeBodySchema>;

export const TsAddSkillBodySchema = z.object({
  category: z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: 'validation.category_required',
  }),
  skillId: rowIdSchema('validation.skill_required'),
});
export type TsAddSkillBody = z.infer<typeof TsAddSkillBodySchema>;

const comment = textSchema('validation.comment_required')
  .trim()
  .min(1, 'validation.comment_required')
  .max(TS_COMMENT_MAX, 'validation.comment_too_long');

/** POST /ts/{rateeId}/{skillId}/rating/add/: `{ rating: { score 0-100 step 10, comment } }`. */
export const TsSkillRatingBodySchema = z.object({
  rating: z.object({
    score: intSchema(0, SKILL_SCORE_MAX, 'validation.skill_score').refine(
      (v) => v % SKILL_SCORE_STEP === 0,
      'validation.skill_score',
    ),
    comment,
  }),
});
export type TsSkillRatingBody = z.infer<typeof TsSkillRatingBodySchema>;

export const TsManagerRatingBodySchema = z.object({
  rating: z.object({ score: intSchema(0, MANAGER_SCORE_MAX, 'validation.manager_score'), comment }),
});
export type TsManagerRatingBody = z.infer<typeof TsManagerRatingBodySchema>;

export const TsRatingSchema = z.object({
  id: z.number(),
  score: z.number(),
  comment: z.string(),
  timeCreated: z.string(),
});
export type TsRating = z.infer<typeof TsRatingSchema>;
export const TsRatingsResponseSchema = z.array(TsRatingSchema);
