import type { QuestionnaireFile } from '@portal/shared/admin-questionnaires';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { LocalisedText } from '../../db/schema/lookups.ts';
import { dimensions, questionnaires, sections, statements } from '../../db/schema/surveys.ts';
import type { Tx } from '../../db/transaction.ts';
import { RefusedChange } from '../../lib/errors.ts';

/*
 * Imports a questionnaire file (packages/shared/src/admin-questionnaires.ts, decision 030): a new
 * key makes a new questionnaire; a known key rewrites its dimensions, sections and statements to
 * match the file, in one transaction. Once any taking has answered the questionnaire the update
 * is refused: answers point at its statements and scores at its dimensions, so new content would
 * change what people answered. A new version goes under a new key.
 */

export interface QuestionnaireImportOutcome {
  questionnaireId: number;
  key: string;
  created: boolean;
  dimensions: number;
  sections: number;
  statements: number;
}

/** Takings that submitted a section of the questionnaire or answered one of its statements. */
export function answeredTakingsSql(questionnaireId: SQL | number) {
  // Plain SQL with its own aliases: the caller's one-table select leaves its columns unqualified.
  return sql<number>`(select count(*) from (
    select ss.survey_user_id from section_submissions ss
      inner join sections s on s.id = ss.section_id
      where s.questionnaire_id = ${questionnaireId}
    union
    select a.survey_user_id from answers a
      inner join statements st on st.id = a.statement_id
      inner join sections s on s.id = st.section_id
      where s.questionnaire_id = ${questionnaireId}
  ) as answered)`.mapWith(Number);
}

const texts = (value: Partial<Record<string, string>>) => value as LocalisedText;

export async function importQuestionnaire(
  db: Db,
  file: QuestionnaireFile,
  alsoInTransaction?: (tx: Tx, outcome: QuestionnaireImportOutcome) => Promise<void>,
): Promise<QuestionnaireImportOutcome> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: questionnaires.id, product: questionnaires.product })
      .from(questionnaires)
      .where(eq(questionnaires.key, file.key))
      .for('update');
    let questionnaireId: number;
    if (existing) {
      questionnaireId = existing.id;
      const [state] = await tx
        .select({
          answered: answeredTakingsSql(existing.id),
          surveys:
            sql<number>`(select count(*) from surveys v where v.questionnaire_id = ${existing.id})`.mapWith(
              Number,
            ),
        })
        .from(questionnaires)
        .where(eq(questionnaires.id, existing.id));
      if (state && state.answered > 0) {
        throw new RefusedChange('errors.questionnaire_admin.answered', {
          key: file.key,
          count: state.answered,
        });
      }
      // A survey asks its questionnaire as its own product: the two must not part ways.
      if (state && state.surveys > 0 && existing.product !== file.product) {
        throw new RefusedChange('errors.questionnaire_admin.product_in_use', { key: file.key });
      }
      await tx
        .update(questionnaires)
        .set({ product: file.product })
        .where(eq(questionnaires.id, questionnaireId));
      // Nothing answered: the old content can go (sections take their statements with them).
      await tx.delete(sections).where(eq(sections.questionnaireId, questionnaireId));
      await tx.delete(dimensions).where(eq(dimensions.questionnaireId, questionnaireId));
    } else {
      const [row] = await tx
        .insert(questionnaires)
        .values({ key: file.key, product: file.product })
        .returning({ id: questionnaires.id });
      if (!row) throw new Error('questionnaire insert returned nothing');
      questionnaireId = row.id;
    }
    const dimensionIds = new Map<string, number>();
    const dimensionRows = await tx
      .insert(dimensions)
      .values(
        file.dimensions.map((d, i) => ({
          questionnaireId,
          key: d.key,
          position: i + 1,
          names: texts(d.name),
          descriptions: texts(d.description),
        })),
      )
      .returning({ id: dimensions.id, key: dimensions.key });
    for (const row of dimensionRows) dimensionIds.set(row.key, row.id);
    let statementCount = 0;
    for (const [i, s] of file.sections.entries()) {
      const [section] = await tx
        .insert(sections)
        .values({
          questionnaireId,
          position: i + 1,
          titles: texts(s.title),
          instructions: texts(s.instructions),
        })
        .returning({ id: sections.id });
      if (!section) throw new Error('section insert returned nothing');
      await tx.insert(statements).values(
        s.statements.map((st, j) => {
          const dimensionId = dimensionIds.get(st.dimension);
          // The file's schema checks every statement's dimension; this is the belt to its braces.
          if (!dimensionId) throw new Error(`unknown dimension ${st.dimension}`);
          return { sectionId: section.id, position: j + 1, texts: texts(st.text), dimensionId };
        }),
      );
      statementCount += s.statements.length;
    }
    const outcome: QuestionnaireImportOutcome = {
      questionnaireId,
      key: file.key,
      created: !existing,
      dimensions: file.dimensions.length,
      sections: file.sections.length,
      statements: statementCount,
    };
    await alsoInTransaction?.(tx, outcome);
    return outcome;
  });
}
