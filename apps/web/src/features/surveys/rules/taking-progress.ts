import { progressPercent } from '@portal/shared/rules/progress';
import type { ProgressResponse } from '@portal/shared/surveys';

/**
 * The taking shell's progress bar (platform spec §4: "the ceiling of processed over total times
 * 100, 0 if either is missing"). Processed is the number of sections the server has stored: the
 * section number minus 1 on a section page, every section on the iPulse comment page. Section
 * positions here start at 1 for every product, iPulse included, so one count serves all.
 */
export function takingProgress(progress: ProgressResponse | undefined): {
  percent: number;
  done: number;
  total: number;
} {
  const done = progress?.completedSections ?? 0;
  const total = progress?.totalSections ?? 0;
  return { percent: progressPercent(done, total), done, total };
}
