import type {
  AdminSurvey,
  AdminSurveysResponse,
  CreateSurveyBody,
  SurveyOptions,
  SurveyParticipantsResponse,
  UpdateSurveyBody,
} from '@portal/shared/admin-surveys';
import type { Locale } from '@portal/shared/locales';
import { type ApiProduct, routeProductOf } from '@portal/shared/surveys';
import { NotFound, Validation } from '../../lib/errors.ts';
import { sanitizeStoredHtml } from '../../lib/safe-html.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { pick } from '../surveys/localised.ts';
import { createSurvey, updateSurvey } from '../surveys/survey-admin.service.ts';
import { recordAudit } from './admin-audit.ts';
import {
  type AdminSurveysQuery,
  type ParticipantsQuery,
  selectParticipantPage,
  selectSectionsTotal,
  selectSurvey,
  selectSurveyOptions,
  selectSurveyPage,
} from './surveys.queries.ts';

/*
 * The console's Surveys area (issue 13). Creating and editing go through the surveys feature's
 * own service, the one the command line's survey:create calls, so a survey made either way is
 * the same; every change is audited in its own transaction.
 */

const E = 'admin.survey_admin.errors';

/** GET /admin/surveys. */
export async function listAdminSurveys(
  ctx: ActorContext,
  query: AdminSurveysQuery,
): Promise<AdminSurveysResponse> {
  const { rows, total } = await selectSurveyPage(ctx.db, ctx.locale, query);
  return {
    items: rows.map(({ total: _total, ...row }) => ({
      ...row,
      product: row.product as ApiProduct,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export const linkPathOf = (product: ApiProduct, accessCode: string) =>
  `/${routeProductOf(product)}/${accessCode}`;

/** GET /admin/surveys/{surveyId}. */
export async function getAdminSurvey(ctx: ActorContext, surveyId: number): Promise<AdminSurvey> {
  const row = await selectSurvey(ctx.db, surveyId);
  if (!row) throw new NotFound();
  const { survey } = row;
  const product = survey.product as ApiProduct;
  return {
    id: survey.id,
    product,
    title: pick(survey.titles, ctx.locale as Locale, survey.defaultLanguage),
    titles: survey.titles,
    welcomeMessages: survey.welcomeMessages,
    defaultLanguage: survey.defaultLanguage,
    accessCode: survey.accessCode,
    path: linkPathOf(product, survey.accessCode),
    validFrom: survey.validFrom,
    validTo: survey.validTo,
    pricePence: survey.pricePence,
    layout: row.layout ?? '',
    questionnaire: row.questionnaire,
    isUnlimitedAccess: survey.isUnlimitedAccess,
    resiliencyEnabled: survey.resiliencyEnabled,
    createdAt: survey.createdAt.toISOString(),
    counts: { participants: row.participants, started: row.started, completed: row.completed },
  };
}

/** GET /admin/survey-options. */
export function getSurveyOptions(ctx: ActorContext): Promise<SurveyOptions> {
  return selectSurveyOptions(ctx.db) as Promise<SurveyOptions>;
}

/** The layout and questionnaire must be ones the database holds: a 400 on the field otherwise. */
async function checkChoices(
  ctx: ActorContext,
  body: { layout: string; product: ApiProduct; questionnaire?: string | undefined },
) {
  const options = await selectSurveyOptions(ctx.db);
  const errors: Record<string, string[]> = {};
  if (!options.layouts.includes(body.layout)) errors.layout = [`${E}.layout`];
  if (body.questionnaire) {
    const known = options.questionnaires.find((q) => q.key === body.questionnaire);
    if (body.product === 'dp' || !known || known.product !== body.product) {
      errors.questionnaire = [`${E}.questionnaire`];
    }
  }
  if (Object.keys(errors).length) throw new Validation(errors);
}

/** What the audit log keeps of a survey's settings: no HTML, only which languages have it. */
function auditDetail(surveyId: number, body: Omit<UpdateSurveyBody, 'product'>) {
  return {
    surveyId,
    titles: body.titles,
    welcomeLanguages: Object.keys(body.welcomeMessages).filter((l) =>
      body.welcomeMessages[l as Locale]?.trim(),
    ),
    defaultLanguage: body.defaultLanguage,
    validFrom: body.validFrom,
    validTo: body.validTo,
    pricePence: body.price,
    layout: body.layout,
    isUnlimitedAccess: body.isUnlimitedAccess,
    resiliencyEnabled: body.resiliencyEnabled,
  };
}

/** POST /admin/surveys: the command line's survey:create, audited in its transaction. */
export async function createAdminSurvey(
  ctx: ActorContext,
  body: CreateSurveyBody,
): Promise<AdminSurvey> {
  await checkChoices(ctx, body);
  const created = await createSurvey(
    ctx.db,
    {
      product: body.product,
      titles: body.titles,
      welcomeMessages: body.welcomeMessages,
      defaultLanguage: body.defaultLanguage,
      validFrom: body.validFrom,
      validTo: body.validTo,
      pricePence: body.price,
      layout: body.layout,
      ...(body.questionnaire ? { questionnaire: body.questionnaire } : {}),
      isUnlimitedAccess: body.isUnlimitedAccess,
      resiliencyEnabled: body.product === 'dp' && body.resiliencyEnabled,
    },
    (tx, surveyId) =>
      recordAudit(tx, ctx, {
        action: 'admin.surveys.create',
        detail: { ...auditDetail(surveyId, body), product: body.product },
      }),
  );
  return getAdminSurvey(ctx, created.id);
}

/** PUT /admin/surveys/{surveyId}: every setting but the product (fixed once created). */
export async function updateAdminSurvey(
  ctx: ActorContext,
  surveyId: number,
  body: UpdateSurveyBody,
): Promise<AdminSurvey> {
  const before = await selectSurvey(ctx.db, surveyId);
  if (!before) throw new NotFound();
  const product = before.survey.product as ApiProduct;
  if (body.product && body.product !== product) {
    throw new Validation({ product: [`${E}.product_fixed`] });
  }
  await checkChoices(ctx, { layout: body.layout, product });
  const { product: _product, ...settings } = body;
  const found = await updateSurvey(
    ctx.db,
    surveyId,
    {
      ...settings,
      pricePence: body.price,
      resiliencyEnabled: product === 'dp' && body.resiliencyEnabled,
    },
    (tx) =>
      recordAudit(tx, ctx, {
        action: 'admin.surveys.update',
        detail: auditDetail(surveyId, settings),
      }),
  );
  if (!found) throw new NotFound();
  return getAdminSurvey(ctx, surveyId);
}

/** POST /admin/surveys/welcome-preview: exactly what the welcome page will show. */
export function previewWelcome(html: string): { html: string } {
  return { html: sanitizeStoredHtml(html) };
}

/** GET /admin/surveys/{surveyId}/participants. */
export async function listSurveyParticipants(
  ctx: ActorContext,
  surveyId: number,
  query: ParticipantsQuery,
): Promise<SurveyParticipantsResponse> {
  if (!(await selectSurvey(ctx.db, surveyId))) throw new NotFound();
  const [{ rows, total }, sectionsTotal] = await Promise.all([
    selectParticipantPage(ctx.db, surveyId, query),
    selectSectionsTotal(ctx.db, surveyId),
  ]);
  return {
    items: rows.map((row) => ({
      surveyUserId: row.surveyUserId,
      userId: row.userId,
      fullName: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      startedAt: row.startedAt.toISOString(),
      lastActivityAt: row.lastActivity.toISOString(),
      // A completed taking has done every section, whatever was submitted.
      sectionsDone: row.completedAt ? sectionsTotal : Math.min(row.sectionsDone, sectionsTotal),
      sectionsTotal,
      completedAt: row.completedAt ? row.completedAt.toISOString() : null,
      isAuthorized: row.isAuthorized,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
