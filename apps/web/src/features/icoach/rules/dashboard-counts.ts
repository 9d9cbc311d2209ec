import type {
  IcoachCategory,
  IcoachCategorySkill,
  IcoachDashboardResponse,
} from '@portal/shared/icoach';
import { progressPercent } from '@portal/shared/rules/progress';

/*
 * platform spec §2 "iCoach dashboard": each category shows completed/total, the skills completed
 * over the skills in the category; each skill card its steps completed over its steps.
 */

export function categoryCounts(skills: readonly IcoachCategorySkill[]): {
  completed: number;
  total: number;
} {
  return { completed: skills.filter((skill) => skill.isCompleted).length, total: skills.length };
}

export function skillsOf(
  dashboard: IcoachDashboardResponse,
  category: IcoachCategory,
): IcoachCategorySkill[] {
  return dashboard[String(category) as '1' | '2' | '3'] ?? [];
}

/** Every skill of every category completed: the certificate is there (issue 10). */
export function isCourseCompleted(dashboard: IcoachDashboardResponse): boolean {
  const all = [...dashboard['1'], ...dashboard['2'], ...dashboard['3']];
  return all.length > 0 && all.every((skill) => skill.isCompleted);
}

/** A skill's progress bar: completed steps as a whole percent (100 once completed). */
export function skillPercent(
  skill: Pick<IcoachCategorySkill, 'completed' | 'total' | 'isCompleted'>,
): number {
  return skill.isCompleted ? 100 : progressPercent(skill.completed, skill.total);
}
