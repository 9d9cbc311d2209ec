import {
  AdminSurveyParamsSchema,
  AdminSurveySchema,
  AdminSurveysQuerySchema,
  AdminSurveysResponseSchema,
  CreateSurveyBodySchema,
  SurveyOptionsSchema,
  SurveyParticipantsQuerySchema,
  SurveyParticipantsResponseSchema,
  UpdateSurveyBodySchema,
  WelcomePreviewBodySchema,
  WelcomePreviewResponseSchema,
} from '@portal/shared/admin-surveys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, withActor } from '../../plugins/context.ts';
import { adminErrors, adminSecurity, adminTags } from './admin.routes.ts';
import {
  createAdminSurvey,
  getAdminSurvey,
  getSurveyOptions,
  listAdminSurveys,
  listSurveyParticipants,
  previewWelcome,
  updateAdminSurvey,
} from './surveys.service.ts';

/* The console's Surveys area under /api/admin/surveys (issue 13). */

type ActorRequest = Parameters<typeof contextOf>[0];
const actor = (request: ActorRequest) => withActor(contextOf(request));

export const surveysAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { onRequest: app.requireAdmin };
  const docs = { tags: adminTags, security: adminSecurity };

  app.get(
    '/admin/surveys',
    {
      ...guarded,
      schema: {
        ...docs,
        description:
          'Surveys of every product, newest first: q matches a title or the access code; product narrows. Each row counts its participants and completions.',
        querystring: AdminSurveysQuerySchema,
        response: { 200: AdminSurveysResponseSchema, ...adminErrors },
      },
    },
    (request) => listAdminSurveys(actor(request), request.query),
  );

  app.post(
    '/admin/surveys',
    {
      ...guarded,
      schema: {
        ...docs,
        description:
          'Creates a survey (the command line’s survey:create) with titles and welcome messages per language; the welcome HTML is sanitised when stored.',
        body: CreateSurveyBodySchema,
        response: { 201: AdminSurveySchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const survey = await createAdminSurvey(actor(request), request.body);
      return reply.code(201).send(survey);
    },
  );

  app.get(
    '/admin/survey-options',
    {
      ...guarded,
      schema: {
        ...docs,
        description:
          'What the survey form offers: the report layouts and each product’s questionnaires.',
        response: { 200: SurveyOptionsSchema, ...adminErrors },
      },
    },
    (request) => getSurveyOptions(actor(request)),
  );

  app.post(
    '/admin/surveys/welcome-preview',
    {
      ...guarded,
      schema: {
        ...docs,
        description:
          'The welcome message as the public welcome page will show it: the stored-HTML sanitiser’s output.',
        body: WelcomePreviewBodySchema,
        response: { 200: WelcomePreviewResponseSchema, ...adminErrors },
      },
    },
    (request) => previewWelcome(request.body.html),
  );

  app.get(
    '/admin/surveys/:surveyId',
    {
      ...guarded,
      schema: {
        ...docs,
        description: 'One survey’s settings, public link path and completion counts.',
        params: AdminSurveyParamsSchema,
        response: { 200: AdminSurveySchema, ...adminErrors },
      },
    },
    (request) => getAdminSurvey(actor(request), request.params.surveyId),
  );

  app.put(
    '/admin/surveys/:surveyId',
    {
      ...guarded,
      schema: {
        ...docs,
        description:
          'Changes a survey’s settings. The product cannot change once the survey exists: a different product is a 400 on the field.',
        params: AdminSurveyParamsSchema,
        body: UpdateSurveyBodySchema,
        response: { 200: AdminSurveySchema, ...adminErrors },
      },
    },
    (request) => updateAdminSurvey(actor(request), request.params.surveyId, request.body),
  );

  app.get(
    '/admin/surveys/:surveyId/participants',
    {
      ...guarded,
      schema: {
        ...docs,
        description:
          'The survey’s takings: each person, when they started and were last active, sections done of the total, completed or not. q matches name or email.',
        params: AdminSurveyParamsSchema,
        querystring: SurveyParticipantsQuerySchema,
        response: { 200: SurveyParticipantsResponseSchema, ...adminErrors },
      },
    },
    (request) => listSurveyParticipants(actor(request), request.params.surveyId, request.query),
  );
};
