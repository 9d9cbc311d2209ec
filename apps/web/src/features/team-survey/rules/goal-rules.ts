import { intSchema } from '@portal/shared/primitives';
import type { TsRole } from '@portal/shared/team-survey';
import {
  GOAL_SCORE_MAX,
  SMART_LETTERS,
  type Smart,
  type TsAddGoalBody,
  TsAddGoalBodySchema,
  type TsGoal,
  type TsUpdateGoalBody,
} from '@portal/shared/team-survey-goals';
import { z } from 'zod';

/*
 * Who may change what of a SMART goal (issue 12; the server's goals.service.ts decides, the page
 * offers only what it would take): whoever set the goal words it (title, the SMART parts, the goal
 * itself), the ratee and the manager each write only their own input, and only the manager gives
 * the success score. Nothing changes before the ratee is live.
 */
export type GoalViewer = 'manager' | 'ratee';

export interface GoalPermissions {
  wording: boolean;
  input: boolean;
  score: boolean;
}

/**
 * The viewer of a ratee's goals: the ratee when the ratee is their own (the survey's `ratees/my/`
 * card), or else the manager (no one else is answered by the goals calls).
 */
export function goalViewer(roles: readonly TsRole[], ownRateeId: number | null, rateeId: number) {
  return roles.includes('ratee') && ownRateeId === rateeId ? 'ratee' : ('manager' as GoalViewer);
}

/** What the viewer may change of `goal`, or of a new goal (null). */
export function goalPermissions(
  viewer: GoalViewer,
  goal: Pick<TsGoal, 'createdBy'> | null,
  isLive: boolean,
): GoalPermissions {
  if (!isLive) return { wording: false, input: false, score: false };
  return {
    wording: goal === null || goal.createdBy === viewer,
    input: true,
    score: viewer === 'manager',
  };
}

/** The form's part of the add call's schema (conventions, habit 2); the score may be left empty. */
export const GoalFormSchema = TsAddGoalBodySchema.shape.goal.extend({
  input: TsAddGoalBodySchema.shape.goal.shape.input.unwrap(),
  successScore: z.union([z.literal(''), intSchema(0, GOAL_SCORE_MAX, 'validation.invalid')]),
});
export type GoalFormInput = z.input<typeof GoalFormSchema>;
export type GoalFormOutput = z.output<typeof GoalFormSchema>;

/** The form's fields in page order; a server message on `goal.<field>` goes on `<field>`. */
export const GOAL_FIELDS = [
  'title',
  ...SMART_LETTERS.map((letter) => `smart.${letter}` as const),
  'goal',
  'input',
  'successScore',
] as const;
export type GoalField = (typeof GOAL_FIELDS)[number];
export const GOAL_SERVER_FIELDS = Object.fromEntries(
  GOAL_FIELDS.map((field) => [`goal.${field}`, field]),
) as Record<string, GoalField>;

const emptySmart = (): Smart => ({
  specific: '',
  measurable: '',
  achievable: '',
  relevant: '',
  timeBound: '',
});

/** The viewer's own input of a goal. */
export const ownInput = (goal: TsGoal, viewer: GoalViewer) =>
  viewer === 'manager' ? goal.manager_input : goal.your_input;

/** The form's starting values: empty for a new goal, the goal as it is for a change. */
export function goalFormValues(goal: TsGoal | null, viewer: GoalViewer): GoalFormInput {
  if (!goal) return { title: '', smart: emptySmart(), goal: '', input: '', successScore: '' };
  return {
    title: goal.title,
    smart: { ...goal.smart },
    goal: goal.goal,
    input: ownInput(goal, viewer),
    successScore: goal.success_score ?? '',
  };
}

/** The add call's body: a score only from the manager, and only when given. */
export function toAddGoalBody(viewer: GoalViewer, values: GoalFormOutput): TsAddGoalBody {
  const { successScore, ...rest } = values;
  const smart = { ...emptySmart(), ...rest.smart };
  return {
    goal: {
      ...rest,
      smart,
      ...(viewer === 'manager' && successScore !== '' ? { successScore } : {}),
    },
  };
}

/**
 * The change call's body: the fields the viewer may change and did, so a field they may not
 * change is never sent (the server refuses one that is) and an untouched field keeps its time.
 */
export function toGoalChanges(
  viewer: GoalViewer,
  can: GoalPermissions,
  goal: TsGoal,
  values: GoalFormOutput,
): TsUpdateGoalBody {
  const body: TsUpdateGoalBody['goal'] = {};
  if (can.wording) {
    if (values.title !== goal.title) body.title = values.title;
    const smart: TsUpdateGoalBody['goal']['smart'] = {};
    for (const letter of SMART_LETTERS) {
      const value = values.smart[letter] ?? '';
      if (value !== goal.smart[letter]) smart[letter] = value;
    }
    if (Object.keys(smart).length > 0) body.smart = smart;
    if (values.goal !== goal.goal) body.goal = values.goal;
  }
  if (can.input && values.input !== ownInput(goal, viewer)) body.input = values.input;
  if (can.score) {
    const score = values.successScore === '' ? null : values.successScore;
    if (score !== goal.success_score) body.successScore = score;
  }
  return { goal: body };
}

/** True when a change body changes nothing. */
export const isNoChange = (body: TsUpdateGoalBody) => Object.keys(body.goal).length === 0;
