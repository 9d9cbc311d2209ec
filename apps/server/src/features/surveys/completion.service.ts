import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ipulseComments, surveyResults, surveys, surveyUsers } from '../../db/schema/surveys.ts';
import type { Tx } from '../../db/transaction.ts';
import {
  loadQuestionnaireStructure,
  type QuestionnaireStructure,
  scoringRows,
} from './questionnaire-structure.ts';
import { scoreDimensions } from './scoring.ts';
import { findSurveyUser, listDpParts, listPartSurveyUsers, saveResult } from './surveys.queries.ts';
import { listTakingAnswers, markCompleted } from './taking.queries.ts';

/**
 * Marks a taking completed and stores its scores; when it is the last part of a discovery
 * process, the discovery process is completed too. Callers run it inside the transaction that
 * stores the last answer (issue 8: a crash must not leave a taking with every answer and no
 * completion or no result).
 */
export async function completeSurveyUser(tx: Tx | Db, surveyUserId: number): Promise<void> {
  await markCompleted(tx, surveyUserId);
  const [taking] = await tx
    .select({ partOf: surveyUsers.dpSurveyUserId, questionnaireId: surveys.questionnaireId })
    .from(surveyUsers)
    .innerJoin(surveys, eq(surveys.id, surveyUsers.surveyId))
    .where(eq(surveyUsers.id, surveyUserId));
  if (!taking) return;
  const structure = taking.questionnaireId
    ? await loadQuestionnaireStructure(tx, taking.questionnaireId)
    : null;
  const answers = structure ? await listTakingAnswers(tx, surveyUserId) : [];
  await saveResult(tx, surveyUserId, structure ? scoreTaking(structure, answers) : {});
  if (taking.partOf) await completeDpIfDone(tx, taking.partOf);
}

/** A taking's scores from all its answers (docs/decisions/006-scoring-model.md). */
export function scoreTaking(
  structure: QuestionnaireStructure,
  answers: { statementId: number; rank: number | null; score: number | null }[],
): Record<string, number> {
  return scoreDimensions(scoringRows(structure, answers));
}

export async function completeDpIfDone(tx: Tx | Db, dpSurveyUserId: number): Promise<boolean> {
  const parent = await findSurveyUser(tx, dpSurveyUserId);
  if (!parent) return false;
  if (parent.surveyUser.timeCompleted) return true;
  const [parts, takings] = await Promise.all([
    listDpParts(tx, parent.survey.id),
    listPartSurveyUsers(tx, dpSurveyUserId),
  ]);
  const done = parts.every((p) =>
    takings.some((t) => t.surveyId === p.survey.id && t.timeCompleted),
  );
  if (done && parts.length > 0) await markCompleted(tx, dpSurveyUserId);
  return done;
}

/**
 * Finishes a taking whose answers are all stored but whose completion or result is missing, as a
 * crash before issue 8 could leave it. Callers call it once they know no section is left (they
 * have just read that); a ranking taking is then done, an iPulse once it has its comment. It
 * writes only when something is missing, and row-locks the taking so two readers do not finish
 * it twice.
 */
export async function finishTakingIfDone(db: Db, surveyUserId: number): Promise<void> {
  const found = await findSurveyUser(db, surveyUserId);
  if (!found) return;
  const [result] = await db
    .select({ id: surveyResults.surveyUserId })
    .from(surveyResults)
    .where(eq(surveyResults.surveyUserId, surveyUserId));
  if (found.surveyUser.timeCompleted && result) return;
  if (found.survey.product === 'ipulse') {
    const [comment] = await db
      .select({ id: ipulseComments.surveyUserId })
      .from(ipulseComments)
      .where(eq(ipulseComments.surveyUserId, surveyUserId));
    if (!comment) return;
  }
  await db.transaction(async (tx) => {
    await tx.select().from(surveyUsers).where(eq(surveyUsers.id, surveyUserId)).for('update');
    await completeSurveyUser(tx, surveyUserId);
  });
}
