import { paths } from '../../../config/paths';

/*
 * platform spec §2 "iCoach skill page" and §4 "iCoach steps": steps are numbered from 1; Back and
 * Next change the step and the route, except Back on the first step; Next on the last step
 * finishes the skill.
 */

export interface StepPlace {
  icoachUserId: number;
  skillId: number;
  /** The current step, from 1. */
  step: number;
  /** How many steps the skill has. */
  total: number;
}

export type StepMove = { type: 'step'; href: string } | { type: 'finish' } | { type: 'none' };

export function isStepInRange(step: number, total: number): boolean {
  return Number.isInteger(step) && step >= 1 && step <= total;
}

export function backMove({ icoachUserId, skillId, step, total }: StepPlace): StepMove {
  if (!isStepInRange(step, total) || step === 1) return { type: 'none' };
  return { type: 'step', href: paths.icoachSkill.href(icoachUserId, skillId, step - 1) };
}

export function nextMove({ icoachUserId, skillId, step, total }: StepPlace): StepMove {
  if (!isStepInRange(step, total)) return { type: 'none' };
  // "Moving past the last step completes the skill, goes to icoach.skill.complete".
  if (step === total) return { type: 'finish' };
  return { type: 'step', href: paths.icoachSkill.href(icoachUserId, skillId, step + 1) };
}

/** The skill's steps in route order: the server's positions, sorted (they are 1..n). */
export function sortSteps<T extends { position: number }>(steps: readonly T[]): T[] {
  return [...steps].sort((a, b) => a.position - b.position);
}
