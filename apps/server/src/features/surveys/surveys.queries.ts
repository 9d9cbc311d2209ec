import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  dpSurveyParts,
  reportLayouts,
  sectionSubmissions,
  sections,
  statements,
  surveyResults,
  surveys,
  surveyUsers,
} from '../../db/schema/surveys.ts';

export type SurveyRow = typeof surveys.$inferSelect;
export type SurveyUserRow = typeof surveyUsers.$inferSelect;
export type SectionRow = typeof sections.$inferSelect;

export async function findSurveyByCode(db: Db, product: string, accessCode: string) {
  const [row] = await db
    .select({ survey: surveys, layout: reportLayouts })
    .from(surveys)
    .leftJoin(reportLayouts, eq(reportLayouts.id, surveys.reportLayoutId))
    .where(and(eq(surveys.product, product), eq(surveys.accessCode, accessCode)))
    .limit(1);
  return row ?? null;
}

export async function findSurveyById(db: Db, product: string, id: number) {
  const [row] = await db
    .select({ survey: surveys, layout: reportLayouts })
    .from(surveys)
    .leftJoin(reportLayouts, eq(reportLayouts.id, surveys.reportLayoutId))
    .where(and(eq(surveys.product, product), eq(surveys.id, id)))
    .limit(1);
  return row ?? null;
}

export async function listSectionRows(db: Db, questionnaireId: number) {
  return db
    .select()
    .from(sections)
    .where(eq(sections.questionnaireId, questionnaireId))
    .orderBy(asc(sections.position));
}

export async function findSection(db: Db, sectionId: number) {
  const [row] = await db.select().from(sections).where(eq(sections.id, sectionId)).limit(1);
  return row ?? null;
}

export async function listStatementRows(db: Db, sectionId: number) {
  return db
    .select()
    .from(statements)
    .where(eq(statements.sectionId, sectionId))
    .orderBy(asc(statements.position));
}

export async function findSurveyUser(db: Db, id: number) {
  const [row] = await db
    .select({ surveyUser: surveyUsers, survey: surveys })
    .from(surveyUsers)
    .innerJoin(surveys, eq(surveys.id, surveyUsers.surveyId))
    .where(eq(surveyUsers.id, id))
    .limit(1);
  return row ?? null;
}

/** The person's open (not completed) taking of a survey, outside any discovery process. */
export async function findOpenSurveyUser(db: Db, surveyId: number, userId: number) {
  const [row] = await db
    .select()
    .from(surveyUsers)
    .where(
      and(
        eq(surveyUsers.surveyId, surveyId),
        eq(surveyUsers.userId, userId),
        isNull(surveyUsers.timeCompleted),
        isNull(surveyUsers.dpSurveyUserId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The person's latest completed taking of a survey, outside any discovery process. */
export async function findCompletedSurveyUser(db: Db, surveyId: number, userId: number) {
  const [row] = await db
    .select()
    .from(surveyUsers)
    .where(
      and(
        eq(surveyUsers.surveyId, surveyId),
        eq(surveyUsers.userId, userId),
        isNotNull(surveyUsers.timeCompleted),
        isNull(surveyUsers.dpSurveyUserId),
      ),
    )
    .orderBy(sql`${surveyUsers.timeCompleted} desc`)
    .limit(1);
  return row ?? null;
}

export async function submittedSectionIds(db: Db, surveyUserId: number): Promise<Set<number>> {
  const rows = await db
    .select({ sectionId: sectionSubmissions.sectionId })
    .from(sectionSubmissions)
    .where(eq(sectionSubmissions.surveyUserId, surveyUserId));
  return new Set(rows.map((r) => r.sectionId));
}

export async function listDpParts(db: Db, dpSurveyId: number) {
  return db
    .select({ position: dpSurveyParts.position, survey: surveys })
    .from(dpSurveyParts)
    .innerJoin(surveys, eq(surveys.id, dpSurveyParts.partSurveyId))
    .where(eq(dpSurveyParts.dpSurveyId, dpSurveyId))
    .orderBy(asc(dpSurveyParts.position));
}

export async function listPartSurveyUsers(db: Db, dpSurveyUserId: number) {
  return db.select().from(surveyUsers).where(eq(surveyUsers.dpSurveyUserId, dpSurveyUserId));
}

/** Answers with the dimension and section size each needs for scoring. */
export async function saveResult(db: Db, surveyUserId: number, scores: Record<string, number>) {
  await db
    .insert(surveyResults)
    .values({ surveyUserId, scores })
    .onConflictDoUpdate({
      target: surveyResults.surveyUserId,
      set: { scores, computedAt: new Date() },
    });
}
