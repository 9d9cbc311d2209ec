import type {
  TsAddPersonBody,
  TsAddRateeBody,
  TsAddSkillBody,
  TsRatee,
} from '@portal/shared/team-survey';
import { DEFAULT_REVIEW_FREQUENCY_MONTHS } from '@portal/shared/team-survey';
import { and, eq, sql } from 'drizzle-orm';
import {
  tsRateeRaters,
  tsRateeSkills,
  tsRatees,
  tsReviews,
  tsSkills,
  tsUsers,
} from '../../db/schema/team-survey.ts';
import type { Tx } from '../../db/transaction.ts';
import { NotFound, RefusedChange } from '../../lib/errors.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { findUserByEmail } from '../accounts/users.queries.ts';
import { pick } from '../surveys/localised.ts';
import { today } from '../surveys/survey-dates.ts';
import { addMonths } from './review-dates.ts';
import {
  findManagerRole,
  findRateeWithPerson,
  findTsSurveyById,
  listRaters,
} from './team-survey.queries.ts';
import { requireManagingRatee } from './ts-access.ts';
import { toPerson, toRatee } from './ts-responses.ts';

/*
 * The manager's set-up (team-survey spec §2 "Manager setup page", §4, issue 11): ratees, raters and
 * skills change only while the ratee is not live; publishing needs a skill and the survey's
 * anonymity threshold of raters. Each change is one transaction that locks the ratee's row, so a
 * publish and an add cannot cross.
 */

const problem = (key: string, vars?: Record<string, string | number>) =>
  new RefusedChange(`team-survey.problems.${key}`, vars);

/** Locks the ratee's row for the transaction and refuses once it is live. */
async function lockNotLive(tx: Tx, rateeId: number): Promise<void> {
  const result = await tx.execute(
    sql`select is_live from ts_ratees where id = ${rateeId} for update`,
  );
  const [row] = (result as unknown as { rows: { is_live: boolean }[] }).rows;
  if (!row) throw new NotFound();
  if (row.is_live) throw problem('live');
}

async function personByEmail(ctx: ActorContext, body: TsAddPersonBody) {
  const person = await findUserByEmail(ctx.db, body.email);
  // Accounts made for people who have none, and their invitation mail, come next (issue 11).
  if (!person) throw problem('no_account');
  return person;
}

async function grantRole(tx: Tx, tsSurveyId: number, userId: number, role: string) {
  await tx.insert(tsUsers).values({ tsSurveyId, userId, role }).onConflictDoNothing();
}

/** POST /ts/{tsSurveyId}/{M}/ratees/add/: a ratee for the manager M, not live yet. */
export async function addRatee(
  ctx: ActorContext,
  tsSurveyId: number,
  managerTsUserId: number,
  body: TsAddRateeBody,
): Promise<TsRatee> {
  const role = await findManagerRole(ctx.db, managerTsUserId, ctx.actor.user.id);
  if (!role || role.tsSurveyId !== tsSurveyId || !(await findTsSurveyById(ctx.db, tsSurveyId))) {
    throw new NotFound();
  }
  const person = await personByEmail(ctx, body);
  if (person.id === ctx.actor.user.id) throw problem('self_ratee');
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tsRatees)
      .values({
        tsSurveyId,
        userId: person.id,
        managerUserId: ctx.actor.user.id,
        reviewStart: body.reviewStart ?? today(),
        reviewFrequencyMonths: body.reviewFrequencyMonths ?? DEFAULT_REVIEW_FREQUENCY_MONTHS,
      })
      .onConflictDoNothing()
      .returning({ id: tsRatees.id });
    if (!row) throw problem('already_ratee');
    await grantRole(tx, tsSurveyId, person.id, 'ratee');
    return row.id;
  });
  const [created] = await findRateeWithPerson(ctx.db, id);
  if (!created) throw new NotFound();
  return toRatee(created);
}

/** POST /ts/{M}/{rateeId}/raters/add/: a support team member for the ratee. */
export async function addRater(
  ctx: ActorContext,
  managerTsUserId: number,
  rateeId: number,
  body: TsAddPersonBody,
) {
  const ratee = await requireManagingRatee(ctx, managerTsUserId, rateeId);
  const person = await personByEmail(ctx, body);
  if (person.id === ratee.userId) throw problem('self_rater');
  const id = await ctx.db.transaction(async (tx) => {
    await lockNotLive(tx, ratee.id);
    const [row] = await tx
      .insert(tsRateeRaters)
      .values({ rateeId: ratee.id, userId: person.id })
      .onConflictDoNothing()
      .returning({ id: tsRateeRaters.id });
    if (!row) throw problem('already_rater');
    await grantRole(tx, ratee.tsSurveyId, person.id, 'rater');
    return row.id;
  });
  const rater = (await listRaters(ctx.db, ratee.id)).find((r) => r.id === id);
  if (!rater) throw new NotFound();
  return { id, ...toPerson(rater) };
}

