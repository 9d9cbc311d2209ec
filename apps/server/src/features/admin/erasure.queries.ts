import { randomUUID } from 'node:crypto';
import { ERASED_EMAIL_DOMAIN } from '@portal/shared/admin-people';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import type { Tx } from '../../db/transaction.ts';
import type { PersonRow } from './people.queries.ts';

/*
 * Erasing a person (issue 13, docs/decisions/025-erasing-a-person.md), step by step inside the
 * caller's transaction. What others rely on (a survey's statistics, a ratee's period scores, the
 * books) moves to an anonymous placeholder account made for this erasure; everything else about
 * the person is deleted, mostly by the foreign keys' cascades when their users row goes.
 */

/** Never a valid argon2 hash: verifyPassword answers false, so nobody signs in to a placeholder. */
const UNUSABLE_PASSWORD_HASH = '!erased';

export interface ErasureCounts {
  takings: number;
  payments: number;
  skillRatings: number;
  managerRatings: number;
  managedRatees: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What must outlive the person: their takings, payments, and what they gave in others' 360s. */
async function countKept(tx: Tx, userId: number): Promise<ErasureCounts> {
  const result = await tx.execute(sql`
    select
      (select count(*) from survey_users where user_id = ${userId})::int as takings,
      (select count(*) from payments where user_id = ${userId})::int as payments,
      (select count(*) from ts_skill_ratings k
         join ts_ratee_skills rs on rs.id = k.ratee_skill_id
         join ts_ratees r on r.id = rs.ratee_id
        where k.rater_user_id = ${userId} and r.user_id <> ${userId})::int as "skillRatings",
      (select count(*) from ts_manager_ratings g
         join ts_ratees r on r.id = g.ratee_id
        where g.manager_user_id = ${userId} and r.user_id <> ${userId})::int as "managerRatings",
      (select count(*) from ts_ratees
        where manager_user_id = ${userId} and user_id <> ${userId})::int as "managedRatees"`);
  const [row] = rowsOf<ErasureCounts>(result);
  return row ?? { takings: 0, payments: 0, skillRatings: 0, managerRatings: 0, managedRatees: 0 };
}

/** The anonymous account of one erasure: no name, an address that never delivers, no sign-in. */
async function insertPlaceholder(tx: Tx): Promise<number> {
  const [row] = await tx
    .insert(users)
    .values({
      email: `erased-${randomUUID()}@${ERASED_EMAIL_DOMAIN}`,
      passwordHash: UNUSABLE_PASSWORD_HASH,
      firstName: '',
      lastName: '',
      deactivatedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('placeholder not created');
  return row.id;
}

/**
 * Erases `person` (locked by the caller). Answers the placeholder's id (null when nothing needed
 * one) and what moved to it.
 */
export async function erasePerson(
  tx: Tx,
  person: PersonRow,
): Promise<{ placeholderUserId: number | null; kept: ErasureCounts }> {
  const id = person.id;
  const kept = await countKept(tx, id);
  const needed = Object.values(kept).some((n) => n > 0);
  const placeholder = needed ? await insertPlaceholder(tx) : null;

  // Free text can name its writer and cannot be anonymised: the iPulse comment goes, the scored
  // answers and results stay with the taking.
  await tx.execute(sql`
    delete from ipulse_comments
     where survey_user_id in (select id from survey_users where user_id = ${id})`);
  if (placeholder !== null) {
    await tx.execute(sql`
      update survey_users set user_id = ${placeholder} where user_id = ${id}`);
    // The books keep amount, method, status and reference; the payer's address details go.
    await tx.execute(sql`
      update payments
         set user_id = ${placeholder}, country_code = null, postal_code = null, updated_at = now()
       where user_id = ${id}`);
    // A rating counts in its ratee's period: score and comment stay, the rater goes.
    await tx.execute(sql`
      update ts_skill_ratings k set rater_user_id = ${placeholder}
        from ts_ratee_skills rs join ts_ratees r on r.id = rs.ratee_id
       where rs.id = k.ratee_skill_id and k.rater_user_id = ${id} and r.user_id <> ${id}`);
    await tx.execute(sql`
      update ts_manager_ratings g set manager_user_id = ${placeholder}
        from ts_ratees r
       where r.id = g.ratee_id and g.manager_user_id = ${id} and r.user_id <> ${id}`);
    // Their ratees keep their records (and would otherwise cascade away with the manager).
    await tx.execute(sql`
      update ts_ratees set manager_user_id = ${placeholder}
       where manager_user_id = ${id} and user_id <> ${id}`);
  }

  await forgetTraces(tx, person);
  // The rest cascades: sessions, links, sign-in addresses, iCoach learning, 360 roles and their
  // own ratee records, invitations, access grants.
  await tx.delete(users).where(eq(users.id, id));
  return { placeholderUserId: placeholder, kept };
}

/** Copies of the person's address and name outside rows that name them by id. */
async function forgetTraces(tx: Tx, person: PersonRow): Promise<void> {
  const email = person.email.toLowerCase();
  const fullName = `${person.firstName} ${person.lastName}`.trim().toLowerCase();
  const named = person.firstName && person.lastName ? fullName : null;
  // The outbox: mail to them, and the copies of mail to others that name them.
  await tx.execute(sql`
    delete from outbox_mails
     where lower("to") = ${email}
        or position(${email} in lower(subject || ' ' || text || ' ' || html)) > 0
        or (${named}::text is not null
            and position(${named}::text in lower(subject || ' ' || text || ' ' || html)) > 0)`);
  // Limit counters keyed by address (sign-in, reset mails); with Redis they expire on their own.
  await tx.execute(sql`
    delete from rate_limit_counters where position(${email} in lower(key)) > 0`);
  // The trail keeps who did what to which id, and when. Entries about them lose their details
  // (an address, an IP); entries of what they did to others lose only the IP they did it from.
  await tx.execute(sql`
    update audit_log set detail = null
     where detail is not null
       and (target_user_id = ${person.id} or position(${email} in lower(detail::text)) > 0)`);
  await tx.execute(sql`
    update audit_log set detail = detail - 'ip'
     where actor_user_id = ${person.id} and detail ? 'ip'`);
}
