import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { oncePerDb, prepareSql } from '../../db/prepared.ts';
import {
  answers,
  sectionSubmissions,
  sections,
  statements,
  surveyResults,
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
  const rows = await mayReadSection(db).execute({ userId, sectionId });
  return rows.length > 0;
}

const mayReadSection = oncePerDb((db) =>
  db
    .select({ id: surveyUsers.id })
    .from(surveyUsers)
    .innerJoin(surveys, eq(surveys.id, surveyUsers.surveyId))
    .innerJoin(sections, eq(sections.questionnaireId, surveys.questionnaireId))
    .where(
      and(
        eq(surveyUsers.userId, sql.placeholder('userId')),
        eq(surveyUsers.isAuthorized, true),
        eq(sections.id, sql.placeholder('sectionId')),
      ),
    )
    .limit(1)
    .prepare('user_may_read_section'),
);

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

const openTakings = alias(surveyUsers, 'open_takings');

/**
 * What starting or finding a person's taking of a survey needs, in one round trip (issue 14: it
 * was up to three queries, one of them the whole survey row with its welcome message in twelve
 * languages): the survey's access code, dates, price and access rule, the person's open taking
 * if any (one at most: survey_users_open_unique), and whether they have completed one.
 */
export async function findTakingToStart(db: Db, product: string, surveyId: number, userId: number) {
  const [row] = await takingToStart(db).execute({ product, surveyId, userId });
  return row ?? null;
}

const takingToStart = oncePerDb((db) =>
  db
    .select({
      surveyId: surveys.id,
      accessCode: surveys.accessCode,
      validFrom: surveys.validFrom,
      validTo: surveys.validTo,
      pricePence: surveys.pricePence,
      isUnlimitedAccess: surveys.isUnlimitedAccess,
      open: { id: openTakings.id, isAuthorized: openTakings.isAuthorized },
      hasCompleted: sql<boolean>`exists (
        select 1 from ${surveyUsers}
         where ${surveyUsers.surveyId} = ${surveys.id}
           and ${surveyUsers.userId} = ${sql.placeholder('userId')}
           and ${surveyUsers.timeCompleted} is not null
           and ${surveyUsers.dpSurveyUserId} is null)`,
    })
    .from(surveys)
    .leftJoin(
      openTakings,
      and(
        eq(openTakings.surveyId, surveys.id),
        eq(openTakings.userId, sql.placeholder('userId')),
        isNull(openTakings.timeCompleted),
        isNull(openTakings.dpSurveyUserId),
      ),
    )
    .where(
      and(
        eq(surveys.id, sql.placeholder('surveyId')),
        eq(surveys.product, sql.placeholder('product')),
      ),
    )
    .limit(1)
    .prepare('find_taking_to_start'),
);

const parentTakings = alias(surveyUsers, 'parent_takings');
const parentSurveys = alias(surveys, 'parent_surveys');

/**
 * What answering a section needs to know of a taking, in one round trip (issue 14: it was three
 * queries and the whole survey row with its welcome message in twelve languages): the taking,
 * its survey's product, questionnaire and dates, its discovery process's payment and dates when
 * it is a part of one, the sections submitted so far, and whether its scores are stored.
 */
export async function findTakingToAnswer(db: Db, surveyUserId: number) {
  const [row] = await takingToAnswer(db).execute({ surveyUserId });
  return row ?? null;
}

const takingToAnswer = oncePerDb((db) =>
  db
    .select({
      id: surveyUsers.id,
      userId: surveyUsers.userId,
      isAuthorized: surveyUsers.isAuthorized,
      timeCompleted: surveyUsers.timeCompleted,
      product: surveys.product,
      questionnaireId: surveys.questionnaireId,
      validFrom: surveys.validFrom,
      validTo: surveys.validTo,
      partOf: surveyUsers.dpSurveyUserId,
      parentIsAuthorized: parentTakings.isAuthorized,
      parentValidFrom: parentSurveys.validFrom,
      parentValidTo: parentSurveys.validTo,
      submitted: sql<
        number[]
      >`array(select ${sectionSubmissions.sectionId} from ${sectionSubmissions} where ${sectionSubmissions.surveyUserId} = ${surveyUsers.id})`,
      hasResult: sql<boolean>`exists (select from ${surveyResults} where ${surveyResults.surveyUserId} = ${surveyUsers.id})`,
    })
    .from(surveyUsers)
    .innerJoin(surveys, eq(surveys.id, surveyUsers.surveyId))
    .leftJoin(parentTakings, eq(parentTakings.id, surveyUsers.dpSurveyUserId))
    .leftJoin(parentSurveys, eq(parentSurveys.id, parentTakings.surveyId))
    .where(eq(surveyUsers.id, sql.placeholder('surveyUserId')))
    .limit(1)
    .prepare('find_taking_to_answer'),
);