/** DELETE /ts/{M}/{rateeId}/raters/{raterId}/delete/ (the id of the rater row). */
export async function removeRater(
  ctx: ActorContext,
  managerTsUserId: number,
  rateeId: number,
  raterId: number,
): Promise<void> {
  const ratee = await requireManagingRatee(ctx, managerTsUserId, rateeId);
  await ctx.db.transaction(async (tx) => {
    await lockNotLive(tx, ratee.id);
    const removed = await tx
      .delete(tsRateeRaters)
      .where(and(eq(tsRateeRaters.id, raterId), eq(tsRateeRaters.rateeId, ratee.id)))
      .returning({ id: tsRateeRaters.id });
    if (removed.length === 0) throw new NotFound();
  });
}

/** POST /ts/{M}/{rateeId}/skills/add/: a catalogue skill of the chosen category. */
export async function addSkill(
  ctx: ActorContext,
  managerTsUserId: number,
  rateeId: number,
  body: TsAddSkillBody,
) {
  const ratee = await requireManagingRatee(ctx, managerTsUserId, rateeId);
  const [skill] = await ctx.db.select().from(tsSkills).where(eq(tsSkills.id, body.skillId));
  if (!skill || skill.category !== body.category) throw problem('unknown_skill');
  const id = await ctx.db.transaction(async (tx) => {
    await lockNotLive(tx, ratee.id);
    const [row] = await tx
      .insert(tsRateeSkills)
      .values({ rateeId: ratee.id, skillId: skill.id })
      .onConflictDoNothing()
      .returning({ id: tsRateeSkills.id });
    if (!row) throw problem('skill_taken');
    return row.id;
  });
  return { id, skillId: skill.id, name: pick(skill.names, ctx.locale), category: skill.category };
}

/** DELETE /ts/{M}/{rateeId}/skills/{rateeSkillId}/delete/. */
export async function removeSkill(
  ctx: ActorContext,
  managerTsUserId: number,
  rateeId: number,
  rateeSkillId: number,
): Promise<void> {
  const ratee = await requireManagingRatee(ctx, managerTsUserId, rateeId);
  await ctx.db.transaction(async (tx) => {
    await lockNotLive(tx, ratee.id);
    const removed = await tx
      .delete(tsRateeSkills)
      .where(and(eq(tsRateeSkills.id, rateeSkillId), eq(tsRateeSkills.rateeId, ratee.id)))
      .returning({ id: tsRateeSkills.id });
    if (removed.length === 0) throw new NotFound();
  });
}

/**
 * PUT /ts/{M}/ratees/{rateeId}/publish/: live once it has a skill and at least the survey's
 * anonymity threshold of raters; the first review period opens with it.
 */
export async function publishRatee(
  ctx: ActorContext,
  managerTsUserId: number,
  rateeId: number,
): Promise<TsRatee> {
  const ratee = await requireManagingRatee(ctx, managerTsUserId, rateeId);
  const survey = await findTsSurveyById(ctx.db, ratee.tsSurveyId);
  if (!survey) throw new NotFound();
  await ctx.db.transaction(async (tx) => {
    await lockNotLive(tx, ratee.id);
    const counts = await tx.execute(sql`
      select (select count(*) from ts_ratee_skills where ratee_id = ${ratee.id}) as skills,
             (select count(*) from ts_ratee_raters where ratee_id = ${ratee.id}) as raters`);
    const [c] = (counts as unknown as { rows: { skills: string; raters: string }[] }).rows;
    if (Number(c?.skills) < 1) throw problem('no_skills');
    if (Number(c?.raters) < survey.anonymityThreshold) {
      throw problem('too_few_raters', { count: survey.anonymityThreshold });
    }
    await tx
      .update(tsRatees)
      .set({ isLive: true, publishedAt: new Date() })
      .where(eq(tsRatees.id, ratee.id));
    await tx.insert(tsReviews).values({
      rateeId: ratee.id,
      startsOn: ratee.reviewStart,
      expiresOn: addMonths(ratee.reviewStart, ratee.reviewFrequencyMonths),
    });
  });
  const [row] = await findRateeWithPerson(ctx.db, ratee.id);
  if (!row) throw new NotFound();
  return toRatee(row);
}
