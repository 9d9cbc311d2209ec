import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  answers,
  sectionSubmissions,
  sections,
  statements,
  surveys,
  surveyUsers,
} from '../../db/schema/surveys.ts';

/** Whether the person has a taking of this survey (directly or as a discovery-process part). */
export async function userTakesSurvey(db: Db, userId: number, surveyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: surveyUsers.id })
    .from(surveyUsers)
    .where(and(eq(surveyUsers.userId, userId), eq(surveyUsers.surveyId, surveyId)))
    .limit(1);
  return rows.length > 0;
}

/** Whether the person may read a section's statements: an authorised taking of its questionnaire. */
export async function userMayReadSection(
  db: Db,
  userId: number,
  sectionId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: surveyUsers.id })
    .from(surveyUsers)
    .innerJoin(surveys, eq(surveys.id, surveyUsers.surveyId))
    .innerJoin(sections, eq(sections.questionnaireId, surveys.questionnaireId))
    .where(
      and(
        eq(surveyUsers.userId, userId),
        eq(surveyUsers.isAuthorized, true),
        eq(sections.id, sectionId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

import type { Tx } from '../../db/transaction.ts';

/** Claims a section for a survey user; false when it was already submitted (idempotency). */
export async function claimSection(
  tx: Tx,
  surveyUserId: number,
  sectionId: number,
): Promise<boolean> {
  const rows = await tx
    .insert(sectionSubmissions)
    .values({ surveyUserId, sectionId })
    .onConflictDoNothing()
    .returning({ sectionId: sectionSubmissions.sectionId });
  return rows.length > 0;
}

export async function insertAnswers(
  tx: Tx,
  rows: {
    surveyUserId: number;
    statementId: number;
    rank?: number | null;
    score?: number | null;
  }[],
) {
  await tx.insert(answers).values(rows);
}

export async function countSubmittedSections(tx: Tx | Db, surveyUserId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(sectionSubmissions)
    .where(eq(sectionSubmissions.surveyUserId, surveyUserId));
  return Number(row?.n ?? 0);
}

export async function markCompleted(tx: Tx | Db, surveyUserId: number) {
  await tx
    .update(surveyUsers)
    .set({
      timeCompleted: sql`coalesce(${surveyUsers.timeCompleted}, now())`,
      lastReviewedAt: new Date(),
    })
    .where(eq(surveyUsers.id, surveyUserId));
}

/** The stored answers of one section of a taking, in rank order (iPulse: statement order). */
export async function listSectionAnswers(db: Tx | Db, surveyUserId: number, sectionId: number) {
  return db
    .select({ statementId: answers.statementId, rank: answers.rank, score: answers.score })
    .from(answers)
    .innerJoin(statements, eq(statements.id, answers.statementId))
    .where(and(eq(answers.surveyUserId, surveyUserId), eq(statements.sectionId, sectionId)))
    .orderBy(asc(answers.rank), asc(answers.statementId));
}

export async function touchSurveyUser(db: Tx | Db, surveyUserId: number) {
  await db
    .update(surveyUsers)
    .set({ lastReviewedAt: new Date() })
    .where(eq(surveyUsers.id, surveyUserId));
}
