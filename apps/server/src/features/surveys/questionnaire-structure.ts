import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifiedCachePerDb } from '../../db/notified-cache.ts';
import { dimensions, sections, statements } from '../../db/schema/surveys.ts';
import type { Tx } from '../../db/transaction.ts';
import type { ScoringRow } from './scoring.ts';

/** A questionnaire's sections in order, each with its statement ids, and what each statement scores. */
export interface QuestionnaireStructure {
  sections: { id: number; position: number; statementIds: Set<number> }[];
  sectionOfStatement: Map<number, number>;
  /** The key of the dimension a statement counts towards (scoring.ts). */
  dimensionOfStatement: Map<number, string>;
}

/**
 * Questionnaire content changes only when an operator edits it, yet every submit needs its shape.
 * Each server keeps it until the database tells of an edit to sections or statements (issue 14;
 * it was kept a minute before), which saves three queries a submit.
 */
const cacheOf = notifiedCachePerDb<number, QuestionnaireStructure>('portal_content');

export function questionnaireStructure(
  db: Db,
  questionnaireId: number,
): Promise<QuestionnaireStructure> {
  return cacheOf(db).get(questionnaireId, () => loadQuestionnaireStructure(db, questionnaireId));
}

/** Read from the database, not the cache: inside a transaction, which the cache cannot serve. */
export async function loadQuestionnaireStructure(
  db: Db | Tx,
  questionnaireId: number,
): Promise<QuestionnaireStructure> {
  const rows = await db
    .select({
      sectionId: sections.id,
      position: sections.position,
      statementId: statements.id,
      dimension: dimensions.key,
    })
    .from(sections)
    .leftJoin(statements, eq(statements.sectionId, sections.id))
    .leftJoin(dimensions, eq(dimensions.id, statements.dimensionId))
    .where(eq(sections.questionnaireId, questionnaireId))
    .orderBy(asc(sections.position), asc(statements.position));
  const structure: QuestionnaireStructure = {
    sections: [],
    sectionOfStatement: new Map(),
    dimensionOfStatement: new Map(),
  };
  for (const row of rows) {
    let section = structure.sections.at(-1);
    if (section?.id !== row.sectionId) {
      section = { id: row.sectionId, position: row.position, statementIds: new Set() };
      structure.sections.push(section);
    }
    if (row.statementId !== null) {
      section.statementIds.add(row.statementId);
      structure.sectionOfStatement.set(row.statementId, row.sectionId);
      if (row.dimension !== null)
        structure.dimensionOfStatement.set(row.statementId, row.dimension);
    }
  }
  return structure;
}

/** The first section, by position, not yet submitted; null when all are. */
export function nextSectionId(
  structure: QuestionnaireStructure,
  submitted: Set<number>,
): number | null {
  return structure.sections.find((s) => !submitted.has(s.id))?.id ?? null;
}

/** A taking's answers as the scoring model reads them: each with its dimension and section size. */
export function scoringRows(
  structure: QuestionnaireStructure,
  answers: { statementId: number; rank: number | null; score: number | null }[],
): ScoringRow[] {
  const sizeOfSection = new Map(structure.sections.map((s) => [s.id, s.statementIds.size]));
  const rows: ScoringRow[] = [];
  for (const answer of answers) {
    const dimension = structure.dimensionOfStatement.get(answer.statementId);
    const sectionId = structure.sectionOfStatement.get(answer.statementId);
    if (dimension === undefined || sectionId === undefined) continue;
    rows.push({
      dimension,
      rank: answer.rank,
      score: answer.score,
      sectionSize: sizeOfSection.get(sectionId) ?? 0,
    });
  }
  return rows;
}
