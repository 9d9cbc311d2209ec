import { eq } from 'drizzle-orm';
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

export async function updateUser(db: Db, id: number, changes: UserChanges) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error('user not updated');
  return row;
}
