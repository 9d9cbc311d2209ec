import type {
  ApiProduct,
  IpulseStatement,
  RankingStatement,
  Section,
} from '@portal/shared/surveys';
import { notifiedCachePerDb } from '../../db/notified-cache.ts';
import { personCacheOf } from '../../db/person-cache.ts';
import { NotFound } from '../../lib/errors.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { pick } from './localised.ts';
import {
  findSection,
  findSurveyById,
  listSectionRows,
  listStatementRows,
} from './surveys.queries.ts';
import { userMayReadSection, userTakesSurvey } from './taking.queries.ts';

/** GET /{product}/survey/id/{id}/sections/: for people taking that survey. */
export async function listSections(
  ctx: ActorContext,
  product: ApiProduct,
  surveyId: number,
): Promise<Section[]> {
  const found = await findSurveyById(ctx.db, product, surveyId);
  if (
    !found?.survey.questionnaireId ||
    !(await userTakesSurvey(ctx.db, ctx.actor.user.id, surveyId))
  ) {
    throw new NotFound();
  }
  const { survey } = found;
  const rows = await listSectionRows(ctx.db, found.survey.questionnaireId);
  return rows.map((s) => ({
    id: s.id,
    position: s.position,
    title: pick(s.titles, ctx.locale, survey.defaultLanguage),
    instructions: pick(s.instructions, ctx.locale, survey.defaultLanguage),
  }));
}

/** A section with its statements in order: content, kept until an edit (notified-cache.ts). */
const sectionContentOf = notifiedCachePerDb<
  number,
  { statements: Awaited<ReturnType<typeof listStatementRows>> } | null
>('portal_content');

/** The statements of a section the person may read (issue 14: one query when the content is in memory). */
async function readableStatements(ctx: ActorContext, sectionId: number) {
  const [content, mayRead] = await Promise.all([
    sectionContentOf(ctx.db).get(sectionId, async () =>
      (await findSection(ctx.db, sectionId))
        ? { statements: await listStatementRows(ctx.db, sectionId) }
        : null,
    ),
    // Kept until the person's takings change (decision 037).
    personCacheOf(ctx.db).get(ctx.actor.user.id, `may-read-section:${sectionId}`, () =>
      userMayReadSection(ctx.db, ctx.actor.user.id, sectionId),
    ),
  ]);
  if (!content || !mayRead) throw new NotFound();
  return content.statements;
}

/** GET /{product}/section/id/{id}/statements/ (eq, values, behaviours). */
export async function listRankingStatements(
  ctx: ActorContext,
  sectionId: number,
): Promise<RankingStatement[]> {
  const rows = await readableStatements(ctx, sectionId);
  return rows.map((s) => ({
    id: s.id,
    statement: pick(s.texts, ctx.locale),
    sectionId: s.sectionId,
  }));
}

/** GET /ipulse/section/id/{id}/statements/. */
export async function listIpulseStatements(
  ctx: ActorContext,
  sectionId: number,
): Promise<IpulseStatement[]> {
  const rows = await readableStatements(ctx, sectionId);
  return rows.map((s) => ({ id: s.id, position: s.position, title: pick(s.texts, ctx.locale) }));
}
