import {
  AdminPaymentReferenceParamsSchema,
  AdminPaymentSchema,
  AdminPaymentsQuerySchema,
  AdminPaymentsResponseSchema,
} from '@portal/shared/admin-payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, withActor } from '../../plugins/context.ts';
import { adminErrors, adminSecurity, adminTags } from './admin.routes.ts';
import { confirmAdminPayment, listAdminPayments } from './payments.service.ts';

/* The console's Payments area under /api/admin/payments (issue 13). */

type ActorRequest = Parameters<typeof contextOf>[0];
const actor = (request: ActorRequest) => withActor(contextOf(request));

export const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { onRequest: app.requireAdmin };
  const docs = { tags: adminTags, security: adminSecurity };

  app.get(
    '/admin/payments',
    {
      ...guarded,
      schema: {
        ...docs,
        description:
          'Payments, newest first: q matches the reference or the payer’s email or name; status and method narrow.',
        querystring: AdminPaymentsQuerySchema,
        response: { 200: AdminPaymentsResponseSchema, ...adminErrors },
      },
    },
    (request) => listAdminPayments(actor(request), request.query),
  );

  app.post(
    '/admin/payments/:reference/confirm',
    {
      ...guarded,
      schema: {
        ...docs,
        description:
          'Confirms a pending bank transfer by its reference: the survey is unlocked and the payer mailed.',
        params: AdminPaymentReferenceParamsSchema,
        response: { 200: AdminPaymentSchema, ...adminErrors },
      },
    },
    (request) => confirmAdminPayment(actor(request), request.params.reference),
  );
};
