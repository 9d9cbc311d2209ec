import { ErrorResponseSchema } from '@portal/shared/errors';
import { IdSchema } from '@portal/shared/surveys';
import { MANAGER_RATING_TYPES } from '@portal/shared/team-survey';
import {
  TsLastRatingsResponseSchema,
  TsPeriodResultsResponseSchema,
  TsRatingAverageResponseSchema,
  TsRatingResultsResponseSchema,
  TsReviewsResponseSchema,
} from '@portal/shared/team-survey-results';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, withActor } from '../../plugins/context.ts';
import {
  getLastRatings,
  getPeriodResults,
  getRatingAverage,
  getRatingResults,
  listRateeReviews,
} from './results.service.ts';

const tags = ['team-survey'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const id = IdSchema;
const ratingType = z.enum(MANAGER_RATING_TYPES);

/** team-survey spec §7 "Results" with the api-notes' path keys (issue 12): ratee and manager only. */
export const teamSurveyResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: Parameters<typeof contextOf>[0]) => withActor(contextOf(request));
  const read = <P extends z.ZodType, R extends z.ZodType>(params: P, response: R) => ({
    onRequest: app.requireUser,
    schema: { tags, security, params, response: { 200: response, ...errors } },
  });

  app.get(
    '/ts/:rateeId/rating/:type/average/',
    read(z.object({ rateeId: id, type: ratingType }), TsRatingAverageResponseSchema),
    (request) => getRatingAverage(actor(request), request.params.rateeId, request.params.type),
  );
  app.get(
    '/ts/:rateeId/rating/:type/last/',
    read(z.object({ rateeId: id, type: ratingType }), TsLastRatingsResponseSchema),
    (request) => getLastRatings(actor(request), request.params.rateeId, request.params.type),
  );
  app.get(
    '/ts/:rateeId/reviews/',
    read(z.object({ rateeId: id }), TsReviewsResponseSchema),
    (request) => listRateeReviews(actor(request), request.params.rateeId),
  );
  app.get(
    '/ts/:rateeId/rating-reviews/:reviewId/',
    read(z.object({ rateeId: id, reviewId: id }), TsPeriodResultsResponseSchema),
    (request) => getPeriodResults(actor(request), request.params.rateeId, request.params.reviewId),
  );
  app.get(
    '/ts/ratees/:rateeId/rating-results/',
    read(z.object({ rateeId: id }), TsRatingResultsResponseSchema),
    (request) => getRatingResults(actor(request), request.params.rateeId),
  );
};
