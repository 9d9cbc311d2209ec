import { DashboardResponseSchema } from '@portal/shared/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, withActor } from '../../plugins/context.ts';
import { getDashboard } from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/dashboard',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        response: { 200: DashboardResponseSchema },
      },
    },
    (request) => getDashboard(withActor(contextOf(request))),
  );
};
