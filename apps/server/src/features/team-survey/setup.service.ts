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
import { accountFor, isWaiting, prepareWaitingAccount } from '../accounts/waiting-accounts.ts';
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
import { queueReviewWaiting, queueTsInvitation } from './ts-mail.jobs.ts';
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

/**
 * The person a manager names by email: their account, or one prepared to wait for them (its hash
 * is worked out here, outside the transaction). See accounts/waiting-accounts.ts.
 */
function personByEmail(ctx: ActorContext, body: TsAddPersonBody) {
  return prepareWaitingAccount(ctx.db, body, ctx.locale);
}

/**
 * Inside the change's transaction: the account, made if new; a person whose account waits for them
 * and who has just been given their first role in this survey is invited, by the same commit.
 */
async function personIn(
  ctx: ActorContext,
  tx: Tx,
  prepared: Awaited<ReturnType<typeof personByEmail>>,
) {
  const person = await accountFor(tx, prepared);
  return {
    person,
    inviteIfNew: async (tsSurveyId: number, granted: boolean) => {
      if (!granted || !isWaiting(person)) return;
      await queueTsInvitation(ctx.jobs, tx, {
        userId: person.id,
        tsSurveyId,
        invitedByUserId: ctx.actor.user.id,
      });
    },
  };
}

/** Grants the role; answers whether it is the person's first role in this survey. */
async function grantRole(tx: Tx, tsSurveyId: number, userId: number, role: string) {
  const before = await tx
    .select({ id: tsUsers.id })
    .from(tsUsers)
    .where(and(eq(tsUsers.tsSurveyId, tsSurveyId), eq(tsUsers.userId, userId)))
    .limit(1);
  await tx.insert(tsUsers).values({ tsSurveyId, userId, role }).onConflictDoNothing();
  return before.length === 0;
}

/**
 * Names a manager of the survey (the console, issue 13), inside the caller's transaction: the
 * person's account (made waiting for its owner when the email is new) and the manager role; a
 * waiting person given their first role in the survey is invited by the same commit, as a rater
 * or ratee named by a manager is. Answers the person, or null when they manage it already.
 */
export async function grantManagerRole(
  ctx: ActorContext,
  tx: Tx,
  tsSurveyId: number,
  prepared: Awaited<ReturnType<typeof prepareWaitingAccount>>,
) {
  const { person, inviteIfNew } = await personIn(ctx, tx, prepared);
  const [already] = await tx
    .select({ id: tsUsers.id })
    .from(tsUsers)
    .where(
      and(
        eq(tsUsers.tsSurveyId, tsSurveyId),
        eq(tsUsers.userId, person.id),
        eq(tsUsers.role, 'manager'),
      ),
    );
  if (already) return null;
  await inviteIfNew(tsSurveyId, await grantRole(tx, tsSurveyId, person.id, 'manager'));
  return person;
}

/**
 * Takes the manager role away, inside the caller's transaction, unless they manage a ratee: a
 * ratee points at its manager, and without the role nobody could prepare or rate it (decision
 * 031). The role row is locked first. Answers what happened; the caller words the refusal.
 */
export async function revokeManagerRole(
  tx: Tx,
  tsSurveyId: number,
  userId: number,
): Promise<'removed' | 'not_manager' | { manages: number }> {
  const locked = await tx.execute(sql`
    select id from ts_users
     where ts_survey_id = ${tsSurveyId} and user_id = ${userId} and role = 'manager'
       for update`);
  if ((locked as unknown as { rows: unknown[] }).rows.length === 0) return 'not_manager';
  const counted = await tx.execute(sql`
    select count(*)::int as n from ts_ratees
     where ts_survey_id = ${tsSurveyId} and manager_user_id = ${userId}`);
  const [c] = (counted as unknown as { rows: { n: number }[] }).rows;
  if (Number(c?.n) > 0) return { manages: Number(c?.n) };
  await tx
    .delete(tsUsers)
    .where(
      and(
        eq(tsUsers.tsSurveyId, tsSurveyId),
        eq(tsUsers.userId, userId),
        eq(tsUsers.role, 'manager'),
      ),
    );
  return 'removed';
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
  const prepared = await personByEmail(ctx, body);
  if ('existing' in prepared && prepared.existing.id === ctx.actor.user.id) {
    throw problem('self_ratee');
  }
  const id = await ctx.db.transaction(async (tx) => {
    const { person, inviteIfNew } = await personIn(ctx, tx, prepared);
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
    await inviteIfNew(tsSurveyId, await grantRole(tx, tsSurveyId, person.id, 'ratee'));
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
  const prepared = await personByEmail(ctx, body);
  if ('existing' in prepared && prepared.existing.id === ratee.userId) throw problem('self_rater');
  const id = await ctx.db.transaction(async (tx) => {
    await lockNotLive(tx, ratee.id);
    const { person, inviteIfNew } = await personIn(ctx, tx, prepared);
    const [row] = await tx
      .insert(tsRateeRaters)
      .values({ rateeId: ratee.id, userId: person.id })
      .onConflictDoNothing()
      .returning({ id: tsRateeRaters.id });
    if (!row) throw problem('already_rater');
    await inviteIfNew(ratee.tsSurveyId, await grantRole(tx, ratee.tsSurveyId, person.id, 'rater'));
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
    // Each rater hears that a review waits for them, by this same commit (issue 11).
    await queueReviewWaiting(ctx.jobs, tx, ratee.id);
  });
  const [row] = await findRateeWithPerson(ctx.db, ratee.id);
  if (!row) throw new NotFound();
  return toRatee(row);
}
