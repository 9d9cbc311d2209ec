import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oncePerDb, prepareSql } from '../../db/prepared.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  icoachComments,
  icoachCourses,
  icoachQuestionOptions,
  icoachQuestions,
  icoachSkills,
  icoachSteps,
  icoachTestAttempts,
  icoachUsers,
} from '../../db/schema/icoach.ts';
import type { LocalisedText } from '../../db/schema/lookups.ts';
import { icoachAccessGrants } from '../../db/schema/payments.ts';

export type CourseRow = typeof icoachCourses.$inferSelect;

/**
 * What deciding access and naming a course need: every column but the welcome message, whose
 * HTML in twelve languages is the row's bulk and is read only by the welcome page.
 */
const courseAccessColumns = {
  id: icoachCourses.id,
  accessCode: icoachCourses.accessCode,
  titles: icoachCourses.titles,
  defaultLanguage: icoachCourses.defaultLanguage,
  validFrom: icoachCourses.validFrom,
  validTo: icoachCourses.validTo,
  isPublished: icoachCourses.isPublished,
  requiresGrant: icoachCourses.requiresGrant,
};
export type CourseAccess = Pick<CourseRow, keyof typeof courseAccessColumns>;

export async function findCourseAccessByCode(
  db: Db,
  accessCode: string,
): Promise<CourseAccess | null> {
  const [row] = await db
    .select(courseAccessColumns)
    .from(icoachCourses)
    .where(eq(icoachCourses.accessCode, accessCode));
  return row ?? null;
}
export type LearnerRow = typeof icoachUsers.$inferSelect;
export type SkillRow = typeof icoachSkills.$inferSelect;
export type StepRow = typeof icoachSteps.$inferSelect;

export async function findCourseByCode(db: Db, accessCode: string): Promise<CourseRow | null> {
  const [row] = await db
    .select()
    .from(icoachCourses)
    .where(eq(icoachCourses.accessCode, accessCode));
  return row ?? null;
}

export async function findCourseAccessById(db: Db, id: number): Promise<CourseAccess | null> {
  const [row] = await db
    .select(courseAccessColumns)
    .from(icoachCourses)
    .where(eq(icoachCourses.id, id));
  return row ?? null;
}

/** The person's iCoach user in a course, or null. */
export async function findLearnerInCourse(
  db: Db,
  courseId: number,
  userId: number,
): Promise<LearnerRow | null> {
  const [row] = await db
    .select()
    .from(icoachUsers)
    .where(and(eq(icoachUsers.courseId, courseId), eq(icoachUsers.userId, userId)));
  return row ?? null;
}

/** An iCoach user with its course, when it belongs to `userId`; anyone else's is null. */
export async function findOwnLearner(
  db: Db,
  icoachUserId: number,
  userId: number,
): Promise<{ learner: LearnerRow; course: CourseAccess } | null> {
  const [row] = await ownLearner(db).execute({ icoachUserId, userId });
  return row ?? null;
}

