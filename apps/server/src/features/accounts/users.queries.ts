import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';

export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function insertUser(db: Db, values: NewUser) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user not created');
  return row;
}

/**
 * Gives a waiting account to the person registering with its email: their form replaces what was
 * prepared, in one statement that only matches while it still waits (two registrations at once:
 * one wins). Answers the account, or null when it no longer waits.
 */
export async function joinWaitingAccount(db: Db, id: number, values: NewUser) {
  const [row] = await db
    .update(users)
    .set({ ...values, awaitingOwnerSince: null, updatedAt: new Date() })
    .where(and(eq(users.id, id), isNotNull(users.awaitingOwnerSince)))
    .returning();
  return row ?? null;
}

export async function updateUser(db: Db, id: number, changes: UserChanges) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error('user not updated');
  return row;
}

/**
 * Stores a one-time reset link for the account with this email, replacing its unused ones, in
 * one statement that does the same work whether or not the account exists; answers the account
 * to mail, or null.
 */
export async function storeResetLink(db: Db, email: string, tokenHash: string, expiresAt: Date) {
  const result = await db.execute(sql`
    with target as (
      select id, email, first_name, locale from users where email = ${email.toLowerCase()}
    ), cleared as (
      delete from password_resets
       where user_id in (select id from target) and used_at is null
    ), stored as (
      insert into password_resets (user_id, token_hash, expires_at)
      select id, ${tokenHash}, ${expiresAt.toISOString()}::timestamptz from target
      returning user_id
    )
    select t.email, t.first_name as "firstName", t.locale
      from target t join stored s on s.user_id = t.id`);
  const rows = (
    result as unknown as { rows: { email: string; firstName: string; locale: string }[] }
  ).rows;
  return rows[0] ?? null;
}
