import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { icoachCourses } from '../../db/schema/icoach.ts';
import type { Tx } from '../../db/transaction.ts';

/**
 * Publishes or unpublishes a course (issue 13, the console): an unpublished course is found by
 * nobody but an administrator (courses.service getCourseByAccessCode, learner-access). Learners
 * keep their progress; it is there again when the course is published again. `alsoInTransaction`
 * runs in the change's transaction (the console's audit record). Answers whether the course
 * exists and whether anything changed.
 */
export async function setCoursePublished(
  db: Db,
  courseId: number,
  published: boolean,
  alsoInTransaction?: (tx: Tx, change: { was: boolean }) => Promise<void>,
): Promise<{ found: boolean; changed: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ isPublished: icoachCourses.isPublished })
      .from(icoachCourses)
      .where(eq(icoachCourses.id, courseId))
      .for('update');
    if (!row) return { found: false, changed: false };
    if (row.isPublished === published) return { found: true, changed: false };
    await tx
      .update(icoachCourses)
      .set({ isPublished: published, updatedAt: new Date() })
      .where(eq(icoachCourses.id, courseId));
    await alsoInTransaction?.(tx, { was: row.isPublished });
    return { found: true, changed: true };
  });
}