/** Prepared (issue 14): every call of a course's pages starts here. */
const ownLearner = oncePerDb((db) =>
  db
    .select({ learner: icoachUsers, course: courseAccessColumns })
    .from(icoachUsers)
    .innerJoin(icoachCourses, eq(icoachCourses.id, icoachUsers.courseId))
    .where(
      and(
        eq(icoachUsers.id, sql.placeholder('icoachUserId')),
        eq(icoachUsers.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('find_own_learner'),
);

/** 'live' when a grant covers now, 'ended' when only past ones exist, else 'none'. */
export async function grantStatus(
  db: Db,
  userId: number,
  accessCode: string,
  now = new Date(),
): Promise<'live' | 'ended' | 'none'> {
  const rows = await db
    .select({ validFrom: icoachAccessGrants.validFrom, validUntil: icoachAccessGrants.validUntil })
    .from(icoachAccessGrants)
    .where(
      and(
        eq(icoachAccessGrants.userId, userId),
        eq(icoachAccessGrants.icoachAccessCode, accessCode),
        lte(icoachAccessGrants.validFrom, now),
      ),
    );
  if (rows.length === 0) return 'none';
  return rows.some((r) => r.validUntil > now) ? 'live' : 'ended';
}

export async function findSkillInCourse(
  db: Db,
  courseId: number,
  skillId: number,
): Promise<SkillRow | null> {
  const [row] = await db
    .select()
    .from(icoachSkills)
    .where(and(eq(icoachSkills.id, skillId), eq(icoachSkills.courseId, courseId)));
  return row ?? null;
}

export async function findSkillById(db: Db, skillId: number): Promise<SkillRow | null> {
  const [row] = await db.select().from(icoachSkills).where(eq(icoachSkills.id, skillId));
  return row ?? null;
}

export async function findStep(db: Db, skillId: number, position: number): Promise<StepRow | null> {
  const [row] = await db
    .select()
    .from(icoachSteps)
    .where(and(eq(icoachSteps.skillId, skillId), eq(icoachSteps.position, position)));
  return row ?? null;
}

export async function findTestStep(db: Db, skillId: number): Promise<StepRow | null> {
  const [row] = await db
    .select()
    .from(icoachSteps)
    .where(and(eq(icoachSteps.skillId, skillId), eq(icoachSteps.isTest, true)))
    .orderBy(asc(icoachSteps.position))
    .limit(1);
  return row ?? null;
}

export interface SkillProgressRow {
  id: number;
  category: number;
  names: LocalisedText;
  completed: number | string;
  total: number | string;
  is_completed: boolean;
}

/**
 * The course's skills (all, one category's, or one) with the learner's steps done over all steps
 * and whether the skill is completed: one statement, every lookup by an indexed key.
 */
export async function listSkillProgress(
  db: Db,
  courseId: number,
  icoachUserId: number,
  only: { category?: number; skillId?: number } = {},
): Promise<SkillProgressRow[]> {
  return skillProgress(db).rows({
    courseId,
    icoachUserId,
    category: only.category ?? null,
    skillId: only.skillId ?? null,
  });
}

/** Prepared (issue 14); a filter left null selects every skill of the course. */
const skillProgress = oncePerDb((db) =>
  prepareSql<SkillProgressRow>(
    db,
    'icoach_skill_progress',
    sql`
    select s.id, s.category, s.names,
           (select count(*) from icoach_steps st where st.skill_id = s.id) as total,
           (select count(*) from icoach_step_completions c
              join icoach_steps st on st.id = c.step_id
             where c.icoach_user_id = ${sql.placeholder('icoachUserId')} and st.skill_id = s.id) as completed,
           exists (select 1 from icoach_skill_completions sc
                    where sc.icoach_user_id = ${sql.placeholder('icoachUserId')} and sc.skill_id = s.id) as is_completed
      from icoach_skills s
     where s.course_id = ${sql.placeholder('courseId')}
       and (${sql.placeholder('category')}::int is null or s.category = ${sql.placeholder('category')}::int)
       and (${sql.placeholder('skillId')}::int is null or s.id = ${sql.placeholder('skillId')}::int)
     order by s.category, s.position, s.id
  `,
  ),
);

export interface StepProgressRow {
  id: number;
  position: number;
  titles: LocalisedText;
  contents: LocalisedText;
  is_test: boolean;
  is_completed: boolean;
}

export async function listStepProgress(
  db: Db,
  skillId: number,
  icoachUserId: number,
): Promise<StepProgressRow[]> {
  const result = await db.execute(sql`
    select st.id, st.position, st.titles, st.contents, st.is_test,
           exists (select 1 from icoach_step_completions c
                    where c.icoach_user_id = ${icoachUserId} and c.step_id = st.id) as is_completed
      from icoach_steps st
     where st.skill_id = ${skillId}
     order by st.position
  `);
  return (result as unknown as { rows: StepProgressRow[] }).rows;
}

/** A category's skills in every course the person follows and may open now. */
export async function listReachableSkillsOfCategory(
  db: Db,
  userId: number,
  category: number,
  today: string,
) {
  const result = await db.execute(sql`
    select s.id, s.names, s.category, c.id as course_id, c.default_language
      from icoach_users iu
      join icoach_courses c on c.id = iu.course_id
      join icoach_skills s on s.course_id = c.id and s.category = ${category}
     where iu.user_id = ${userId} and c.is_published
       and (c.valid_from is null or c.valid_from <= ${today})
       and (c.valid_to is null or c.valid_to >= ${today})
       and (not c.requires_grant or exists (
             select 1 from icoach_access_grants g
              where g.user_id = ${userId} and g.icoach_access_code = c.access_code
                and g.valid_from <= now() and g.valid_until > now()))
     order by c.id, s.position, s.id
  `);
  return (
    result as unknown as {
      rows: {
        id: number;
        names: LocalisedText;
        category: number;
        course_id: number;
        default_language: string;
      }[];
    }
  ).rows;
}

/** Published (not hidden) comments of a step, newest first, with their authors. */
export function listStepComments(db: Db, stepId: number, limit: number) {
  return db
    .select({
      id: icoachComments.id,
      text: icoachComments.text,
      createdAt: icoachComments.createdAt,
      authorId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      pictureFileName: users.pictureFileName,
    })
    .from(icoachComments)
    .innerJoin(icoachUsers, eq(icoachUsers.id, icoachComments.icoachUserId))
    .innerJoin(users, eq(users.id, icoachUsers.userId))
    .where(and(eq(icoachComments.stepId, stepId), isNull(icoachComments.hiddenAt)))
    .orderBy(desc(icoachComments.createdAt), desc(icoachComments.id))
    .limit(limit);
}

/** A test's questions with their options in order; `isCorrect` stays on the server. */
export async function listQuestionsWithOptions(db: Db, stepId: number) {
  const rows = await db
    .select({
      questionId: icoachQuestions.id,
      questionTexts: icoachQuestions.texts,
      optionId: icoachQuestionOptions.id,
      optionTexts: icoachQuestionOptions.texts,
      isCorrect: icoachQuestionOptions.isCorrect,
    })
    .from(icoachQuestions)
    .innerJoin(icoachQuestionOptions, eq(icoachQuestionOptions.questionId, icoachQuestions.id))
    .where(eq(icoachQuestions.stepId, stepId))
    .orderBy(asc(icoachQuestions.position), asc(icoachQuestionOptions.position));
  const questions = new Map<
    number,
    {
      id: number;
      texts: LocalisedText;
      options: { id: number; texts: LocalisedText; isCorrect: boolean }[];
    }
  >();
  for (const row of rows) {
    let question = questions.get(row.questionId);
    if (!question) {
      question = { id: row.questionId, texts: row.questionTexts, options: [] };
      questions.set(row.questionId, question);
    }
    question.options.push({ id: row.optionId, texts: row.optionTexts, isCorrect: row.isCorrect });
  }
  return [...questions.values()];
}

export async function findLatestAttempt(db: Db, icoachUserId: number, skillId: number) {
  const [row] = await db
    .select({ id: icoachTestAttempts.id, score: icoachTestAttempts.score })
    .from(icoachTestAttempts)
    .where(
      and(
        eq(icoachTestAttempts.icoachUserId, icoachUserId),
        eq(icoachTestAttempts.skillId, skillId),
      ),
    )
    .orderBy(desc(icoachTestAttempts.id))
    .limit(1);
  return row ?? null;
}
