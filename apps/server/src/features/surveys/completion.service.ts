import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveyUsers } from '../../db/schema/surveys.ts';
import { scoreDimensions } from './scoring.ts';
import {
  findSurveyUser,
  listDpParts,
  listPartSurveyUsers,
  listScoringRows,
  saveResult,
} from './surveys.queries.ts';
import { markCompleted } from './taking.queries.ts';

/**
 * Marks a taking completed and stores its scores; when it is the last part of a discovery
 * process, the discovery process is completed too.
 */
export async function completeSurveyUser(db: Db, surveyUserId: number): Promise<void> {
  await markCompleted(db, surveyUserId);
  const rows = await listScoringRows(db, surveyUserId);
  await saveResult(
    db,
    surveyUserId,
    scoreDimensions(rows.map((r) => ({ ...r, sectionSize: Number(r.sectionSize) }))),
  );
  const [me] = await db.select().from(surveyUsers).where(eq(surveyUsers.id, surveyUserId));
  if (me?.dpSurveyUserId) await completeDpIfDone(db, me.dpSurveyUserId);
}

export async function completeDpIfDone(db: Db, dpSurveyUserId: number): Promise<boolean> {
  const parent = await findSurveyUser(db, dpSurveyUserId);
  if (!parent) return false;
  if (parent.surveyUser.timeCompleted) return true;
  const [parts, takings] = await Promise.all([
    listDpParts(db, parent.survey.id),
    listPartSurveyUsers(db, dpSurveyUserId),
  ]);
  const done = parts.every((p) =>
    takings.some((t) => t.surveyId === p.survey.id && t.timeCompleted),
  );
  if (done && parts.length > 0) await markCompleted(db, dpSurveyUserId);
  return done;
}
