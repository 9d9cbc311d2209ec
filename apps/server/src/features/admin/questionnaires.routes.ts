import {
  AdminQuestionnaireDetailSchema,
  AdminQuestionnaireParamsSchema,
  AdminQuestionnairesQuerySchema,
  AdminQuestionnairesResponseSchema,
  QuestionnaireFileSchema,
  QuestionnaireImportResultSchema,
} from '@portal/shared/admin-questionnaires';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, withActor } from '../../plugins/context.ts';
import { adminErrors, adminSecurity, adminTags } from './admin.routes.ts';
import { CONTENT_FILE_BODY_LIMIT } from './courses.routes.ts';
import {
  getAdminQuestionnaire,
  importAdminQuestionnaire,
  listAdminQuestionnaires,
} from './questionnaires.service.ts';

/* The console's questionnaire content under /api/admin/questionnaires (issue 13, Surveys). */

type ActorRequest = Parameters<typeof contextOf>[0];
const actor = (request: ActorRequest) => withActor(contextOf(request));

export const questionnairesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { onRequest: app.requireAdmin };
  const docs = { tags: adminTags, security: adminSecurity };

  app.get(
    '/admin/questionnaires',
    {
      ...guarded,
      schema: {
        ...docs,
        description:
          'Questionnaires with their size, the surveys asking them and the takings that answered them.',
        querystring: AdminQuestionnairesQuerySchema,
        response: { 200: AdminQuestionnairesResponseSchema, ...adminErrors },
      },
    },
    (request) => listAdminQuestionnaires(actor(request), request.query),
  );

  app.post(
    '/admin/questionnaires/import',
    {
      ...guarded,
      bodyLimit: CONTENT_FILE_BODY_LIMIT,
      schema: {
        ...docs,
        description:
          'Imports a questionnaire file (decision 030): a new key is a new questionnaire; a known one is rewritten unless a taking has answered it (400).',
        body: QuestionnaireFileSchema,
        response: { 200: QuestionnaireImportResultSchema, ...adminErrors },
      },
    },
    (request) => importAdminQuestionnaire(actor(request), request.body),
  );

  app.get(
    '/admin/questionnaires/:id',
    {
      ...guarded,
      schema: {
        ...docs,
        description: 'A questionnaire’s dimensions, sections and statements in every language.',
        params: AdminQuestionnaireParamsSchema,
        response: { 200: AdminQuestionnaireDetailSchema, ...adminErrors },
      },
    },
    (request) => getAdminQuestionnaire(actor(request), request.params.id),
  );
};
