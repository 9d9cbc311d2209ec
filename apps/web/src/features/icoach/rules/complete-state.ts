/**
 * What a finished skill tells the completion page through the history entry's state (issue 10):
 * the way back to the course dashboard, and whether the whole course is now completed.
 */
export interface CompleteState {
  icoachUserId: number;
  skillName: string;
  courseCompleted: boolean;
}

export function readCompleteState(state: unknown): CompleteState | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = state as Record<string, unknown>;
  const id = value.icoachUserId;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  return {
    icoachUserId: id,
    skillName: typeof value.skillName === 'string' ? value.skillName : '',
    courseCompleted: value.courseCompleted === true,
  };
}
