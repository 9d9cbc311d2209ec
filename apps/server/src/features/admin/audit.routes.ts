import { AdminAuditQuerySchema, AdminAuditResponseSchema } from '@portal/shared/admin-audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, withActor } from '../../plugins/context.ts';
import { adminErrors, adminSecurity, adminTags } from './admin.routes.ts';
import { listAudit } from './audit.service.ts';

/* The console's Audit log under /api/admin/audit-log (issue 13). */

type ActorRequest = Parameters<typeof contextOf>[0];
const actor = (request: ActorRequest) => withActor(contextOf(request));

export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit-log',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: adminTags,
        security: adminSecurity,
        description:
          'Who changed what, newest first: person matches the actor or the target (id, email or name); from and to are dates, both included.',
        querystring: AdminAuditQuerySchema,
        response: { 200: AdminAuditResponseSchema, ...adminErrors },
      },
    },
    (request) => listAudit(actor(request), request.query),
  );
};
