import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { oncePerDb } from '../../db/prepared.ts';
import { sessions, users } from '../../db/schema/accounts.ts';

const impersonators = alias(users, 'impersonators');

/**
 * The one query every authenticated call makes when its session is not in memory
 * (session-cache.ts): a prepared statement per database handle, so the SQL is built once.
 */
const activeSession = oncePerDb((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // An impersonated session ends as soon as its administrator loses the role (decision 011).
    .leftJoin(impersonators, eq(impersonators.id, sessions.impersonatorId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        // A deactivated account has no session, even one opened before (issue 13); nor does an
        // impersonation by a deactivated administrator.
        isNull(users.deactivatedAt),
        or(
          isNull(sessions.impersonatorId),
          and(eq(impersonators.isAdmin, true), isNull(impersonators.deactivatedAt)),
        ),
      ),
    )
    .limit(1)
    .prepare('find_active_session'),
);

export async function findActiveSession(db: Db, sessionId: string, userId: number) {
  const [row] = await activeSession(db).execute({ sessionId, userId, now: new Date() });
  return row ?? null;
}

export async function insertSession(
  db: Db,
  values: { userId: number; expiresAt: Date; impersonatorId?: number | null },
) {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('session not created');
  return row;
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user but, optionally, one. */
export async function deleteUserSessions(db: Db, userId: number, exceptSessionId?: string) {
  await db
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
        : eq(sessions.userId, userId),
    );
}
