import { ErrorResponseSchema } from '@portal/shared/errors';
import {
  AccessCodeSchema,
  API_PRODUCTS,
  DpProgressResponseSchema,
  IdSchema,
  IpulseCommentBodySchema,
  IpulseStatementsResponseSchema,
  IpulseSubmitBodySchema,
  ProgressResponseSchema,
  RANKING_PRODUCTS,
  RankingStatementsResponseSchema,
  RankingSubmitBodySchema,
  ResiliencyQuestionsResponseSchema,
  ResiliencyResponsesBodySchema,
  ResiliencyResponsesQuerySchema,
  ResiliencyStatusResponseSchema,
  SectionsResponseSchema,
  SubmitResponseSchema,
  SurveyInfoResponseSchema,
  SurveyUserLookupBodySchema,
  SurveyUserRecordResponseSchema,
  SurveyUserResponseSchema,
  TAKEN_PRODUCTS,
} from '@portal/shared/surveys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, withActor } from '../../plugins/context.ts';
import { getDpProgress } from './discovery-process.service.ts';
import { submitIpulseComment } from './ipulse-comment.service.ts';
import { getProgress } from './progress.service.ts';
import {
  getResiliencyQuestions,
  getResiliencyStatus,
  saveResiliencyResponses,
} from './resiliency.service.ts';
import { listIpulseStatements, listRankingStatements, listSections } from './sections.service.ts';
import { submitIpulse, submitRanking } from './submit.service.ts';
import { getSurveyByAccessCode, getSurveyInfoById } from './survey-info.service.ts';
import {
  createSurveyUser,
  getCompletedSurveyUser,
  getSurveyUser,
  getSurveyUserRecord,
} from './survey-users.service.ts';

const tags = ['surveys'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const product = z.enum(API_PRODUCTS);
const taken = z.enum(TAKEN_PRODUCTS);
const ranking = z.enum(RANKING_PRODUCTS);
const idParam = z.object({ id: IdSchema });

/** platform spec §7 "Surveys": same paths (under /api) and shapes. */
export const surveysRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: app.requireUser };
  const actor = (request: Parameters<typeof contextOf>[0]) => withActor(contextOf(request));

  app.get(
    '/public/:product/survey/access-code/:code/',
    {
      schema: {
        tags,
        params: z.object({ product, code: AccessCodeSchema }),
        response: { 200: SurveyInfoResponseSchema, ...errors },
      },
    },
    (request) =>
      getSurveyByAccessCode(contextOf(request), request.params.product, request.params.code),
  );

  app.get(
    '/:product/survey/id/:id/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: idParam.extend({ product }),
        response: { 200: SurveyInfoResponseSchema, ...errors },
      },
    },
    (request) => getSurveyInfoById(actor(request), request.params.product, request.params.id),
  );

  app.get(
    '/:product/survey/id/:id/sections/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: idParam.extend({ product: taken }),
        response: { 200: SectionsResponseSchema, ...errors },
      },
    },
    (request) => listSections(actor(request), request.params.product, request.params.id),
  );

  app.get(
    '/:product/section/id/:id/statements/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: idParam.extend({ product: ranking }),
        response: { 200: RankingStatementsResponseSchema, ...errors },
      },
    },
    (request) => listRankingStatements(actor(request), request.params.id),
  );

  app.get(
    '/ipulse/section/id/:id/statements/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: idParam,
        response: { 200: IpulseStatementsResponseSchema, ...errors },
      },
    },
    (request) => listIpulseStatements(actor(request), request.params.id),
  );

  const lookup = {
    tags,
    security,
    params: z.object({ product }),
    body: SurveyUserLookupBodySchema,
    response: { 200: SurveyUserResponseSchema, ...errors },
  };
  app.post('/:product/survey/user/get/', { ...signedIn, schema: lookup }, (request) =>
    getSurveyUser(actor(request), request.params.product, request.body),
  );
  app.post('/:product/survey/completed/user/get/', { ...signedIn, schema: lookup }, (request) =>
    getCompletedSurveyUser(actor(request), request.params.product, request.body),
  );
  app.post('/:product/survey/user/create/', { ...signedIn, schema: lookup }, (request) =>
    createSurveyUser(actor(request), request.params.product, request.body),
  );

  app.get(
    '/:product/survey/user/:id/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: idParam.extend({ product }),
        response: { 200: SurveyUserRecordResponseSchema, ...errors },
      },
    },
    (request) => getSurveyUserRecord(actor(request), request.params.product, request.params.id),
  );

  app.get(
    '/dp/survey/user/:id/progress/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: idParam,
        response: { 200: DpProgressResponseSchema, ...errors },
      },
    },
    (request) => getDpProgress(actor(request), request.params.id),
  );

  app.get(
    '/:product/survey/user/:id/progress/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: idParam.extend({ product }),
        response: { 200: ProgressResponseSchema, ...errors },
      },
    },
    (request) => getProgress(actor(request), request.params.product, request.params.id),
  );

  app.patch(
    '/:product/survey/user/:id/submit/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: idParam.extend({ product: ranking }),
        body: RankingSubmitBodySchema,
        response: { 200: SubmitResponseSchema, ...errors },
      },
    },
    (request) =>
      submitRanking(actor(request), request.params.product, request.params.id, request.body),
  );

  app.patch(
    '/ipulse/survey/user/:id/submit/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: idParam,
        body: IpulseSubmitBodySchema,
        response: { 200: SubmitResponseSchema, ...errors },
      },
    },
    (request) => submitIpulse(actor(request), request.params.id, request.body),
  );

  app.patch(
    '/ipulse/survey/user/:id/comment/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: idParam,
        body: IpulseCommentBodySchema,
        response: { 200: z.object({ isCompleted: z.literal(true) }), ...errors },
      },
    },
    (request) => submitIpulseComment(actor(request), request.params.id, request.body),
  );

  app.get(
    '/survey/info/resiliencyQuestions',
    {
      ...signedIn,
      schema: { tags, security, response: { 200: ResiliencyQuestionsResponseSchema } },
    },
    (request) => getResiliencyQuestions(actor(request)),
  );

  app.get(
    '/survey/info/:id/resiliency',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: idParam,
        response: { 200: ResiliencyStatusResponseSchema, ...errors },
      },
    },
    (request) => getResiliencyStatus(actor(request), request.params.id),
  );

  app.post(
    '/survey/resiliency/responses',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        querystring: ResiliencyResponsesQuerySchema,
        body: ResiliencyResponsesBodySchema,
        response: { 200: z.object({ saved: z.boolean() }), ...errors },
      },
    },
    (request) => saveResiliencyResponses(actor(request), request.query.surveyUserId, request.body),
  );
};
