import { AdminOverviewSchema } from '@portal/shared/admin';
import { ErrorResponseSchema } from '@portal/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, withActor } from '../../plugins/context.ts';
import { auditAdminRoutes } from './audit.routes.ts';
import { coursesAdminRoutes } from './courses.routes.ts';
import { exportsAdminRoutes } from './exports.routes.ts';
import { invitationsAdminRoutes } from './invitations.routes.ts';
import { outboxAdminRoutes } from './outbox.routes.ts';
import { getOverview } from './overview.service.ts';
import { paymentsAdminRoutes } from './payments.routes.ts';
import { peopleRoutes } from './people.routes.ts';
import { questionnairesAdminRoutes } from './questionnaires.routes.ts';
import { surveysAdminRoutes } from './surveys.routes.ts';
import { teamSurveysAdminRoutes } from './team-surveys.routes.ts';

/*
 * The administrator's console API under /api/admin (issue 13). Every route is guarded by
 * requireAdmin: a signed-in person without the role gets 403, nobody signed in 401. The console
 * calls other features' services, never their queries. Each area registers its routes here.
 */
export const adminTags = ['admin'];
export const adminSecurity = [{ bearer: [] }];
export const adminErrors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: Parameters<typeof contextOf>[0]) => withActor(contextOf(request));
  app.get(
    '/admin/overview',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: adminTags,
        security: adminSecurity,
        description: 'The counts on the console’s first page.',
        response: { 200: AdminOverviewSchema, ...adminErrors },
      },
    },
    (request) => getOverview(actor(request)),
  );
  await app.register(peopleRoutes);
  await app.register(paymentsAdminRoutes);
  await app.register(outboxAdminRoutes);
  await app.register(auditAdminRoutes);
  await app.register(teamSurveysAdminRoutes);
  await app.register(exportsAdminRoutes);
  await app.register(invitationsAdminRoutes);
  await app.register(surveysAdminRoutes);
  await app.register(coursesAdminRoutes);
  await app.register(questionnairesAdminRoutes);
};
