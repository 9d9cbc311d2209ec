import { z } from 'zod';
import { intSchema, PG_INTEGER_MAX, rowIdSchema, textSchema } from './primitives.ts';

/** platform spec §9: OOPAY is bank transfer, STRIPE is card. */
export const PAYMENT_METHODS = ['OOPAY', 'STRIPE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * platform spec §3: the survey-user id also travels as a query value whose key depends on the
 * product. The browser route's product names the key.
 */
export const PAYMENT_QUERY_KEYS = {
  eq: 'eqSurveyUserId',
  values: 'valuesSurveyUserId',
  behaviours: 'behavioursSurveyUserId',
  'discovery-process': 'dpSurveyUserId',
} as const;
export type PayableRouteProduct = keyof typeof PAYMENT_QUERY_KEYS;

/** The key for a route product; an unknown product is an error (platform spec §8). */
export function paymentQueryKey(routeProduct: string): string {
  const key = PAYMENT_QUERY_KEYS[routeProduct as PayableRouteProduct];
  if (!key) throw new TypeError(`Unknown product type for payment: ${routeProduct}`);
  return key;
}

export const SurveyPaymentFormSchema = z
  .object({
    surveyUserId: rowIdSchema(),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'payments.method_required' }),
    /** Shown read-only in the form; the server takes the amount from the survey, never from here. */
    amount: intSchema(0, PG_INTEGER_MAX).optional(),
    countryCode: textSchema().trim().toUpperCase().nullish(),
    postalCode: textSchema().trim().max(20, 'payments.postcode_invalid').nullish(),
  })
  .superRefine((form, ctx) => {
    if (form.paymentMethod !== 'OOPAY') return;
    // platform spec §5: country and postcode are required for bank transfer.
    if (!form.countryCode || !/^[A-Z]{2}$/.test(form.countryCode)) {
      ctx.addIssue({ code: 'custom', path: ['countryCode'], message: 'payments.country_required' });
    }
    if (!form.postalCode) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'payments.postcode_required' });
    }
  });
export type SurveyPaymentForm = z.input<typeof SurveyPaymentFormSchema>;

export const PaymentBodySchema = z.object({ surveyPaymentForm: SurveyPaymentFormSchema });
export type PaymentBody = z.input<typeof PaymentBodySchema>;
export const PaymentResponseSchema = z.object({ paymentUrl: z.string() });
export type PaymentResponse = z.infer<typeof PaymentResponseSchema>;

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What the sandbox checkout and the bank-transfer page show. */
export const PaymentDetailsResponseSchema = z.object({
  reference: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  amountPence: z.number().int(),
  currency: z.string(),
  surveyTitle: z.string(),
  /** Where the person goes back to once paid: the survey's welcome page with `paid`. */
  returnPath: z.string(),
  bank: z
    .object({
      accountName: z.string(),
      bankName: z.string(),
      sortCode: z.string(),
      accountNumber: z.string(),
      iban: z.string(),
      bic: z.string(),
    })
    .nullable(),
});
export type PaymentDetailsResponse = z.infer<typeof PaymentDetailsResponseSchema>;

/**
 * The sandbox's test cards, as Stripe's: 4242 4242 4242 4242 is paid, 4000 0000 0000 0002 is
 * declined. Any future expiry and any 3-digit CVC.
 */
export const SANDBOX_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

export const SandboxPayBodySchema = z.object({
  cardNumber: textSchema('payments.card_number_invalid')
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{16}$/, 'payments.card_number_invalid')),
  expiry: textSchema('payments.expiry_invalid')
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'payments.expiry_invalid'),
  cvc: textSchema('payments.cvc_invalid')
    .trim()
    .regex(/^\d{3,4}$/, 'payments.cvc_invalid'),
  name: textSchema().trim().min(1, 'payments.card_name_required').max(100),
});
export type SandboxPayBody = z.input<typeof SandboxPayBodySchema>;

export const SandboxPayResponseSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  returnPath: z.string(),
});
