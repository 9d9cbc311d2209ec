import type {
  ApiProduct,
  IpulseSubmitBody,
  RankingProduct,
  RankingSubmitBody,
  SubmitResponse,
} from '@portal/shared/surveys';
import { AppError, Conflict, Forbidden, NotFound, Validation } from '../../lib/errors.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { completeSurveyUser, finishTakingIfDone, scoreTaking } from './completion.service.ts';
import { ownTaking } from './progress.service.ts';
import {
  nextSectionId,
  type QuestionnaireStructure,
  questionnaireStructure,
} from './questionnaire-structure.ts';
import { assertSurveyOpen } from './survey-dates.ts';
import { submittedSectionIds } from './surveys.queries.ts';
import {
  claimSection,
  insertAnswers,
  listSectionAnswers,
  listTakingAnswers,
  storeLastSectionAndComplete,
  storeSectionAnswers,
} from './taking.queries.ts';

interface Answer {
  statementId: number;
  score?: number;
}

/**
 * A taking that may be answered: owned, paid for, and (it or its discovery process) open; with
 * its questionnaire's shape and the sections already submitted.
 */
async function answerableSurveyUser(ctx: ActorContext, product: ApiProduct, surveyUserId: number) {
  const taking = await ownTaking(ctx, product, surveyUserId);
  const paid = taking.isAuthorized && (taking.partOf === null || taking.parentIsAuthorized);
  if (!paid) throw new Forbidden('surveys.not_authorized');
  if (!taking.questionnaireId) throw new NotFound();
  // A part of a discovery process is open while its process is.
  const dates =
    taking.partOf === null
      ? { validFrom: taking.validFrom, validTo: taking.validTo }
      : { validFrom: taking.parentValidFrom, validTo: taking.parentValidTo };
  return {
    isCompleted: taking.timeCompleted !== null,
    partOf: taking.partOf,
    dates,
    structure: await questionnaireStructure(ctx.db, taking.questionnaireId),
    submitted: new Set(taking.submitted),
  };
}

/**
 * Finds the one section a submit is about and checks it holds every statement of that section
 * exactly once (issue 3). Field errors name what is wrong.
 */
function sectionOfSubmit(structure: QuestionnaireStructure, given: Answer[]): number {
  const ids = given.map((a) => a.statementId);
  if (new Set(ids).size !== ids.length)
    throw new Validation({ statements: ['surveys.statements_duplicated'] });
  const sectionIds = new Set(ids.map((id) => structure.sectionOfStatement.get(id)));
  const [sectionId] = sectionIds;
  if (sectionIds.size !== 1 || sectionId === undefined) {
    throw new Validation({ statements: ['surveys.statements_foreign'] });
  }
  const section = structure.sections.find((s) => s.id === sectionId);
  if (section?.statementIds.size !== ids.length)
    throw new Validation({ statements: ['surveys.statements_missing'] });
  return sectionId;
}

type AnswerRow = { rank?: number | null; score?: number | null };

/** Whether the answers stored for a section are the ones this submit carries, in its order. */
async function sameAsStored(
  db: ActorContext['db'],
  surveyUserId: number,
  sectionId: number,
  given: Answer[],
  toRow: (a: Answer, index: number) => AnswerRow,
): Promise<boolean> {
  const stored = await listSectionAnswers(db, surveyUserId, sectionId);
  const byStatement = new Map(stored.map((r) => [r.statementId, r]));
  return (
    stored.length === given.length &&
    given.every((a, i) => {
      const row = byStatement.get(a.statementId);
      const want = toRow(a, i);
      return (
        row &&
        (row.rank ?? null) === (want.rank ?? null) &&
        (row.score ?? null) === (want.score ?? null)
      );
    })
  );
}

