import type { TsSkill } from '@portal/shared/team-survey';
import { NotFound } from '../../lib/errors.ts';
import { sanitizeStoredHtml } from '../../lib/safe-html.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { pick } from '../surveys/localised.ts';
import { listAvailableSkills, listRateeSkills } from './team-survey.queries.ts';
import { rateeAccess, requireManagerOf, requireRaterOf } from './ts-access.ts';

type SkillRow = Awaited<ReturnType<typeof listRateeSkills>>[number];

function toSkill(row: SkillRow, ctx: ActorContext): TsSkill {
  return {
    id: row.id,
    skillId: row.skill_id,
    name: pick(row.names, ctx.locale),
    category: row.category,
    status: row.status,
    skillInContext: sanitizeStoredHtml(pick(row.in_contexts, ctx.locale)),
    howToDevelop: sanitizeStoredHtml(pick(row.how_to_develops, ctx.locale)),
  };
}

/** GET /ts/{rateeId}/skills/: the manager's view; `status` is whether they rated it (never). */
export async function listSkillsForManager(ctx: ActorContext, rateeId: number) {
  const ratee = await requireManagerOf(ctx, rateeId);
  return (await listRateeSkills(ctx.db, ratee.id, null)).map((row) => toSkill(row, ctx));
}

/** GET /ts/{rateeId}/skills/for-rater: `status` true for each skill the rater rated this period. */
export async function listSkillsForRater(ctx: ActorContext, rateeId: number) {
  const ratee = await requireRaterOf(ctx, rateeId);
  return (await listRateeSkills(ctx.db, ratee.id, ctx.actor.user.id)).map((row) =>
    toSkill(row, ctx),
  );
}

/** GET /ts/{rateeId}/skills/{skillId}: one skill of the ratee (by the ratee's skill id). */
export async function getRateeSkill(ctx: ActorContext, rateeId: number, rateeSkillId: number) {
  const access = await rateeAccess(ctx, rateeId);
  const rows = await listRateeSkills(
    ctx.db,
    access.ratee.id,
    access.isRater ? ctx.actor.user.id : null,
  );
  const row = rows.find((r) => r.id === rateeSkillId);
  if (!row) throw new NotFound();
  return toSkill(row, ctx);
}

/** GET /ts/{rateeId}/skills/available/{category}/: the catalogue less the ratee's skills. */
export async function listSkillChoices(ctx: ActorContext, rateeId: number, category: number) {
  const ratee = await requireManagerOf(ctx, rateeId);
  return (await listAvailableSkills(ctx.db, ratee.id, category)).map((s) => ({
    id: s.id,
    name: pick(s.names, ctx.locale),
    category: s.category,
  }));
}
