import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { Config } from '../../config.ts';

export interface CheckoutRequest {
  paymentId: number;
  surveyUserId: number;
  amountPence: number;
  currency: string;
  description: string;
  customerEmail: string;
  /** Absolute URLs back to the portal. */
  successUrl: string;
  cancelUrl: string;
}

/** A card payment provider: where to send the payer, and the reference it answers to. */
export interface CardProvider {
  name: 'stripe' | 'sandbox';
  createCheckout(request: CheckoutRequest): Promise<{ reference: string; url: string }>;
}

/**
 * The embedded default: our own checkout page behaves like a card form (Stripe's test card
 * numbers) and confirms through the same path as Stripe's webhook.
 */
export const sandboxProvider: CardProvider = {
  name: 'sandbox',
  async createCheckout() {
    const reference = `sbx_${randomBytes(12).toString('hex')}`;
    return { reference, url: `/payment/checkout/${reference}` };
  },
};

export function stripeProvider(secretKey: string): CardProvider {
  const stripe = new Stripe(secretKey);
  return {
    name: 'stripe',
    async createCheckout(r) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        customer_email: r.customerEmail,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: r.currency.toLowerCase(),
              unit_amount: r.amountPence,
              product_data: { name: r.description },
            },
          },
        ],
        metadata: { paymentId: String(r.paymentId), surveyUserId: String(r.surveyUserId) },
        success_url: r.successUrl,
        cancel_url: r.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe answered a session without a URL');
      return { reference: session.id, url: session.url };
    },
  };
}

export function cardProviderFor(config: Config): CardProvider {
  return config.stripe.secretKey ? stripeProvider(config.stripe.secretKey) : sandboxProvider;
}
