import { LIMITS } from '@portal/shared/limits';
import type { Locale } from '@portal/shared/locales';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import type { Tx } from '../../db/transaction.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { randomToken } from '../../lib/secure-tokens.ts';
import { findUserByEmail } from './users.queries.ts';

/*
 * Accounts waiting for their owner (issue 11, docs/decisions/023): a 360 manager names a person by
 * email before that person has an account. The account exists so that roles can point at it; it
 * cannot be signed in to (its password is a random secret nobody keeps) until its owner sets a
 * password from the invitation link, resets it, or registers with that email.
 */

export interface NamedPerson {
  email: string;
  fullName: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

export type Person = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

/**
 * What an account that does not exist yet would be made of. The password hash is worked out here,
 * before the caller's transaction, so no row lock waits on it.
 */
export async function prepareWaitingAccount(
  db: Db,
  person: NamedPerson,
  locale: Locale,
): Promise<{ existing: Person } | { values: typeof users.$inferInsert }> {
  const existing = await findUserByEmail(db, person.email);
  if (existing) return { existing };
  const [first, ...rest] = person.fullName.trim().split(/\s+/);
  return {
    values: {
      email: person.email.toLowerCase(),
      passwordHash: await hashPassword(randomToken()),
      firstName: (person.firstName || first || '').slice(0, LIMITS.nameMax),
      lastName: (person.lastName || rest.join(' ')).slice(0, LIMITS.nameMax),
      // The language of the person who named them: their invitation is written in it.
      locale,
      awaitingOwnerSince: new Date(),
    },
  };
}

/**
 * The account for `prepared`, made inside `tx` when it is new. Two managers naming one new email
 * at once: the unique index lets one insert win and the other reads the winner's row.
 */
export async function accountFor(
  tx: Tx,
  prepared: Awaited<ReturnType<typeof prepareWaitingAccount>>,
): Promise<Person> {
  if ('existing' in prepared) return prepared.existing;
  const [created] = await tx
    .insert(users)
    .values(prepared.values)
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [found] = await tx
    .select()
    .from(users)
    .where(eq(users.email, prepared.values.email))
    .limit(1);
  if (!found) throw new Error('account neither created nor found');
  return found;
}

export function isWaiting(person: { awaitingOwnerSince: Date | null }): boolean {
  return person.awaitingOwnerSince !== null;
}
