import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ipulseComments, surveys, surveyUsers } from '../../db/schema/surveys.ts';
import type { Tx } from '../../db/transaction.ts';
import { completeSurveyUser } from './completion.service.ts';
import { DEMO_SURVEY_CODES } from './demo-surveys.seed.ts';
import { type QuestionnaireStructure, questionnaireStructure } from './questionnaire-structure.ts';
import { listDpParts } from './surveys.queries.ts';
import { claimSection, insertAnswers } from './taking.queries.ts';

/**
 * What the demo learner has done before a newcomer signs in (issue 9): a completed E.Q. with the
 * Soft Touch layout (so the dashboard and the PDF report show at once), a discovery process
 * half way (its E.Q. part done, its values part begun) and a completed iPulse. Answers go in
 * through the same queries a submit uses and the completion through completion.service, so the
 * results are the real scores of those answers.
 *
 * Idempotent: each piece is made only when the learner has no taking of that survey at all, so a
 * restart adds nothing and what the learner does afterwards is kept.
 */
export async function seedDemoHistory(db: Db, learnerId: number): Promise<void> {
  const softTouch = await plannedSurvey(db, DEMO_SURVEY_CODES.eqSoftTouch, learnerId);
  if (softTouch) {
    await db.transaction((tx) => answeredTaking(tx, softTouch, learnerId));
  }
  const dp = await plannedSurvey(db, DEMO_SURVEY_CODES.dp, learnerId);
  if (dp) {
    // Its parts, read before the transaction: the embedded database has one connection.
    const parts = await Promise.all(
      (await listDpParts(db, dp.id)).slice(0, 2).map((p) => withStructure(db, p.survey)),
    );
    await db.transaction((tx) => discoveryInProgress(tx, dp.id, parts, learnerId));
  }
  const ipulse = await plannedSurvey(db, DEMO_SURVEY_CODES.ipulse, learnerId);
  if (ipulse) {
    await db.transaction(async (tx) => {
      const id = await answeredTaking(tx, ipulse, learnerId, { complete: false });
      // An iPulse ends with its comment (platform spec §4), as submitIpulseComment stores it.
      await tx.insert(ipulseComments).values({ surveyUserId: id, comment: DEMO_IPULSE_COMMENT });
      await completeSurveyUser(tx, id);
    });
  }
}

const DEMO_IPULSE_COMMENT = 'A busy month, and a good one for the team.';

interface PlannedSurvey {
  id: number;
  product: string;
  structure: QuestionnaireStructure | null;
}

/** The demo survey with that code, unless missing or the learner has taken it already. */
async function plannedSurvey(
  db: Db,
  accessCode: string,
  userId: number,
): Promise<PlannedSurvey | null> {
  const [survey] = await db
    .select({ id: surveys.id, product: surveys.product, questionnaireId: surveys.questionnaireId })
    .from(surveys)
    .where(eq(surveys.accessCode, accessCode));
  if (!survey) return null;
  const taken = await db
    .select({ id: surveyUsers.id })
    .from(surveyUsers)
    .where(and(eq(surveyUsers.surveyId, survey.id), eq(surveyUsers.userId, userId)))
    .limit(1);
  return taken.length ? null : withStructure(db, survey);
}

async function withStructure(
  db: Db,
  survey: { id: number; product: string; questionnaireId: number | null },
): Promise<PlannedSurvey> {
  const structure = survey.questionnaireId
    ? await questionnaireStructure(db, survey.questionnaireId)
    : null;
  return { id: survey.id, product: survey.product, structure };
}

/**
 * A taking with every section answered (or the first `sections`), completed with its results
 * unless told otherwise. Answers differ from section to section, so the report has a profile.
 */
async function answeredTaking(
  tx: Tx,
  survey: PlannedSurvey,
  userId: number,
  options: { complete?: boolean; sections?: number; dpSurveyUserId?: number } = {},
): Promise<number> {
  if (!survey.structure) throw new Error(`demo survey ${survey.id} has no questionnaire`);
  const [row] = await tx
    .insert(surveyUsers)
    .values({
      surveyId: survey.id,
      userId,
      isAuthorized: true,
      dpSurveyUserId: options.dpSurveyUserId ?? null,
    })
    .returning({ id: surveyUsers.id });
  const surveyUserId = row!.id;
  await answerSections(tx, surveyUserId, survey.structure, survey.product, options.sections);
  if (options.complete ?? true) await completeSurveyUser(tx, surveyUserId);
  return surveyUserId;
}

/** Submits the first `count` sections (all by default) as the submit service stores them. */
async function answerSections(
  tx: Tx,
  surveyUserId: number,
  structure: QuestionnaireStructure,
  product: string,
  count = structure.sections.length,
): Promise<void> {
  for (const [s, section] of structure.sections.slice(0, count).entries()) {
    await claimSection(tx, surveyUserId, section.id);
    const ids = rotate([...section.statementIds], s);
    await insertAnswers(
      tx,
      ids.map((statementId, i) =>
        product === 'ipulse'
          ? { surveyUserId, statementId, score: 1 + ((i + s) % 4) }
          : { surveyUserId, statementId, rank: i + 1 },
      ),
    );
  }
}

/** The list turned by `by` places: a different statement leads each section. */
function rotate<T>(list: T[], by: number): T[] {
  const k = list.length ? (by * 3) % list.length : 0;
  return [...list.slice(k), ...list.slice(0, k)];
}

/** The discovery process: its E.Q. part completed, its values part two sections in. */
async function discoveryInProgress(
  tx: Tx,
  dpSurveyId: number,
  [eqPart, valuesPart]: PlannedSurvey[],
  userId: number,
) {
  if (!eqPart || !valuesPart) throw new Error('demo discovery process has no parts');
  const [parent] = await tx
    .insert(surveyUsers)
    .values({ surveyId: dpSurveyId, userId, isAuthorized: true })
    .returning({ id: surveyUsers.id });
  const dpSurveyUserId = parent!.id;
  await answeredTaking(tx, eqPart, userId, { dpSurveyUserId });
  await answeredTaking(tx, valuesPart, userId, { dpSurveyUserId, complete: false, sections: 2 });
}
