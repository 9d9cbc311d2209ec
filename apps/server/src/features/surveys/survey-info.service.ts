import type { Locale } from '@portal/shared/locales';
import type { ApiProduct, SurveyInfoResponse } from '@portal/shared/surveys';
import { DEFAULT_LAYOUT } from '@portal/shared/surveys';
import type { Db } from '../../db/client.ts';
import type { reportLayouts } from '../../db/schema/surveys.ts';
import { NotFound } from '../../lib/errors.ts';
import { sanitizeStoredHtml } from '../../lib/safe-html.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { pick } from './localised.ts';
import { findSurveyByCode, findSurveyById, type SurveyRow } from './surveys.queries.ts';
import { userTakesSurvey } from './taking.queries.ts';

interface Ctx {
  db: Db;
  locale: Locale;
}

export function toSurveyInfo(
  survey: SurveyRow,
  layout: typeof reportLayouts.$inferSelect | null,
  locale: Locale,
): SurveyInfoResponse {
  return {
    surveyProductId: survey.id,
    survey: {
      id: survey.id,
      title: pick(survey.titles, locale, survey.defaultLanguage),
      // Sanitised again when served: a row written around createSurvey is made safe too.
      welcomeMessage: sanitizeStoredHtml(
        pick(survey.welcomeMessages, locale, survey.defaultLanguage),
      ),
      accessCode: survey.accessCode,
      defaultLanguage: survey.defaultLanguage,
      isUnlimitedAccess: survey.isUnlimitedAccess,
      logos: survey.logos,
      validFrom: survey.validFrom,
      validTo: survey.validTo,
      paymentAmount: survey.pricePence,
      reportLayout: layout
        ? { id: layout.id, title: layout.title }
        : { id: 0, title: DEFAULT_LAYOUT },
      product: survey.product as ApiProduct,
      resiliency: survey.resiliencyEnabled,
    },
  };
}

/** GET /public/{product}/survey/access-code/{code}/: public, for the welcome page. */
export async function getSurveyByAccessCode(ctx: Ctx, product: ApiProduct, code: string) {
  const found = await findSurveyByCode(ctx.db, product, code);
  if (!found) throw new NotFound();
  return toSurveyInfo(found.survey, found.layout, ctx.locale);
}

/**
 * GET /{product}/survey/id/{id}/: the answer carries the access code, so only someone with a
 * taking of the survey (a discovery-process part's taking counts: it names the part survey) or an
 * administrator reads it; anyone else gets the 404 of a survey that does not exist. The web reads
 * a part's info only after the discovery-process progress has made the part's taking.
 */
export async function getSurveyInfoById(ctx: ActorContext, product: ApiProduct, id: number) {
  const found = await findSurveyById(ctx.db, product, id);
  if (!found) throw new NotFound();
  const { user } = ctx.actor;
  if (!user.isAdmin && !(await userTakesSurvey(ctx.db, user.id, id))) throw new NotFound();
  return toSurveyInfo(found.survey, found.layout, ctx.locale);
}
