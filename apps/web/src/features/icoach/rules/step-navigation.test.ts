import { describe, expect, it } from 'vitest';
import { backMove, isStepInRange, nextMove, sortSteps } from './step-navigation';

const place = (step: number, total = 4) => ({ icoachUserId: 9, skillId: 5, step, total });

describe('iCoach steps (platform spec §2, §4)', () => {
  it('has no Back on the first step and goes one step back otherwise', () => {
    expect(backMove(place(1))).toEqual({ type: 'none' });
    expect(backMove(place(3))).toEqual({ type: 'step', href: '/icoach/9/skill/5/step/2' });
  });

  it('goes one step on with Next, and finishes the skill from the last step', () => {
    expect(nextMove(place(1))).toEqual({ type: 'step', href: '/icoach/9/skill/5/step/2' });
    expect(nextMove(place(4))).toEqual({ type: 'finish' });
    expect(nextMove(place(1, 1))).toEqual({ type: 'finish' });
  });

  it('moves nowhere from a step the skill does not have', () => {
    expect(isStepInRange(5, 4)).toBe(false);
    expect(isStepInRange(0, 4)).toBe(false);
    expect(nextMove(place(5))).toEqual({ type: 'none' });
    expect(backMove(place(5))).toEqual({ type: 'none' });
  });

  it('numbers the steps by the server positions, whatever order they come in', () => {
    const steps = sortSteps([{ position: 3 }, { position: 1 }, { position: 2 }]);
    expect(steps.map((s) => s.position)).toEqual([1, 2, 3]);
  });
});
