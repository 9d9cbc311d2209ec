import { KRISK_PACKAGES } from '@portal/shared/krisk-packages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { icoachAccessGrants, payments } from '../../db/schema/payments.ts';
import { surveys, surveyUsers } from '../../db/schema/surveys.ts';
import type { Tx } from '../../db/transaction.ts';

/**
 * The one confirmation path of every provider (Stripe webhook, sandbox, bank transfer): a pending
 * payment becomes paid and authorises its survey user, once. Answers false when the payment was
 * not pending (already confirmed, failed or unknown), which changes nothing. `alsoInTransaction`
 * is the caller's own record of the change (the console's audit line), written in the same
 * transaction so the confirmation and its record land together or not at all.
 */
export async function confirmPayment(
  db: Db,
  paymentId: number,
  alsoInTransaction?: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(payments)
      .set({ status: 'paid', paidAt: new Date(), updatedAt: new Date() })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
      .returning();
    if (!paid) return false;
    await tx
      .update(surveyUsers)
      .set({ isAuthorized: true })
      .where(eq(surveyUsers.id, paid.surveyUserId));
    // A partner package also grants its days of iCoach, counted from now.
    const [taking] = await tx
      .select({ accessCode: surveys.accessCode })
      .from(surveyUsers)
      .innerJoin(surveys, eq(surveys.id, surveyUsers.surveyId))
      .where(eq(surveyUsers.id, paid.surveyUserId));
    const pack = KRISK_PACKAGES.find((p) => p.accessCode === taking?.accessCode);
    if (pack) {
      const now = new Date();
      await tx.insert(icoachAccessGrants).values({
        userId: paid.userId,
        paymentId: paid.id,
        icoachAccessCode: pack.icoachAccessCode,
        validFrom: now,
        validUntil: new Date(now.getTime() + pack.icoachDays * 86_400_000),
      });
    }
    await alsoInTransaction?.(tx);
    return true;
  });
}
