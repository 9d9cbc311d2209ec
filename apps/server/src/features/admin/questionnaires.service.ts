import type { AdminListQuery } from '@portal/shared/admin';
import type {
  AdminQuestionnaire,
  AdminQuestionnaireDetail,
  AdminQuestionnairesResponse,
  QuestionnaireFile,
  QuestionnaireImportResult,
} from '@portal/shared/admin-questionnaires';
import { asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  dimensions,
  questionnaires,
  sections,
  statements,
  surveys,
} from '../../db/schema/surveys.ts';
import { NotFound } from '../../lib/errors.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { pick } from '../surveys/localised.ts';
import {
  answeredTakingsSql,
  importQuestionnaire,
} from '../surveys/questionnaire-import.service.ts';
import { recordAudit } from './admin-audit.ts';
import { likeAny } from './courses.service.ts';

/*
 * The console's questionnaire content (issue 13, Surveys): the questionnaires with their size and
 * use, one questionnaire's sections and statements in every language, and the import of a
 * questionnaire file through the surveys feature's import service (decision 030), audited in its
 * transaction.
 */

/* Plain-SQL subqueries with their own aliases (courses.service.ts says why). */
const countOf = (query: string) => sql<number>`(${sql.raw(query)})`.mapWith(Number);

const selection = {
  id: questionnaires.id,
  key: questionnaires.key,
  product: questionnaires.product,
  dimensions: countOf(
    'select count(*) from dimensions d where d.questionnaire_id = questionnaires.id',
  ),
  sections: countOf('select count(*) from sections s where s.questionnaire_id = questionnaires.id'),
  statements: countOf(
    'select count(*) from statements st inner join sections s on s.id = st.section_id where s.questionnaire_id = questionnaires.id',
  ),
  surveys: countOf('select count(*) from surveys v where v.questionnaire_id = questionnaires.id'),
  answeredTakings: answeredTakingsSql(sql.raw('questionnaires.id')),
};

type Row = Awaited<ReturnType<typeof selectQuestionnaires>>[number];
const selectQuestionnaires = (db: Db) => db.select(selection).from(questionnaires);

const toItem = (row: Row): AdminQuestionnaire => ({
  ...row,
  product: row.product as AdminQuestionnaire['product'],
});

/** GET /admin/questionnaires: by key unless told; q matches the key. */
export async function listAdminQuestionnaires(
  ctx: ActorContext,
  query: AdminListQuery,
): Promise<AdminQuestionnairesResponse> {
  const q = query.q?.trim();
  const where = q ? ilike(questionnaires.key, likeAny(q)) : undefined;
  const dir = query.order === 'desc' ? desc : asc;
  const order =
    query.sort === 'product'
      ? [dir(questionnaires.product), asc(questionnaires.key)]
      : [dir(questionnaires.key)];
  const [rows, [counted]] = await Promise.all([
    selectQuestionnaires(ctx.db)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(questionnaires)
      .where(where),
  ]);
  return {
    items: rows.map(toItem),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize as AdminQuestionnairesResponse['pageSize'],
  };
}

/** GET /admin/questionnaires/{id}: every text in every locale; the page picks the language. */
export async function getAdminQuestionnaire(
  ctx: ActorContext,
  id: number,
): Promise<AdminQuestionnaireDetail> {
  const [row] = await selectQuestionnaires(ctx.db).where(eq(questionnaires.id, id));
  if (!row) throw new NotFound();
  const [dimensionRows, sectionRows, statementRows, surveyRows] = await Promise.all([
    ctx.db
      .select({ id: dimensions.id, key: dimensions.key, names: dimensions.names })
      .from(dimensions)
      .where(eq(dimensions.questionnaireId, id))
      .orderBy(asc(dimensions.position)),
    ctx.db
      .select({
        id: sections.id,
        position: sections.position,
        titles: sections.titles,
        instructions: sections.instructions,
      })
      .from(sections)
      .where(eq(sections.questionnaireId, id))
      .orderBy(asc(sections.position)),
    ctx.db
      .select({
        id: statements.id,
        sectionId: statements.sectionId,
        position: statements.position,
        dimensionId: statements.dimensionId,
        texts: statements.texts,
      })
      .from(statements)
      .innerJoin(sections, eq(sections.id, statements.sectionId))
      .where(eq(sections.questionnaireId, id))
      .orderBy(asc(sections.position), asc(statements.position)),
    ctx.db
      .select({
        id: surveys.id,
        titles: surveys.titles,
        defaultLanguage: surveys.defaultLanguage,
        accessCode: surveys.accessCode,
      })
      .from(surveys)
      .where(eq(surveys.questionnaireId, id))
      .orderBy(asc(surveys.id)),
  ]);
  const dimensionKey = new Map(dimensionRows.map((d) => [d.id, d.key]));
  return {
    ...toItem(row),
    dimensionList: dimensionRows.map((d) => ({ key: d.key, name: d.names })),
    sectionList: sectionRows.map((s) => ({
      id: s.id,
      position: s.position,
      title: s.titles,
      instructions: s.instructions,
      statements: statementRows
        .filter((st) => st.sectionId === s.id)
        .map((st) => ({
          id: st.id,
          position: st.position,
          dimension: dimensionKey.get(st.dimensionId) ?? '',
          text: st.texts,
        })),
    })),
    surveyList: surveyRows.map((s) => ({
      id: s.id,
      title: pick(s.titles, ctx.locale, s.defaultLanguage),
      accessCode: s.accessCode,
    })),
  };
}

/** POST /admin/questionnaires/import: a new questionnaire, or an unanswered one rewritten. */
export async function importAdminQuestionnaire(
  ctx: ActorContext,
  file: QuestionnaireFile,
): Promise<QuestionnaireImportResult> {
  return importQuestionnaire(ctx.db, file, (tx, done) =>
    recordAudit(tx, ctx, {
      action: done.created
        ? 'admin.questionnaires.import_new'
        : 'admin.questionnaires.import_update',
      detail: {
        questionnaireId: done.questionnaireId,
        key: done.key,
        dimensions: done.dimensions,
        sections: done.sections,
        statements: done.statements,
      },
    }),
  );
}
