import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { surveys, surveyUsers } from '../../db/schema/surveys.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export async function insertPayment(db: Db, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment not created');
  return row;
}

/** A payment with its survey user and survey, by the reference a payer or provider quotes. */
export async function findPaymentByReference(db: Db, reference: string) {
  const [row] = await db
    .select({ payment: payments, surveyUser: surveyUsers, survey: surveys })
    .from(payments)
    .innerJoin(surveyUsers, eq(surveyUsers.id, payments.surveyUserId))
    .innerJoin(surveys, eq(surveys.id, surveyUsers.surveyId))
    .where(eq(payments.reference, reference))
    .limit(1);
  return row ?? null;
}

export async function findPaymentById(db: Db, id: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

export async function setPaymentReference(db: Db, id: number, reference: string) {
  await db.update(payments).set({ reference, updatedAt: new Date() }).where(eq(payments.id, id));
}
