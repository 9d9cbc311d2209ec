import type { Locale } from '@portal/shared/locales';
import type { TsSurveyInfoResponse, TsUserInfoResponse } from '@portal/shared/team-survey';
import type { Db } from '../../db/client.ts';
import { Forbidden, NotFound } from '../../lib/errors.ts';
import { sanitizeStoredHtml } from '../../lib/safe-html.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { pick } from '../surveys/localised.ts';
import {
  findTsSurveyByCode,
  findTsSurveyById,
  listRolesOf,
  type TsSurveyRow,
} from './team-survey.queries.ts';

function toInfo(survey: TsSurveyRow, locale: Locale): TsSurveyInfoResponse {
  return {
    id: survey.id,
    title: pick(survey.titles, locale, survey.defaultLanguage),
    welcomeMessage: sanitizeStoredHtml(
      pick(survey.welcomeMessages, locale, survey.defaultLanguage),
    ),
    accessCode: survey.accessCode,
    defaultLanguage: survey.defaultLanguage,
    logos: survey.logos,
    validFrom: survey.validFrom,
    validTo: survey.validTo,
  };
}

/** GET /public/360/survey/access-code/{code}/: the welcome page's survey, like the other products. */
export async function getTsSurveyByCode(ctx: { db: Db; locale: Locale }, code: string) {
  const survey = await findTsSurveyByCode(ctx.db, code);
  if (!survey) throw new NotFound();
  return toInfo(survey, ctx.locale);
}

/** GET /360/survey/id/{tsSurveyId}/: for the survey's participants and administrators. */
export async function getTsSurveyById(ctx: ActorContext, tsSurveyId: number) {
  const survey = await findTsSurveyById(ctx.db, tsSurveyId);
  if (!survey) throw new NotFound();
  const roles = await listRolesOf(ctx.db, survey.id, ctx.actor.user.id);
  if (roles.length === 0 && !ctx.actor.user.isAdmin) throw new NotFound();
  return toInfo(survey, ctx.locale);
}

/** GET /user/{userId}/ts/{tsSurveyId}/info/: the signed-in person's own roles only. */
export async function getTsUserInfo(
  ctx: ActorContext,
  userId: number,
  tsSurveyId: number,
): Promise<TsUserInfoResponse> {
  if (userId !== ctx.actor.user.id) throw new Forbidden();
  if (!(await findTsSurveyById(ctx.db, tsSurveyId))) throw new NotFound();
  const rows = await listRolesOf(ctx.db, tsSurveyId, userId);
  const users = rows.map((r) => ({
    id: r.id,
    fullName: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    role: r.role as 'manager' | 'rater' | 'ratee',
  }));
  return { roles: [...new Set(users.map((u) => u.role))], users };
}
