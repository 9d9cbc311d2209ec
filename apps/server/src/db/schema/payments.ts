import { index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../columns.ts';
import { users } from './accounts.ts';
import { surveyUsers } from './surveys.ts';

/**
 * One attempt to pay for a survey user. The amount and currency come from the survey, never
 * from the browser (architecture: "Money is integer minor units").
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    surveyUserId: integer('survey_user_id')
      .notNull()
      .references(() => surveyUsers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** STRIPE (card) or OOPAY (bank transfer), as the spec names them. */
    method: varchar('method', { length: 10 }).notNull(),
    /** stripe, sandbox or bank. */
    provider: varchar('provider', { length: 10 }).notNull(),
    amountPence: integer('amount_pence').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('GBP'),
    countryCode: varchar('country_code', { length: 2 }),
    postalCode: varchar('postal_code', { length: 20 }),
    /** Checkout session id, sandbox id, or the bank-transfer reference a payer quotes. */
    reference: varchar('reference', { length: 120 }).notNull(),
    /** pending, paid, failed or cancelled. */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    paidAt: instant('paid_at'),
  },
  (t) => [
    uniqueIndex('payments_reference_unique').on(t.reference),
    index('payments_survey_user_idx').on(t.surveyUserId),
  ],
);

/** Provider events already handled: a redelivered webhook changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: varchar('event_id', { length: 120 }).primaryKey(),
  type: varchar('type', { length: 80 }).notNull(),
  receivedAt: createdAt(),
});

/**
 * The iCoach access a paid partner package grants (30, 45 or 60 days). The iCoach issue enforces
 * it; the window starts when the payment is confirmed.
 */
export const icoachAccessGrants = pgTable(
  'icoach_access_grants',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    icoachAccessCode: varchar('icoach_access_code', { length: 50 }).notNull(),
    validFrom: instant('valid_from').notNull(),
    validUntil: instant('valid_until').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('icoach_access_grants_payment_unique').on(t.paymentId)],
);
