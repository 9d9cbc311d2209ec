import { ErrorResponseSchema } from '@portal/shared/errors';
import { PathIdSchema } from '@portal/shared/ids';
import {
  PaymentBodySchema,
  PaymentDetailsResponseSchema,
  PaymentResponseSchema,
  SandboxPayBodySchema,
  SandboxPayResponseSchema,
} from '@portal/shared/payments';
import { textSchema } from '@portal/shared/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, withActor } from '../../plugins/context.ts';
import { createPayment } from './payment.service.ts';
import { getPaymentDetails, paySandbox } from './payment-details.service.ts';

const tags = ['payments'];
const security = [{ bearer: [] }];
const errors = {
  400: ErrorResponseSchema,
  402: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};
const referenceParams = z.object({ reference: textSchema().regex(/^[A-Za-z0-9_-]{4,120}$/) });

/** platform spec §7: POST /payment?{key}={surveyUserId}; and the pages a payment opens. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: app.requireUser };

  app.post(
    '/payment',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        // The key names the product (eqSurveyUserId, valuesSurveyUserId, ...); the service checks it.
        querystring: z.record(textSchema(), PathIdSchema),
        body: PaymentBodySchema,
        response: { 200: PaymentResponseSchema, ...errors },
      },
    },
    (request) =>
      createPayment(withActor(contextOf(request)), request.query, request.body.surveyPaymentForm),
  );

  app.get(
    '/payments/:reference',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: referenceParams,
        response: { 200: PaymentDetailsResponseSchema, ...errors },
      },
    },
    (request) => getPaymentDetails(withActor(contextOf(request)), request.params.reference),
  );

  app.post(
    '/payments/sandbox/:reference/pay',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: referenceParams,
        body: SandboxPayBodySchema,
        response: { 200: SandboxPayResponseSchema, ...errors },
      },
    },
    (request) => paySandbox(withActor(contextOf(request)), request.params.reference, request.body),
  );
};
