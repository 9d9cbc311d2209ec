import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { surveys, surveyUsers } from '../../db/schema/surveys.ts';
import { DEMO_LEARNER_EMAIL } from '../accounts/demo-accounts.seed.ts';
import { findUserByEmail } from '../accounts/users.queries.ts';
import { DEMO_SURVEY_CODES } from '../surveys/demo-surveys.seed.ts';

/** The demo rater's bank transfer, waiting in the console to be confirmed (README). */
export const DEMO_BANK_REFERENCE = 'TP-DEMQPAY2';
const DEMO_CARD_REFERENCE = 'sbx_demo_learner_eq_paid';

interface DemoPayment {
  email: string;
  method: 'STRIPE' | 'OOPAY';
  provider: 'sandbox' | 'bank';
  reference: string;
  paid: boolean;
}

const DEMO_PAYMENTS: DemoPayment[] = [
  // The learner paid the paid E.Q. by card: the survey is theirs to take.
  {
    email: DEMO_LEARNER_EMAIL,
    method: 'STRIPE',
    provider: 'sandbox',
    reference: DEMO_CARD_REFERENCE,
    paid: true,
  },
  // The rater chose a bank transfer: an administrator confirms it once the money arrives.
  {
    email: 'rater@demo.example',
    method: 'OOPAY',
    provider: 'bank',
    reference: DEMO_BANK_REFERENCE,
    paid: false,
  },
];

/**
 * Payments in the demo data, so the console's Payments area and a paid survey are in use at
 * once: one paid by card, one bank transfer waiting for an administrator. Each is its taking of
 * the paid E.Q. and its payment in one transaction; a paid one is stored as the one confirmation
 * path leaves it (payment paid, taking authorised). Made only for a person who has no taking of
 * that survey, so a restart adds nothing and what people do afterwards is kept.
 */
export async function seedDemoPayments(db: Db): Promise<void> {
  const [survey] = await db
    .select({ id: surveys.id, pricePence: surveys.pricePence })
    .from(surveys)
    .where(eq(surveys.accessCode, DEMO_SURVEY_CODES.eqPaid));
  if (!survey) return;
  for (const demo of DEMO_PAYMENTS) {
    const person = await findUserByEmail(db, demo.email);
    if (!person) continue;
    const [taken] = await db
      .select({ id: surveyUsers.id })
      .from(surveyUsers)
      .where(and(eq(surveyUsers.surveyId, survey.id), eq(surveyUsers.userId, person.id)))
      .limit(1);
    if (taken) continue;
    await db.transaction(async (tx) => {
      const [taking] = await tx
        .insert(surveyUsers)
        .values({ surveyId: survey.id, userId: person.id, isAuthorized: demo.paid })
        .returning({ id: surveyUsers.id });
      const now = new Date();
      await tx.insert(payments).values({
        surveyUserId: taking!.id,
        userId: person.id,
        method: demo.method,
        provider: demo.provider,
        amountPence: survey.pricePence,
        currency: 'GBP',
        countryCode: 'GB',
        reference: demo.reference,
        status: demo.paid ? 'paid' : 'pending',
        paidAt: demo.paid ? now : null,
      });
    });
  }
}
