import type {
  ApiProduct,
  IpulseStatement,
  RankingStatement,
  Section,
} from '@portal/shared/surveys';
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

async function readableSection(ctx: ActorContext, sectionId: number) {
  const section = await findSection(ctx.db, sectionId);
  if (!section || !(await userMayReadSection(ctx.db, ctx.actor.user.id, sectionId)))
    throw new NotFound();
  return section;
}

/** GET /{product}/section/id/{id}/statements/ (eq, values, behaviours). */
export async function listRankingStatements(
  ctx: ActorContext,
  sectionId: number,
): Promise<RankingStatement[]> {
  await readableSection(ctx, sectionId);
  const rows = await listStatementRows(ctx.db, sectionId);
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
  await readableSection(ctx, sectionId);
  const rows = await listStatementRows(ctx.db, sectionId);
  return rows.map((s) => ({ id: s.id, position: s.position, title: pick(s.texts, ctx.locale) }));
}
