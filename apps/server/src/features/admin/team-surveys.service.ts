import type {
  AdminRateeStatesResponse,
  AdminTeamSurveyDetail,
  AdminTeamSurveyRateesQuerySchema,
  AdminTeamSurveysQuerySchema,
  AdminTeamSurveysResponse,
  AdminTeamSurveyValues,
} from '@portal/shared/admin-team-surveys';
import type { z } from 'zod';
import { NotFound, RefusedChange } from '../../lib/errors.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { prepareWaitingAccount } from '../accounts/waiting-accounts.ts';
import { grantManagerRole, revokeManagerRole } from '../team-survey/setup.service.ts';
import { findTsSurveyById } from '../team-survey/team-survey.queries.ts';
import {
  createTsSurvey,
  getTsSurveyForAdmin,
  listRateeStates,
  listTsSurveysForAdmin,
  updateTsSurvey,
} from '../team-survey/ts-survey-admin.service.ts';
import { recordAudit } from './admin-audit.ts';

/*
 * The console's 360 surveys area (issue 13). Every change is the team-survey feature's own service
 * called inside a transaction that also writes the audit record, so there is no change without it.
 */

const refused = (key: string, vars?: Record<string, string | number>) =>
  new RefusedChange(`admin.team_surveys.problems.${key}`, vars);

export function listAdminTeamSurveys(
  ctx: ActorContext,
  query: z.output<typeof AdminTeamSurveysQuerySchema>,
): Promise<AdminTeamSurveysResponse> {
  return listTsSurveysForAdmin(ctx, query);
}

export async function getAdminTeamSurvey(
  ctx: ActorContext,
  tsSurveyId: number,
): Promise<AdminTeamSurveyDetail> {
  const detail = await getTsSurveyForAdmin(ctx, tsSurveyId);
  if (!detail) throw new NotFound();
  return detail;
}

/** What the audit keeps of the settings: all but the welcome messages' HTML. */
const settingsOf = (v: {
  titles: unknown;
  defaultLanguage: string;
  validFrom: string | null;
  validTo: string | null;
  anonymityThreshold: number;
  reminderDays: number;
}) => ({
  titles: v.titles,
  defaultLanguage: v.defaultLanguage,
  validFrom: v.validFrom,
  validTo: v.validTo,
  anonymityThreshold: v.anonymityThreshold,
  reminderDays: v.reminderDays,
});

export async function createAdminTeamSurvey(
  ctx: ActorContext,
  values: AdminTeamSurveyValues,
): Promise<AdminTeamSurveyDetail> {
  const id = await ctx.db.transaction(async (tx) => {
    const created = await createTsSurvey(tx, values);
    await recordAudit(tx, ctx, {
      action: 'admin.team_surveys.create',
      detail: { tsSurveyId: created, ...settingsOf(values) },
    });
    return created;
  });
  return getAdminTeamSurvey(ctx, id);
}

export async function updateAdminTeamSurvey(
  ctx: ActorContext,
  tsSurveyId: number,
  values: AdminTeamSurveyValues,
): Promise<AdminTeamSurveyDetail> {
  await ctx.db.transaction(async (tx) => {
    const before = await updateTsSurvey(tx, tsSurveyId, values);
    if (!before) throw new NotFound();
    await recordAudit(tx, ctx, {
      action: 'admin.team_surveys.update',
      detail: { tsSurveyId, before: settingsOf(before), after: settingsOf(values) },
    });
  });
  return getAdminTeamSurvey(ctx, tsSurveyId);
}

/**
 * An existing person becomes a manager; a new email gets an account waiting for its owner and the
 * 360 area's invitation mail, queued by the same commit (setup.service grantManagerRole).
 */
export async function addAdminTeamSurveyManager(
  ctx: ActorContext,
  tsSurveyId: number,
  body: { email: string; fullName?: string | undefined },
): Promise<AdminTeamSurveyDetail> {
  if (!(await findTsSurveyById(ctx.db, tsSurveyId))) throw new NotFound();
  // A new person named by email alone is called by the part before the @ until they set a name.
  const fullName = body.fullName?.trim() || (body.email.split('@')[0] ?? '');
  const prepared = await prepareWaitingAccount(ctx.db, { email: body.email, fullName }, ctx.locale);
  await ctx.db.transaction(async (tx) => {
    const person = await grantManagerRole(ctx, tx, tsSurveyId, prepared);
    if (!person) throw refused('already_manager');
    await recordAudit(tx, ctx, {
      action: 'admin.team_surveys.manager_add',
      targetUserId: person.id,
      detail: { tsSurveyId, email: person.email, newAccount: 'values' in prepared },
    });
  });
  return getAdminTeamSurvey(ctx, tsSurveyId);
}

/** Refused while the manager manages a ratee (decision 031): the ratee would have nobody. */
export async function removeAdminTeamSurveyManager(
  ctx: ActorContext,
  tsSurveyId: number,
  userId: number,
): Promise<AdminTeamSurveyDetail> {
  await ctx.db.transaction(async (tx) => {
    const outcome = await revokeManagerRole(tx, tsSurveyId, userId);
    if (outcome === 'not_manager') throw new NotFound();
    if (outcome !== 'removed') throw refused('manager_has_ratees', { count: outcome.manages });
    await recordAudit(tx, ctx, {
      action: 'admin.team_surveys.manager_remove',
      targetUserId: userId,
      detail: { tsSurveyId },
    });
  });
  return getAdminTeamSurvey(ctx, tsSurveyId);
}

export async function listAdminRateeStates(
  ctx: ActorContext,
  tsSurveyId: number,
  query: z.output<typeof AdminTeamSurveyRateesQuerySchema>,
): Promise<AdminRateeStatesResponse> {
  const page = await listRateeStates(ctx, tsSurveyId, query);
  if (!page) throw new NotFound();
  return page;
}
