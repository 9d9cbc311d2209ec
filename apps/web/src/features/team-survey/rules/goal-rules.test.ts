import type { TsGoal } from '@portal/shared/team-survey-goals';
import { describe, expect, it } from 'vitest';
import {
  GOAL_SERVER_FIELDS,
  GoalFormSchema,
  goalFormValues,
  goalPermissions,
  goalViewer,
  isNoChange,
  toAddGoalBody,
  toGoalChanges,
} from './goal-rules';

const goal = (over: Partial<TsGoal> = {}): TsGoal => ({
  id: 4,
  reviewId: 2,
  title: 'Lead planning',
  smart: {
    specific: 'Run the meeting',
    measurable: 'Weekly notes',
    achievable: 'Half an hour',
    relevant: 'Clear priorities',
    timeBound: 'By June',
  },
  goal: 'Lead the weekly planning',
  manager_input: 'Good idea',
  your_input: 'Keen',
  success_score: null,
  createdBy: 'ratee',
  timeCreated: '2026-03-02T10:00:00Z',
  timeUpdated: '2026-03-02T10:00:00Z',
  ...over,
});

const parse = (values: unknown) => GoalFormSchema.parse(values);

describe('who views a ratee’s goals', () => {
  it('is the ratee on their own ratee, and the manager otherwise', () => {
    expect(goalViewer(['ratee'], 7, 7)).toBe('ratee');
    expect(goalViewer(['ratee', 'manager'], 7, 9)).toBe('manager');
    expect(goalViewer(['manager'], null, 9)).toBe('manager');
  });
});

describe('what each may change', () => {
  it('whoever set the goal words it; each writes their input; the manager alone scores', () => {
    expect(goalPermissions('ratee', goal(), true)).toEqual({
      wording: true,
      input: true,
      score: false,
    });
    expect(goalPermissions('manager', goal(), true)).toEqual({
      wording: false,
      input: true,
      score: true,
    });
    expect(goalPermissions('ratee', goal({ createdBy: 'manager' }), true).wording).toBe(false);
    expect(goalPermissions('ratee', null, true).wording).toBe(true);
  });

  it('nothing before the ratee is live', () => {
    expect(goalPermissions('manager', null, false)).toEqual({
      wording: false,
      input: false,
      score: false,
    });
  });
});

describe('the bodies the form sends', () => {
  it('a new goal carries a score only from the manager, and only when given', () => {
    const values = parse({ ...goalFormValues(null, 'ratee'), title: ' T ', goal: 'G' });
    expect(toAddGoalBody('ratee', { ...values, successScore: 50 }).goal).not.toHaveProperty(
      'successScore',
    );
    expect(toAddGoalBody('manager', values).goal).not.toHaveProperty('successScore');
    expect(toAddGoalBody('manager', { ...values, successScore: 0 }).goal).toMatchObject({
      title: 'T',
      successScore: 0,
    });
  });

  it('a change sends only what the viewer may change and did change', () => {
    const current = goal();
    const edited = parse({
      ...goalFormValues(current, 'manager'),
      title: 'Reworded',
      input: 'Let us start',
      successScore: 80,
    });
    const can = goalPermissions('manager', current, true);
    expect(toGoalChanges('manager', can, current, edited)).toEqual({
      goal: { input: 'Let us start', successScore: 80 },
    });
  });

  it('the creator’s rewording sends the changed SMART parts alone', () => {
    const current = goal();
    const values = goalFormValues(current, 'ratee');
    const edited = parse({ ...values, smart: { ...values.smart, timeBound: 'By July' } });
    const body = toGoalChanges('ratee', goalPermissions('ratee', current, true), current, edited);
    expect(body).toEqual({ goal: { smart: { timeBound: 'By July' } } });
  });

  it('an emptied score clears it; an untouched form changes nothing', () => {
    const current = goal({ success_score: 40 });
    const can = goalPermissions('manager', current, true);
    const values = goalFormValues(current, 'manager');
    expect(values.successScore).toBe(40);
    expect(isNoChange(toGoalChanges('manager', can, current, parse(values)))).toBe(true);
    expect(toGoalChanges('manager', can, current, parse({ ...values, successScore: '' }))).toEqual({
      goal: { successScore: null },
    });
  });

  it('the form checks what the server checks', () => {
    const values = goalFormValues(null, 'manager');
    const issues = GoalFormSchema.safeParse({ ...values, successScore: 101 }).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['title', 'validation.answer_required'],
      ['goal', 'validation.answer_required'],
      ['successScore', 'validation.invalid'],
    ]);
  });

  it('server messages on goal.<field> go on the form’s field', () => {
    expect(GOAL_SERVER_FIELDS['goal.smart.timeBound']).toBe('smart.timeBound');
    expect(GOAL_SERVER_FIELDS['goal.successScore']).toBe('successScore');
  });
});
