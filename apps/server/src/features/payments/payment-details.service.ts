import {
  type PaymentDetailsResponse,
  type PaymentMethod,
  type PaymentStatus,
  SANDBOX_CARDS,
  type SandboxPayBody,
} from '@portal/shared/payments';
import { type ApiProduct, routeProductOf } from '@portal/shared/surveys';
import { AppError, NotFound, Validation } from '../../lib/errors.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { pick } from '../surveys/localised.ts';
import { confirmPayment } from './confirmation.service.ts';
import { findPaymentByReference } from './payments.queries.ts';

/** The payer's own payment by its reference; anyone else's is a 404. */
async function ownPayment(ctx: ActorContext, reference: string) {
  const found = await findPaymentByReference(ctx.db, reference);
  if (!found || found.payment.userId !== ctx.actor.user.id) throw new NotFound();
  return found;
}

export async function getPaymentDetails(
  ctx: ActorContext,
  reference: string,
): Promise<PaymentDetailsResponse> {
  const { payment, survey } = await ownPayment(ctx, reference);
  const bank = ctx.config.bank;
  return {
    reference: payment.reference,
    method: payment.method as PaymentMethod,
    status: payment.status as PaymentStatus,
    amountPence: payment.amountPence,
    currency: payment.currency,
    surveyTitle: pick(survey.titles, ctx.locale, survey.defaultLanguage),
    returnPath: `/${routeProductOf(survey.product as ApiProduct)}/${survey.accessCode}?paid=1`,
    bank: payment.method === 'OOPAY' ? { ...bank } : null,
  };
}

/**
 * The sandbox checkout's "Pay" button: Stripe's test cards decide. 4242… pays (through the same
 * confirmation as a Stripe webhook), 4000…0002 is declined, anything else is refused. A declined
 * card leaves the payment pending, as Stripe's Checkout keeps its session open: the payer stays
 * on the card form and tries another card (issue 9, decision 015).
 */
export async function paySandbox(
  ctx: ActorContext,
  reference: string,
  card: SandboxPayBody & { cardNumber: string },
) {
  const { payment, survey } = await ownPayment(ctx, reference);
  if (payment.provider !== 'sandbox') throw new NotFound();
  if (payment.status !== 'pending') throw new AppError(400, 'payments.not_pending');
  const [month, year] = card.expiry.split('/').map((p) => Number(p.trim()));
  const now = new Date();
  const expiresEnd = new Date(Date.UTC(2000 + (year ?? 0), month ?? 0, 1));
  if (expiresEnd <= now) throw new Validation({ expiry: ['payments.expiry_past'] });
  if (card.cardNumber === SANDBOX_CARDS.declined) throw new AppError(402, 'payments.card_declined');
  if (card.cardNumber !== SANDBOX_CARDS.success)
    throw new Validation({ cardNumber: ['payments.sandbox_unknown_card'] });
  await confirmPayment(ctx.db, payment.id);
  return {
    status: 'paid' as const,
    returnPath: `/${routeProductOf(survey.product as ApiProduct)}/${survey.accessCode}?paid=1`,
  };
}
