import fs from 'node:fs';
import { type CourseFile, CourseFileSchema } from '@portal/shared/icoach-course-file';
import { KRISK_ICOACH_CODES } from '@portal/shared/krisk';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  icoachComments,
  icoachCourses,
  icoachSkills,
  icoachStepCompletions,
  icoachSteps,
  icoachUsers,
} from '../../db/schema/icoach.ts';
import { importCourse } from './course-import.service.ts';

/** The README's demo course (issue 10): a course file in the repository, like any other. */
export const DEMO_ICOACH_CODE = 'DemoIcoachCourse0000000000000000000000000000000000';
const DEMO_COURSE_FILE = new URL('./data/demo-course.json', import.meta.url);

let demoCourse: CourseFile | undefined;
export function demoCourseFile(): CourseFile {
  demoCourse ??= CourseFileSchema.parse(JSON.parse(fs.readFileSync(DEMO_COURSE_FILE, 'utf8')));
  return demoCourse;
}

async function courseExists(db: Db, accessCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: icoachCourses.id })
    .from(icoachCourses)
    .where(eq(icoachCourses.accessCode, accessCode));
  return !!row;
}

/**
 * The three partner-package courses that /krisk's completion page links to: part of the product,
 * so written at every start when missing (never overwritten: an administrator's import holds).
 * They share the demo course's content and open only with a package's live grant.
 */
export async function seedPartnerCourses(db: Db): Promise<void> {
  for (const accessCode of Object.values(KRISK_ICOACH_CODES)) {
    if (await courseExists(db, accessCode)) continue;
    await importCourse(db, { ...demoCourseFile(), accessCode, requiresGrant: true });
  }
}

export async function seedDemoCourse(db: Db): Promise<void> {
  if (!(await courseExists(db, DEMO_ICOACH_CODE))) await importCourse(db, demoCourseFile());
}

const DEMO_REFLECTIONS = [
  'I noticed I start planning my answer while the other person is still talking. This week I will summarise what I heard before I reply, starting with my one-to-ones.',
  'Tried the pause-and-paraphrase technique in a team call today: two people added things they had not mentioned at first. Worth the extra ten seconds.',
];

/**
 * The demo learner has begun the demo course (issue 10): the first two steps of its first skill
 * done, each with the reflection that completed it. Made once, when the learner has no iCoach
 * user in the course; what they do afterwards is kept.
 */
export async function seedDemoLearning(db: Db, learnerId: number): Promise<void> {
  const [course] = await db
    .select({ id: icoachCourses.id })
    .from(icoachCourses)
    .where(eq(icoachCourses.accessCode, DEMO_ICOACH_CODE));
  if (!course) return;
  const [existing] = await db
    .select({ id: icoachUsers.id })
    .from(icoachUsers)
    .where(and(eq(icoachUsers.courseId, course.id), eq(icoachUsers.userId, learnerId)));
  if (existing) return;
  const steps = await db
    .select({ id: icoachSteps.id })
    .from(icoachSkills)
    .innerJoin(icoachSteps, eq(icoachSteps.skillId, icoachSkills.id))
    .where(and(eq(icoachSkills.courseId, course.id), eq(icoachSkills.category, 1)))
    .orderBy(asc(icoachSkills.position), asc(icoachSteps.position))
    .limit(DEMO_REFLECTIONS.length);
  await db.transaction(async (tx) => {
    const [learner] = await tx
      .insert(icoachUsers)
      .values({ courseId: course.id, userId: learnerId })
      .returning({ id: icoachUsers.id });
    if (!learner) return;
    for (const [i, step] of steps.entries()) {
      const createdAt = new Date(Date.now() - (steps.length - i) * 86_400_000);
      await tx.insert(icoachComments).values({
        stepId: step.id,
        icoachUserId: learner.id,
        text: DEMO_REFLECTIONS[i] ?? '',
        createdAt,
      });
      await tx
        .insert(icoachStepCompletions)
        .values({ icoachUserId: learner.id, stepId: step.id, completedAt: createdAt });
    }
  });
}
