import { z } from 'zod';
import { intSchema, textSchema } from './primitives.ts';

/*
 * A ratee's SMART goals (issue 12; team-survey spec §2 "Goal page", §3 "Goal"): the spec's sample
 * data made real. The ratee or their manager sets a goal; whoever set it words it (title, the five
 * SMART letters, the goal), each of the two writes only their own input, and only the manager
 * gives the success score. The lengths are the ts_goals columns'. Messages are `validation` keys
 * (the error handler and the web translate keys of one namespace without a hyphen).
 */

export const GOAL_TITLE_MAX = 200;
export const GOAL_TEXT_MAX = 2000;
/** The success score is a percentage (spec §2 "success score (%)"). */
export const GOAL_SCORE_MAX = 100;

/** S, M, A, R, T in the order the acronym reads. */
export const SMART_LETTERS = [
  'specific',
  'measurable',
  'achievable',
  'relevant',
  'timeBound',
] as const;
export type SmartLetter = (typeof SMART_LETTERS)[number];

/** Who set a goal: the ratee's manager or the ratee. */
export const GOAL_CREATORS = ['manager', 'ratee'] as const;
export type GoalCreator = (typeof GOAL_CREATORS)[number];

const optionalText = textSchema().trim().max(GOAL_TEXT_MAX, 'validation.invalid');
const title = textSchema('validation.answer_required')
  .trim()
  .min(1, 'validation.answer_required')
  .max(GOAL_TITLE_MAX, 'validation.invalid');
const goalText = textSchema('validation.answer_required')
  .trim()
  .min(1, 'validation.answer_required')
  .max(GOAL_TEXT_MAX, 'validation.invalid');
/** null clears a score given earlier. */
const successScore = intSchema(0, GOAL_SCORE_MAX, 'validation.invalid').nullable();

/** The five letters; a letter left out is empty. */
export const SmartBodySchema = z.object({
  specific: optionalText.optional(),
  measurable: optionalText.optional(),
  achievable: optionalText.optional(),
  relevant: optionalText.optional(),
  timeBound: optionalText.optional(),
});
export type SmartBody = z.infer<typeof SmartBodySchema>;

/**
 * POST /ts/{rateeId}/goals/add/. `input` is the sender's own input (the manager's or the
 * ratee's); `successScore` only the manager may send.
 */
export const TsAddGoalBodySchema = z.object({
  goal: z.object({
    title,
    smart: SmartBodySchema,
    goal: goalText,
    input: optionalText.optional(),
    successScore: successScore.optional(),
  }),
});
export type TsAddGoalBody = z.infer<typeof TsAddGoalBodySchema>;

/**
 * PUT /ts/{rateeId}/goals/{goalId}/: only the fields sent change. A field the sender may not
 * change is refused with a message on that field, and nothing is written.
 */
export const TsUpdateGoalBodySchema = z.object({
  goal: z.object({
    title: title.optional(),
    smart: SmartBodySchema.optional(),
    goal: goalText.optional(),
    input: optionalText.optional(),
    successScore: successScore.optional(),
  }),
});
export type TsUpdateGoalBody = z.infer<typeof TsUpdateGoalBodySchema>;

export const SmartSchema = z.object({
  specific: z.string(),
  measurable: z.string(),
  achievable: z.string(),
  relevant: z.string(),
  timeBound: z.string(),
});
export type Smart = z.infer<typeof SmartSchema>;

/**
 * A goal as both the ratee and the manager read it; spec §3 names manager_input, your_input
 * (the ratee's input, "your" as the ratee's page says it) and success_score.
 */
export const TsGoalSchema = z.object({
  id: z.number(),
  /** The review period the goal was set in; that period's report lists it. */
  reviewId: z.number(),
  title: z.string(),
  smart: SmartSchema,
  goal: z.string(),
  manager_input: z.string(),
  your_input: z.string(),
  /** 0-100, or null until the manager gives it. */
  success_score: z.number().nullable(),
  createdBy: z.enum(GOAL_CREATORS),
  timeCreated: z.string(),
  timeUpdated: z.string(),
});
export type TsGoal = z.infer<typeof TsGoalSchema>;
export const TsGoalsResponseSchema = z.array(TsGoalSchema);
