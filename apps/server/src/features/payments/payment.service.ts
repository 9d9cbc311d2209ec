import { randomInt } from 'node:crypto';
import {
  PAYMENT_QUERY_KEYS,
  type PayableRouteProduct,
  type PaymentResponse,
  type SurveyPaymentFormSchema,
} from '@portal/shared/payments';
import { type ApiProduct, apiProductOf, routeProductOf } from '@portal/shared/surveys';
import type { z } from 'zod';
import { AppError, Validation } from '../../lib/errors.ts';
import { enforceCostlyLimit } from '../../lib/limits.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { pick } from '../surveys/localised.ts';
import { ownedSurveyUser } from '../surveys/survey-users.service.ts';
import { cardProviderFor } from './card-providers.ts';
import { insertPayment, setPaymentReference } from './payments.queries.ts';

type SurveyPaymentForm = z.output<typeof SurveyPaymentFormSchema>;

/** The product a payment query names by its key (platform §7: `?{key}={surveyUserId}`). */
function productOfQuery(query: Record<string, unknown>): {
  product: ApiProduct;
  surveyUserId: string;
} {
  const found = (Object.entries(PAYMENT_QUERY_KEYS) as [PayableRouteProduct, string][]).filter(
    ([, key]) => key in query,
  );
  if (found.length !== 1) throw new AppError(400, 'payments.unknown_product');
  const [routeProduct, key] = found[0]!;
  return { product: apiProductOf(routeProduct)!, surveyUserId: String(query[key]) };
}

/** A reference a person can type into their bank's payment form: TP- and 8 letters or digits. */
function bankReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `TP-${Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('')}`;
}

/**
 * POST /payment?{key}={surveyUserId}: starts paying for one's own unpaid survey user. The amount
 * is the survey's price; whatever amount the browser sends is ignored.
 */
export async function createPayment(
  ctx: ActorContext,
  query: Record<string, unknown>,
  form: SurveyPaymentForm,
): Promise<PaymentResponse> {
  await enforceCostlyLimit(ctx, 'payment', ctx.actor.user.id);
  const { product, surveyUserId } = productOfQuery(query);
  if (surveyUserId !== String(form.surveyUserId)) {
    throw new Validation({ surveyUserId: ['payments.survey_user_mismatch'] });
  }
  const { surveyUser, survey } = await ownedSurveyUser(ctx, product, form.surveyUserId);
  if (surveyUser.isAuthorized) throw new AppError(400, 'payments.already_paid');
  if (survey.pricePence <= 0) throw new AppError(400, 'payments.nothing_to_pay');
  const welcomePath = `/${routeProductOf(survey.product as ApiProduct)}/${survey.accessCode}`;
  const base = {
    surveyUserId: surveyUser.id,
    userId: ctx.actor.user.id,
    method: form.paymentMethod,
    amountPence: survey.pricePence,
    currency: 'GBP',
  };

  if (form.paymentMethod === 'OOPAY') {
    const reference = bankReference();
    await insertPayment(ctx.db, {
      ...base,
      provider: 'bank',
      reference,
      countryCode: form.countryCode ?? null,
      postalCode: form.postalCode ?? null,
    });
    return { paymentUrl: `/payment/bank-transfer/${reference}` };
  }

  const provider = cardProviderFor(ctx.config);
  // Insert first with a placeholder reference: the provider needs our id in its metadata.
  const payment = await insertPayment(ctx.db, {
    ...base,
    provider: provider.name,
    reference: `new_${crypto.randomUUID()}`,
  });
  const checkout = await provider.createCheckout({
    paymentId: payment.id,
    surveyUserId: surveyUser.id,
    amountPence: survey.pricePence,
    currency: 'GBP',
    description: pick(survey.titles, ctx.locale, survey.defaultLanguage),
    customerEmail: ctx.actor.user.email,
    successUrl: `${ctx.config.publicUrl}${welcomePath}?paid=1`,
    cancelUrl: `${ctx.config.publicUrl}/payment/${routeProductOf(survey.product as ApiProduct)}/${survey.accessCode}`,
  });
  await setPaymentReference(ctx.db, payment.id, checkout.reference);
  return { paymentUrl: checkout.url };
}
