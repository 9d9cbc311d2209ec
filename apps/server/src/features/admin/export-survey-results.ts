import { isErasedEmail } from '@portal/shared/admin-people';
import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import {
  answers,
  dimensions,
  dpSurveyParts,
  questionnaires,
  resiliencyQuestions,
  resiliencyResponses,
  sections,
  statements,
  surveyResults,
  surveys,
  surveyUsers,
} from '../../db/schema/surveys.ts';
import { pick } from '../surveys/localised.ts';
import {
  EXPORT_BATCH_SIZE,
  type ExportSource,
  keyset,
  type SourceContext,
  surveyOrNotFound,
} from './export-source.ts';
import type { Cell } from './export-writers.ts';

/*
 * A survey's results (issue 13): one row per taking with every answer and every score. A column
 * per statement ("S<section>.<position> <text>": the rank for a ranking product, 1-4 for iPulse)
 * and per dimension ("score: <name>", 0-100 as scoring.ts computes it on completion). A discovery
 * process's answers and scores are its parts' takings' (survey_users.dp_survey_user_id), so its row
 * has the three parts' columns, each prefixed by the part's questionnaire key, then, when it asks
 * the resiliency questionnaire, a column per question ("resiliency R<position> <question>": the
 * 1-5 answer, stored on the discovery process's own taking).
 */

interface Layout {
  header: string[];
  /** Column of a statement's answer, and of a (questionnaire, dimension key)'s score. */
  statementColumn: Map<number, number>;
  scoreColumn: Map<string, number>;
  /** The questionnaire of each survey whose takings hold answers (the survey or its parts). */
  questionnaireOfSurvey: Map<number, number>;
  /** Column of each resiliency question's answer; empty unless the survey asks them. */
  resiliencyColumn: Map<number, number>;
}

const FIXED = ['taking_id', 'first_name', 'last_name', 'email', 'started_at', 'completed_at'];

async function layoutOf(ctx: SourceContext, surveyId: number): Promise<Layout> {
  const survey = await surveyOrNotFound(ctx.db, surveyId);
  const parts = survey.questionnaireId
    ? [{ surveyId: survey.id, questionnaireId: survey.questionnaireId }]
    : await ctx.db
        .select({ surveyId: surveys.id, questionnaireId: surveys.questionnaireId })
        .from(dpSurveyParts)
        .innerJoin(surveys, eq(surveys.id, dpSurveyParts.partSurveyId))
        .where(eq(dpSurveyParts.dpSurveyId, surveyId))
        .orderBy(asc(dpSurveyParts.position));
  const header = [...FIXED];
  const statementColumn = new Map<number, number>();
  const scoreColumn = new Map<string, number>();
  const questionnaireOfSurvey = new Map<number, number>();
  const prefixed = parts.length > 1;
  for (const part of parts) {
    if (part.questionnaireId === null) continue;
    questionnaireOfSurvey.set(part.surveyId, part.questionnaireId);
    const [q] = await ctx.db
      .select({ key: questionnaires.key })
      .from(questionnaires)
      .where(eq(questionnaires.id, part.questionnaireId));
    const prefix = prefixed && q ? `${q.key} ` : '';
    const rows = await ctx.db
      .select({
        id: statements.id,
        section: sections.position,
        position: statements.position,
        texts: statements.texts,
      })
      .from(statements)
      .innerJoin(sections, eq(sections.id, statements.sectionId))
      .where(eq(sections.questionnaireId, part.questionnaireId))
      .orderBy(asc(sections.position), asc(statements.position));
    for (const s of rows) {
      statementColumn.set(s.id, header.length);
      const text = pick(s.texts, ctx.locale, survey.defaultLanguage);
      header.push(`${prefix}S${s.section}.${s.position} ${text}`.trim());
    }
    const dims = await ctx.db
      .select({ key: dimensions.key, names: dimensions.names })
      .from(dimensions)
      .where(eq(dimensions.questionnaireId, part.questionnaireId))
      .orderBy(asc(dimensions.position));
    for (const d of dims) {
      scoreColumn.set(`${part.questionnaireId}:${d.key}`, header.length);
      header.push(`${prefix}score: ${pick(d.names, ctx.locale, survey.defaultLanguage)}`);
    }
  }
  const resiliencyColumn = new Map<number, number>();
  if (survey.resiliencyEnabled) {
    const questions = await ctx.db
      .select()
      .from(resiliencyQuestions)
      .orderBy(asc(resiliencyQuestions.position));
    for (const q of questions) {
      resiliencyColumn.set(q.id, header.length);
      const text = pick(q.texts, ctx.locale, survey.defaultLanguage);
      header.push(`resiliency R${q.position} ${text}`.trim());
    }
  }
  return { header, statementColumn, scoreColumn, questionnaireOfSurvey, resiliencyColumn };
}

