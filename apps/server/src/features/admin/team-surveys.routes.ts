import {
  AdminRateeStatesResponseSchema,
  AdminTeamSurveyBodySchema,
  AdminTeamSurveyDetailSchema,
  AdminTeamSurveyManagerBodySchema,
  AdminTeamSurveyManagerParamsSchema,
  AdminTeamSurveyParamsSchema,
  AdminTeamSurveyRateesQuerySchema,
  AdminTeamSurveysQuerySchema,
  AdminTeamSurveysResponseSchema,
} from '@portal/shared/admin-team-surveys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, withActor } from '../../plugins/context.ts';
import { adminErrors, adminSecurity, adminTags } from './admin.routes.ts';
import {
  addAdminTeamSurveyManager,
  createAdminTeamSurvey,
  getAdminTeamSurvey,
  listAdminRateeStates,
  listAdminTeamSurveys,
  removeAdminTeamSurveyManager,
  updateAdminTeamSurvey,
} from './team-surveys.service.ts';

/* The console's 360 surveys area under /api/admin/team-surveys (issue 13). */

type ActorRequest = Parameters<typeof contextOf>[0];
const actor = (request: ActorRequest) => withActor(contextOf(request));

export const teamSurveysAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { onRequest: app.requireAdmin };
  const docs = { tags: adminTags, security: adminSecurity };
  const detail = { 200: AdminTeamSurveyDetailSchema, ...adminErrors };

  app.get(
    '/admin/team-surveys',
    {
      ...guarded,
      schema: {
        ...docs,
        description:
          '360 surveys, newest first, with their managers, ratees and published ratees: q matches a title or the access code.',
        querystring: AdminTeamSurveysQuerySchema,
        response: { 200: AdminTeamSurveysResponseSchema, ...adminErrors },
      },
    },
    (request) => listAdminTeamSurveys(actor(request), request.query),
  );

  app.post(
    '/admin/team-surveys',
    {
      ...guarded,
      schema: {
        ...docs,
        description: 'Creates a 360 survey with a new access code.',
        body: AdminTeamSurveyBodySchema,
        response: { 201: AdminTeamSurveyDetailSchema, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAdminTeamSurvey(actor(request), request.body)),
  );

  app.get(
    '/admin/team-surveys/:teamSurveyId',
    {
      ...guarded,
      schema: {
        ...docs,
        description: 'A 360 survey’s settings as stored, and its managers.',
        params: AdminTeamSurveyParamsSchema,
        response: detail,
      },
    },
    (request) => getAdminTeamSurvey(actor(request), request.params.teamSurveyId),
  );

  app.put(
    '/admin/team-surveys/:teamSurveyId',
    {
      ...guarded,
      schema: {
        ...docs,
        description:
          'Replaces a 360 survey’s settings. A new anonymity threshold applies at once to what results show and to publishing.',
        params: AdminTeamSurveyParamsSchema,
        body: AdminTeamSurveyBodySchema,
        response: detail,
      },
    },
    (request) => updateAdminTeamSurvey(actor(request), request.params.teamSurveyId, request.body),
  );

  app.post(
    '/admin/team-surveys/:teamSurveyId/managers',
    {
      ...guarded,
      schema: {
        ...docs,
        description:
          'Names a manager by email; a new email gets an account waiting for its owner and an invitation mail.',
        params: AdminTeamSurveyParamsSchema,
        body: AdminTeamSurveyManagerBodySchema,
        response: detail,
      },
    },
    (request) =>
      addAdminTeamSurveyManager(actor(request), request.params.teamSurveyId, request.body),
  );

  app.delete(
    '/admin/team-surveys/:teamSurveyId/managers/:userId',
    {
      ...guarded,
      schema: {
        ...docs,
        description: 'Takes the manager role away; refused while they manage a ratee.',
        params: AdminTeamSurveyManagerParamsSchema,
        response: detail,
      },
    },
    (request) =>
      removeAdminTeamSurveyManager(
        actor(request),
        request.params.teamSurveyId,
        request.params.userId,
      ),
  );

  app.get(
    '/admin/team-surveys/:teamSurveyId/ratees',
    {
      ...guarded,
      schema: {
        ...docs,
        description:
          'A 360 survey’s ratees and where each review stands: counts of ratings, never who gave them.',
        params: AdminTeamSurveyParamsSchema,
        querystring: AdminTeamSurveyRateesQuerySchema,
        response: { 200: AdminRateeStatesResponseSchema, ...adminErrors },
      },
    },
    (request) => listAdminRateeStates(actor(request), request.params.teamSurveyId, request.query),
  );
};
