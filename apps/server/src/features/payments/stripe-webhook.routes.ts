import { parsePathId } from '@portal/shared/rules/path-params';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { paymentEvents, payments } from '../../db/schema/payments.ts';
import { AppError } from '../../lib/errors.ts';
import { confirmPayment } from './confirmation.service.ts';
import { findPaymentById } from './payments.queries.ts';

/**
 * POST /payments/stripe/webhook: Stripe's events, signature-checked against the raw body with
 * STRIPE_WEBHOOK_SECRET. checkout.session.completed authorises the payment's survey user; an
 * event already handled (same id) changes nothing.
 */
export const stripeWebhookRoutes: FastifyPluginAsync = async (app) => {
  const secret = app.config.stripe.webhookSecret;
  // The signature covers the exact bytes Stripe sent: keep them, do not parse JSON here.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );
  // Only the webhook helpers are used; they need no API key.
  const stripe = new Stripe(app.config.stripe.secretKey ?? 'sk_test_webhook_only');

  app.post('/stripe/webhook', { schema: { hide: true } }, async (request, reply) => {
    if (!secret) throw new AppError(404, 'errors.not_found');
    const signature = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(
        request.body as Buffer,
        String(signature ?? ''),
        secret,
      );
    } catch {
      throw new AppError(400, 'errors.bad_request');
    }
    const [fresh] = await app.db
      .insert(paymentEvents)
      .values({ eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return reply.send({ received: true, duplicate: true });

    if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.expired') {
      const session = event.data.object as Stripe.Checkout.Session;
      // The metadata is ours, but an id outside the integer column's range would fail the query.
      const paymentId = parsePathId(session.metadata?.paymentId);
      const payment = paymentId === null ? undefined : await findPaymentById(app.db, paymentId);
      if (!payment || payment.reference !== session.id) {
        request.log.warn({ eventId: event.id }, 'stripe event for an unknown payment');
      } else if (event.type === 'checkout.session.expired') {
        await app.db
          .update(payments)
          .set({ status: 'cancelled', updatedAt: new Date() })
          .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
      } else if (
        session.payment_status !== 'paid' ||
        session.amount_total !== payment.amountPence
      ) {
        request.log.warn(
          { eventId: event.id, paymentId: payment.id },
          'stripe session not paid in full',
        );
      } else {
        await confirmPayment(app.db, payment.id);
      }
    }
    return reply.send({ received: true });
  });
};
