import { z } from 'zod';
import { adminListQuery, adminPage } from './admin.ts';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './payments.ts';
import { textSchema } from './primitives.ts';

/*
 * The console's Payments area (issue 13): every payment with its status, method, amount and
 * reference, and the confirmation of a bank transfer by its reference (the command line's
 * payment:confirm).
 */

export const PAYMENT_SORTS = ['created', 'amount', 'status', 'reference'] as const;
export type PaymentSort = (typeof PAYMENT_SORTS)[number];

/**
 * GET /api/admin/payments. `q` matches the reference, or the payer's email or name (a
 * case-insensitive substring); `status` and `method` narrow the list. Newest first by default.
 */
export const AdminPaymentsQuerySchema = adminListQuery(PAYMENT_SORTS).extend({
  status: z.enum(PAYMENT_STATUSES, { error: 'validation.invalid' }).optional(),
  method: z.enum(PAYMENT_METHODS, { error: 'validation.invalid' }).optional(),
});
export type AdminPaymentsQuery = z.input<typeof AdminPaymentsQuerySchema>;

export const AdminPersonRefSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
});
export type AdminPersonRef = z.infer<typeof AdminPersonRefSchema>;

/** One payment as the console lists it. Instants are ISO strings. */
export const AdminPaymentSchema = z.object({
  id: z.number(),
  reference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  /** stripe, sandbox or bank. */
  provider: z.string(),
  amountPence: z.number().int(),
  currency: z.string(),
  payer: AdminPersonRefSchema,
  /** In the administrator's language, else the survey's default language. */
  surveyTitle: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof AdminPaymentSchema>;

export const AdminPaymentsResponseSchema = adminPage(AdminPaymentSchema);
export type AdminPaymentsResponse = z.infer<typeof AdminPaymentsResponseSchema>;

/** POST /api/admin/payments/{reference}/confirm. References are matched case-insensitively. */
export const AdminPaymentReferenceParamsSchema = z.object({
  reference: textSchema()
    .trim()
    .min(1, 'validation.invalid')
    .max(120, 'validation.invalid')
    .regex(/^[A-Za-z0-9_-]+$/, 'validation.invalid'),
});
