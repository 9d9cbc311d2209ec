import { DEFAULT_LAYOUT, SOFT_TOUCH_LAYOUT } from '@portal/shared/surveys';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  dimensions,
  questionnaires,
  reportLayouts,
  resiliencyQuestions,
  sections,
  statements,
} from '../../db/schema/surveys.ts';
import type { Tx } from '../../db/transaction.ts';
import { BEHAVIOURS_QUESTIONNAIRE } from './data/behaviours-questionnaire.ts';
import { EQ_QUESTIONNAIRE } from './data/eq-questionnaire.ts';
import { IPULSE_QUESTIONNAIRE } from './data/ipulse-questionnaire.ts';
import type { QuestionnaireSeed } from './data/questionnaire-seed.ts';
import { RESILIENCY_QUESTIONS } from './data/resiliency-questions.ts';
import { VALUES_QUESTIONNAIRE } from './data/values-questionnaire.ts';

export const QUESTIONNAIRES: QuestionnaireSeed[] = [
  EQ_QUESTIONNAIRE,
  VALUES_QUESTIONNAIRE,
  BEHAVIOURS_QUESTIONNAIRE,
  IPULSE_QUESTIONNAIRE,
];

/**
 * Writes the questionnaires, their dimensions, sections and statements, the resiliency
 * questions and the report layouts; matched by stable keys and positions, so it can run at
 * every start (called from the reference-data seed, which skips it when nothing changed).
 */
export async function seedQuestionnaireContent(tx: Tx): Promise<void> {
  for (const title of [DEFAULT_LAYOUT, SOFT_TOUCH_LAYOUT]) {
    await tx.insert(reportLayouts).values({ title }).onConflictDoNothing();
  }
  for (const q of QUESTIONNAIRES) await seedQuestionnaire(tx, q);
  for (const [i, question] of RESILIENCY_QUESTIONS.entries()) {
    await tx
      .insert(resiliencyQuestions)
      .values({ position: i + 1, texts: question.text })
      .onConflictDoUpdate({ target: resiliencyQuestions.position, set: { texts: question.text } });
  }
}

async function seedQuestionnaire(tx: Tx, seed: QuestionnaireSeed): Promise<void> {
  const [q] = await tx
    .insert(questionnaires)
    .values({ key: seed.key, product: seed.product })
    .onConflictDoUpdate({ target: questionnaires.key, set: { product: seed.product } })
    .returning();
  if (!q) throw new Error(`questionnaire ${seed.key} not written`);
  const dimensionIds = new Map<string, number>();
  for (const [i, d] of seed.dimensions.entries()) {
    const [row] = await tx
      .insert(dimensions)
      .values({
        questionnaireId: q.id,
        key: d.key,
        position: i + 1,
        names: d.name,
        descriptions: d.description,
      })
      .onConflictDoUpdate({
        target: [dimensions.questionnaireId, dimensions.key],
        set: { position: i + 1, names: d.name, descriptions: d.description },
      })
      .returning({ id: dimensions.id });
    dimensionIds.set(d.key, row!.id);
  }
  for (const [i, s] of seed.sections.entries()) {
    const [section] = await tx
      .insert(sections)
      .values({
        questionnaireId: q.id,
        position: i + 1,
        titles: s.title,
        instructions: s.instructions,
      })
      .onConflictDoUpdate({
        target: [sections.questionnaireId, sections.position],
        set: { titles: s.title, instructions: s.instructions },
      })
      .returning({ id: sections.id });
    for (const [j, st] of s.statements.entries()) {
      const dimensionId = dimensionIds.get(st.dimension);
      if (!dimensionId) throw new Error(`${seed.key}: unknown dimension ${st.dimension}`);
      await tx
        .insert(statements)
        .values({ sectionId: section!.id, position: j + 1, texts: st.text, dimensionId })
        .onConflictDoUpdate({
          target: [statements.sectionId, statements.position],
          set: { texts: st.text, dimensionId },
        });
    }
  }
}

export async function questionnaireIdByKey(db: Db | Tx, key: string): Promise<number> {
  const [row] = await db
    .select({ id: questionnaires.id })
    .from(questionnaires)
    .where(and(eq(questionnaires.key, key)));
  if (!row) throw new Error(`No questionnaire ${key}`);
  return row.id;
}