type AnswerRow = { statementId: number; rank?: number | null; score?: number | null };

/** The given answers as the three array parameters of CLAIM_AND_STORE. */
function answerArrays(surveyUserId: number, sectionId: number, rows: AnswerRow[]) {
  return {
    surveyUserId,
    sectionId,
    statementIds: intArray(rows.map((r) => r.statementId)),
    ranks: intArray(rows.map((r) => r.rank ?? null)),
    scores: intArray(rows.map((r) => r.score ?? null)),
  };
}

/**
 * The claim of a section and its answers, only if the claim was made: the first two parts of
 * either statement below. A twin submit of the same section waits on the claim's unique key and
 * then claims nothing, as in claimSection.
 */
const CLAIM_AND_STORE = sql`
    with claimed as (
      insert into ${sectionSubmissions} (survey_user_id, section_id)
      values (${sql.placeholder('surveyUserId')}, ${sql.placeholder('sectionId')})
      on conflict do nothing
      returning survey_user_id
    ), stored as (
      insert into ${answers} (survey_user_id, statement_id, rank, score)
      select claimed.survey_user_id, given.statement_id, given.rank, given.score
        from claimed,
             unnest(${sql.placeholder('statementIds')}::int[], ${sql.placeholder('ranks')}::smallint[],
                    ${sql.placeholder('scores')}::smallint[]) as given(statement_id, rank, score)
    )`;

/**
 * A section that is not the last, stored in one statement (issue 14): the claim, its answers only
 * if the claim was made, and the taking's last activity. One statement is one transaction without
 * the two round trips of BEGIN and COMMIT. False when the section was submitted already.
 */
export async function storeSectionAnswers(
  db: Db,
  surveyUserId: number,
  sectionId: number,
  rows: AnswerRow[],
): Promise<boolean> {
  const [row] = await storeSection(db).rows(answerArrays(surveyUserId, sectionId, rows));
  return row?.claimed === 1;
}

const storeSection = oncePerDb((db) =>
  prepareSql<{ claimed: number }>(
    db,
    'store_section_answers',
    sql`${CLAIM_AND_STORE}, touched as (
      update ${surveyUsers} set last_reviewed_at = now()
       where id = ${sql.placeholder('surveyUserId')} and exists (select from claimed)
    )
    select count(*)::int as claimed from claimed`,
  ),
);

/**
 * The last section of a taking outside a discovery process, its completion and its scores in one
 * statement (issue 14: it was a transaction of seven round trips, which held a pooled connection
 * idle between them; under a survey launch's load those waits stalled every call). The scores are
 * worked out before, from the earlier sections' answers and these; they are stored only if the
 * claim was made. False when the section was submitted already.
 */
export async function storeLastSectionAndComplete(
  db: Db,
  surveyUserId: number,
  sectionId: number,
  rows: AnswerRow[],
  scores: Record<string, number>,
): Promise<boolean> {
  const [row] = await storeLastSection(db).rows({
    ...answerArrays(surveyUserId, sectionId, rows),
    results: JSON.stringify(scores),
  });
  return row?.claimed === 1;
}

const storeLastSection = oncePerDb((db) =>
  prepareSql<{ claimed: number }>(
    db,
    'store_last_section_and_complete',
    sql`${CLAIM_AND_STORE}, completed as (
      update ${surveyUsers}
         set time_completed = coalesce(time_completed, now()), last_reviewed_at = now()
       where id = ${sql.placeholder('surveyUserId')} and exists (select from claimed)
    ), scored as (
      insert into ${surveyResults} (survey_user_id, scores)
      select survey_user_id, ${sql.placeholder('results')}::jsonb from claimed
      on conflict (survey_user_id) do update set scores = excluded.scores, created_at = now()
    )
    select count(*)::int as claimed from claimed`,
  ),
);

/** Every answer of a taking, as the scoring reads them. */
export async function listTakingAnswers(db: Tx | Db, surveyUserId: number) {
  return db
    .select({ statementId: answers.statementId, rank: answers.rank, score: answers.score })
    .from(answers)
    .where(eq(answers.surveyUserId, surveyUserId));
}

/**
 * An array parameter as PostgreSQL's text form ('{1,2,NULL}'), which both drivers pass as one
 * value (Drizzle spreads a JavaScript array into a list of parameters).
 */
function intArray(values: (number | null)[]): string {
  for (const v of values) if (v !== null && !Number.isInteger(v)) throw new Error('not an integer');
  return `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;
}