async function submitSection(
  ctx: ActorContext,
  product: ApiProduct,
  surveyUserId: number,
  given: Answer[],
  toRow: (a: Answer, index: number) => AnswerRow,
): Promise<SubmitResponse> {
  const taking = await answerableSurveyUser(ctx, product, surveyUserId);
  const { structure, submitted } = taking;
  const sectionId = sectionOfSubmit(structure, given);
  if (submitted.has(sectionId))
    return repeatedSubmit(ctx, structure, surveyUserId, sectionId, given, toRow);
  if (taking.isCompleted) throw new AppError(400, 'surveys.already_completed');
  assertSurveyOpen(taking.dates);
  if (nextSectionId(structure, submitted) !== sectionId) {
    throw new Validation({ statements: ['surveys.section_out_of_order'] });
  }

  const rows = given.map((a, i) => ({ surveyUserId, statementId: a.statementId, ...toRow(a, i) }));
  const after = nextSectionId(structure, new Set([...submitted, sectionId]));
  // iPulse completes with its comment; the ranking products with their last section.
  const completes = after === null && product !== 'ipulse';
  // The section's answers and, after the last section, the completion and the results are one
  // transaction (issue 8: a crash between them left takings stuck).
  // A section before the last is one statement, and so is the last with the completion and its
  // scores outside a discovery process (issue 14); a discovery process's part may complete its
  // process too, in a transaction.
  const stored = !completes
    ? await storeSectionAnswers(ctx.db, surveyUserId, sectionId, rows)
    : taking.partOf === null
      ? await storeLastSectionAndComplete(
          ctx.db,
          surveyUserId,
          sectionId,
          rows,
          // The earlier sections' answers are settled: each was stored with its claim.
          scoreTaking(structure, [
            ...(await listTakingAnswers(ctx.db, surveyUserId)),
            ...rows.map((r) => ({
              statementId: r.statementId,
              rank: r.rank ?? null,
              score: r.score ?? null,
            })),
          ]),
        )
      : await ctx.db.transaction(async (tx) => {
          if (!(await claimSection(tx, surveyUserId, sectionId))) return false; // a twin won
          await insertAnswers(tx, rows);
          await completeSurveyUser(tx, surveyUserId);
          return true;
        });
  const next = stored ? after : undefined;
  if (next === undefined)
    return repeatedSubmit(ctx, structure, surveyUserId, sectionId, given, toRow);
  return { nextSection: next };
}

/**
 * The section is stored already (a retry, or a twin submit that won the race). The same answers
 * get the same reply as the first time, and finish the taking if a crash left it unfinished; a
 * different order is a conflict the page shows (issue 8), never silently dropped.
 */
async function repeatedSubmit(
  ctx: ActorContext,
  structure: QuestionnaireStructure,
  surveyUserId: number,
  sectionId: number,
  given: Answer[],
  toRow: (a: Answer, index: number) => AnswerRow,
): Promise<SubmitResponse> {
  if (!(await sameAsStored(ctx.db, surveyUserId, sectionId, given, toRow))) {
    throw new Conflict('surveys.section_conflict');
  }
  const next = nextSectionId(structure, await submittedSectionIds(ctx.db, surveyUserId));
  if (next === null) await finishTakingIfDone(ctx.db, surveyUserId);
  return { nextSection: next };
}

/** PATCH /{product}/survey/user/{id}/submit/: the whole section in rank order. */
export function submitRanking(
  ctx: ActorContext,
  product: RankingProduct,
  surveyUserId: number,
  body: RankingSubmitBody,
): Promise<SubmitResponse> {
  return submitSection(ctx, product, surveyUserId, body.statements, (_a, i) => ({ rank: i + 1 }));
}

/** PATCH /ipulse/survey/user/{id}/submit/: a score from 1 to 4 per statement. */
export function submitIpulse(
  ctx: ActorContext,
  surveyUserId: number,
  body: IpulseSubmitBody,
): Promise<SubmitResponse> {
  return submitSection(ctx, 'ipulse', surveyUserId, body.statements, (a) => ({
    score: a.score ?? null,
  }));
}

export { answerableSurveyUser };
