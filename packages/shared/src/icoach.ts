import { z } from 'zod';
import { UserImageSchema } from './accounts.ts';
import { PathIdSchema } from './ids.ts';
import { rowIdSchema, textSchema } from './primitives.ts';
import { ACCESS_CODE_PATTERN } from './survey-products.ts';

/*
 * iCoach wire shapes: platform spec §3 "iCoach course / user / skill / question / comment", §7
 * "iCoach", api-notes "iCoach". Messages are keys of the `validation` / `icoach` namespaces.
 */

/** platform spec §1: 1 soft skills, 2 essential business skills, 3 organisational skills. */
export const ICOACH_CATEGORIES = [1, 2, 3] as const;
export type IcoachCategory = (typeof ICOACH_CATEGORIES)[number];
export const DEFAULT_ICOACH_CATEGORY: IcoachCategory = 1;

/** Not in the spec: long enough for a considered reflection, short enough to read in a list. */
export const ICOACH_COMMENT_MAX = 2000;

export const IcoachAccessCodeSchema = textSchema().regex(
  ACCESS_CODE_PATTERN,
  'validation.access_code',
);
export const IcoachCategoryParamSchema = z.enum(['1', '2', '3']).transform(Number);

export const IcoachCourseResponseSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Sanitised HTML. */
  welcomeMessage: z.string(),
  accessCode: z.string(),
  defaultLanguage: z.string(),
  isPublished: z.boolean(),
  logos: z.array(z.object({ fileURL: z.string() })),
  /** Calendar dates YYYY-MM-DD, inclusive, or null. */
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  /** A partner-package course: reached only with a live grant. */
  requiresGrant: z.boolean(),
});
export type IcoachCourseResponse = z.infer<typeof IcoachCourseResponseSchema>;

/** POST /icoach/user/get/ and /icoach/user/create/ (api-notes: icoachId is the course id). */
export const IcoachUserBodySchema = z.object({
  icoachId: rowIdSchema(),
  accessCode: IcoachAccessCodeSchema,
});
export type IcoachUserBody = z.infer<typeof IcoachUserBodySchema>;

export const IcoachUserResponseSchema = z.object({
  id: z.number(),
  isAuthorized: z.boolean(),
  icoachCourseId: z.number(),
  icoachAccessCode: z.string(),
  icoachCourseTitle: z.string(),
  icoachSkillCategoryId: z.number(),
});
export type IcoachUserResponse = z.infer<typeof IcoachUserResponseSchema>;

/** A skill as the dashboard and the category list show it: steps completed over all steps. */
export const IcoachCategorySkillSchema = z.object({
  id: z.number(),
  category: z.number(),
  name: z.string(),
  completed: z.number(),
  total: z.number(),
  isCompleted: z.boolean(),
});
export type IcoachCategorySkill = z.infer<typeof IcoachCategorySkillSchema>;

/** GET /icoach/dashboard/{courseId}/{icoachUserId}: `{ "1": [...], "2": [...], "3": [...] }`. */
export const IcoachDashboardResponseSchema = z.object({
  '1': z.array(IcoachCategorySkillSchema),
  '2': z.array(IcoachCategorySkillSchema),
  '3': z.array(IcoachCategorySkillSchema),
});
export type IcoachDashboardResponse = z.infer<typeof IcoachDashboardResponseSchema>;

export const IcoachCategorySkillsResponseSchema = z.array(IcoachCategorySkillSchema);

/** GET /icoach/skill/category/{categoryId}/skills/: the category's skills in the person's courses. */
export const IcoachSkillShortInfoSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.number(),
  icoachCourseId: z.number(),
});
export const IcoachSkillShortInfoListSchema = z.array(IcoachSkillShortInfoSchema);

export const IcoachSkillContentSchema = z.object({
  id: z.number(),
  /** The step number of the route, from 1. */
  position: z.number(),
  /** Sanitised HTML. */
  content: z.string(),
  isCompleted: z.boolean(),
  icoachSkillArea: z.object({ title: z.string(), isTest: z.boolean() }),
});
export const IcoachSkillResponseSchema = IcoachCategorySkillSchema.extend({
  icoachSkillContents: z.array(IcoachSkillContentSchema),
});
export type IcoachSkillResponse = z.infer<typeof IcoachSkillResponseSchema>;

export const IcoachCommentSchema = z.object({
  id: z.number(),
  /** Plain text: shown as text, never as HTML. */
  comment: z.string(),
  /** ISO instant. */
  date: z.string(),
  user: z.object({ fullName: z.string(), image: UserImageSchema }),
});
export type IcoachComment = z.infer<typeof IcoachCommentSchema>;
export const IcoachCommentsResponseSchema = z.array(IcoachCommentSchema);

export const IcoachCommentBodySchema = z.object({
  icoachId: rowIdSchema(),
  skillId: rowIdSchema(),
  /** The step number (from 1), as in the skill page's route. */
  stepId: rowIdSchema(),
  comment: textSchema('validation.comment_required')
    .trim()
    .min(1, 'validation.comment_required')
    .max(ICOACH_COMMENT_MAX, 'validation.comment_too_long'),
});
export type IcoachCommentBody = z.infer<typeof IcoachCommentBodySchema>;

export const IcoachQuestionSchema = z.object({
  id: z.number(),
  name: z.string(),
  icoachSkillQuestionOptions: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type IcoachQuestion = z.infer<typeof IcoachQuestionSchema>;
export const IcoachQuestionsResponseSchema = z.array(IcoachQuestionSchema);

/**
 * POST /icoach/score/create/: `{ answers: { <questionId>: <optionId> }, skillId, icoachUserId }`.
 * The server scores from its stored correct options; nothing the browser says about scores counts.
 */
export const IcoachScoreBodySchema = z.object({
  answers: z.record(z.string().regex(/^\d{1,10}$/, 'validation.id_digits'), rowIdSchema()),
  skillId: rowIdSchema(),
  icoachUserId: rowIdSchema(),
});
export type IcoachScoreBody = z.infer<typeof IcoachScoreBodySchema>;

/** The score as a whole percentage, 0-100 (platform spec §9: shown as a percentage). */
export const IcoachScoreResponseSchema = z.object({ id: z.number(), score: z.number() });
export type IcoachScoreResponse = z.infer<typeof IcoachScoreResponseSchema>;

export const IcoachUserParamsSchema = z.object({ icoachUserId: PathIdSchema });

/** POST /icoach/skill/complete/: moving past a skill's last step (platform spec §4). */
export const IcoachCompleteSkillBodySchema = z.object({
  icoachUserId: rowIdSchema(),
  skillId: rowIdSchema(),
});
export const IcoachCompleteSkillResponseSchema = z.object({
  skillCompleted: z.literal(true),
  courseCompleted: z.boolean(),
});
export type IcoachCompleteSkillResponse = z.infer<typeof IcoachCompleteSkillResponseSchema>;

export const ICOACH_CERTIFICATE_FILE = 'certificate.pdf';

/** PUT /admin/icoach/comments/{commentId}/visibility. */
export const CommentVisibilityBodySchema = z.object({ hidden: z.boolean() });