interface Taking {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  timeCreated: Date;
  timeCompleted: Date | null;
}

/** One batch of takings as rows: their parts, answers and scores in three queries. */
async function rowsOf(ctx: SourceContext, layout: Layout, surveyId: number, takings: Taking[]) {
  const ids = takings.map((t) => t.id);
  // Which taking's row each answer-holding taking fills, and which questionnaire it answered.
  const rowOf = new Map<number, number>();
  const surveyOfHolder = new Map<number, number>();
  takings.forEach((t, i) => {
    rowOf.set(t.id, i);
    surveyOfHolder.set(t.id, surveyId);
  });
  if (!layout.questionnaireOfSurvey.has(surveyId)) {
    const parts = await ctx.db
      .select({
        id: surveyUsers.id,
        surveyId: surveyUsers.surveyId,
        parent: surveyUsers.dpSurveyUserId,
      })
      .from(surveyUsers)
      .where(inArray(surveyUsers.dpSurveyUserId, ids));
    for (const p of parts) {
      rowOf.set(p.id, rowOf.get(p.parent as number) as number);
      surveyOfHolder.set(p.id, p.surveyId);
    }
  }
  const holders = [...rowOf.keys()];
  const width = layout.header.length;
  const rows: Cell[][] = takings.map((t) => {
    const row: Cell[] = new Array(width).fill(null);
    const erased = isErasedEmail(t.email);
    row[0] = t.id;
    row[1] = erased ? '' : t.firstName;
    row[2] = erased ? '' : t.lastName;
    row[3] = erased ? '' : t.email;
    row[4] = t.timeCreated;
    row[5] = t.timeCompleted;
    return row;
  });
  // One row per taking, its answers folded into one JSON text by the database: a batch's tens of
  // thousands of answers would otherwise become as many objects to build on the event loop.
  const given = await ctx.db
    .select({
      surveyUserId: answers.surveyUserId,
      values: sql<string>`jsonb_object_agg(${answers.statementId}, coalesce(${answers.rank}, ${answers.score}))::text`,
    })
    .from(answers)
    .where(inArray(answers.surveyUserId, holders))
    .groupBy(answers.surveyUserId);
  for (const a of given) {
    const row = rows[rowOf.get(a.surveyUserId) as number];
    if (!row) continue;
    const values = JSON.parse(a.values) as Record<string, number | null>;
    for (const statementId in values) {
      const column = layout.statementColumn.get(Number(statementId));
      if (column !== undefined) row[column] = values[statementId];
    }
  }
  const scored = await ctx.db
    .select({ surveyUserId: surveyResults.surveyUserId, scores: surveyResults.scores })
    .from(surveyResults)
    .where(inArray(surveyResults.surveyUserId, holders));
  for (const r of scored) {
    const questionnaireId = layout.questionnaireOfSurvey.get(
      surveyOfHolder.get(r.surveyUserId) as number,
    );
    const row = rows[rowOf.get(r.surveyUserId) as number];
    for (const [key, value] of Object.entries(r.scores)) {
      const column = layout.scoreColumn.get(`${questionnaireId}:${key}`);
      if (column !== undefined && row) row[column] = value;
    }
  }
  if (layout.resiliencyColumn.size > 0) {
    const responses = await ctx.db
      .select()
      .from(resiliencyResponses)
      .where(inArray(resiliencyResponses.dpSurveyUserId, ids));
    for (const r of responses) {
      const row = rows[rowOf.get(r.dpSurveyUserId) as number];
      const column = layout.resiliencyColumn.get(r.questionId);
      if (column !== undefined && row) row[column] = r.value;
    }
  }
  return rows;
}

export async function surveyResultsSource(
  ctx: SourceContext,
  surveyId: number,
): Promise<ExportSource> {
  const layout = await layoutOf(ctx, surveyId);
  const ofSurvey = and(eq(surveyUsers.surveyId, surveyId), isNull(surveyUsers.dpSurveyUserId));
  const [counted] = await ctx.db.select({ n: count() }).from(surveyUsers).where(ofSurvey);
  const takings = keyset(
    (after) =>
      ctx.db
        .select({
          id: surveyUsers.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          timeCreated: surveyUsers.timeCreated,
          timeCompleted: surveyUsers.timeCompleted,
        })
        .from(surveyUsers)
        .innerJoin(users, eq(users.id, surveyUsers.userId))
        .where(and(ofSurvey, after === null ? undefined : gt(surveyUsers.id, after)))
        .orderBy(asc(surveyUsers.id))
        .limit(EXPORT_BATCH_SIZE),
    (t) => t.id,
  );
  return {
    baseName: `survey-${surveyId}-results`,
    header: layout.header,
    total: counted?.n ?? 0,
    async *batches() {
      for await (const batch of takings) yield await rowsOf(ctx, layout, surveyId, batch);
    },
  };
}
