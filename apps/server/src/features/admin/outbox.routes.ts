import {
  AdminOutboxMailSchema,
  AdminOutboxParamsSchema,
  AdminOutboxQuerySchema,
  AdminOutboxResponseSchema,
} from '@portal/shared/admin-outbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, withActor } from '../../plugins/context.ts';
import { adminErrors, adminSecurity, adminTags } from './admin.routes.ts';
import { getOutboxMail, listOutbox } from './outbox.service.ts';

/*
 * The console's Outbox under /api/admin/outbox (issue 13). The messages hold one-time links:
 * administrators only, which is the point of an outbox without SMTP (outbox.service).
 */

type ActorRequest = Parameters<typeof contextOf>[0];
const actor = (request: ActorRequest) => withActor(contextOf(request));

export const outboxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { onRequest: app.requireAdmin };
  const docs = { tags: adminTags, security: adminSecurity };

  app.get(
    '/admin/outbox',
    {
      ...guarded,
      schema: {
        ...docs,
        description: 'The mail the portal wrote, newest first: q matches the recipient or subject.',
        querystring: AdminOutboxQuerySchema,
        response: { 200: AdminOutboxResponseSchema, ...adminErrors },
      },
    },
    (request) => listOutbox(actor(request), request.query),
  );

  app.get(
    '/admin/outbox/:id',
    {
      ...guarded,
      schema: {
        ...docs,
        description: 'One message with its text and HTML (null when sent over SMTP: not kept).',
        params: AdminOutboxParamsSchema,
        response: { 200: AdminOutboxMailSchema, ...adminErrors },
      },
    },
    (request) => getOutboxMail(actor(request), request.params.id),
  );
};
