import { ErrorResponseSchema } from '@portal/shared/errors';
import { AccessCodeSchema, IdSchema } from '@portal/shared/surveys';
import {
  MANAGER_RATING_TYPES,
  TsAddPersonBodySchema,
  TsAddRateeBodySchema,
  TsAddSkillBodySchema,
  TsAvailableSkillsResponseSchema,
  TsManagerInfoResponseSchema,
  TsManagerRatingBodySchema,
  TsRateeSchema,
  TsRateesResponseSchema,
  TsRaterSchema,
  TsRatersResponseSchema,
  TsRatingSchema,
  TsRatingsResponseSchema,
  TsReviewExpiryResponseSchema,
  TsSkillRatingBodySchema,
  TsSkillSchema,
  TsSkillsResponseSchema,
  TsSurveyInfoResponseSchema,
  TsUserInfoResponseSchema,
} from '@portal/shared/team-survey';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, withActor } from '../../plugins/context.ts';
import {
  getOwnRatee,
  getRatee,
  getRateeManager,
  getReviewExpiry,
  listAssignedRatees,
  listManagedRatees,
  listRateeRaters,
} from './ratees.service.ts';
import {
  addManagerRating,
  addSkillRating,
  getManagerRatings,
  getSkillRating,
} from './ratings.service.ts';
import {
  addRatee,
  addRater,
  addSkill,
  publishRatee,
  removeRater,
  removeSkill,
} from './setup.service.ts';
import {
  getRateeSkill,
  listSkillChoices,
  listSkillsForManager,
  listSkillsForRater,
} from './skills.service.ts';
import { getTsSurveyByCode, getTsSurveyById, getTsUserInfo } from './ts-surveys.service.ts';

const tags = ['team-survey'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const id = IdSchema;
const ratingType = z.enum(MANAGER_RATING_TYPES);
const category = z.enum(['1', '2', '3']).transform(Number);

/** team-survey spec §7 with the api-notes' path keys (issue 11: up to the ratings). */
export const teamSurveyRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: app.requireUser };
  const actor = (request: Parameters<typeof contextOf>[0]) => withActor(contextOf(request));
  const read = <P extends z.ZodType, R extends z.ZodType>(params: P, response: R) => ({
    ...signedIn,
    schema: { tags, security, params, response: { 200: response, ...errors } },
  });

  app.get(
    '/public/360/survey/access-code/:code/',
    {
      schema: {
        tags,
        params: z.object({ code: AccessCodeSchema }),
        response: { 200: TsSurveyInfoResponseSchema, ...errors },
      },
    },
    (request) => getTsSurveyByCode(contextOf(request), request.params.code),
  );
  app.get(
    '/360/survey/id/:tsSurveyId/',
    read(z.object({ tsSurveyId: id }), TsSurveyInfoResponseSchema),
    (request) => getTsSurveyById(actor(request), request.params.tsSurveyId),
  );
  app.get(
    '/user/:userId/ts/:tsSurveyId/info/',
    read(z.object({ userId: id, tsSurveyId: id }), TsUserInfoResponseSchema),
    (request) => getTsUserInfo(actor(request), request.params.userId, request.params.tsSurveyId),
  );

  // Ratees.
  app.get('/ts/ratees/:rateeId/', read(z.object({ rateeId: id }), TsRateeSchema), (request) =>
    getRatee(actor(request), request.params.rateeId),
  );
  app.get(
    '/ts/ratees/:rateeId/review-expiry/',
    read(z.object({ rateeId: id }), TsReviewExpiryResponseSchema),
    (request) => getReviewExpiry(actor(request), request.params.rateeId),
  );
  app.get(
    '/ts/:tsSurveyId/ratees/for-manager/',
    read(z.object({ tsSurveyId: id }), TsRateesResponseSchema),
    (request) => listManagedRatees(actor(request), request.params.tsSurveyId),
  );
  app.get(
    '/ts/:tsSurveyId/ratees/for-rater/',
    read(z.object({ tsSurveyId: id }), TsRateesResponseSchema),
    (request) => listAssignedRatees(actor(request), request.params.tsSurveyId),
  );
  app.get(
    '/ts/:tsSurveyId/ratees/my/',
    read(z.object({ tsSurveyId: id }), TsRateeSchema),
    (request) => getOwnRatee(actor(request), request.params.tsSurveyId),
  );
  app.get(
    '/ts/:rateeId/raters/',
    read(z.object({ rateeId: id }), TsRatersResponseSchema),
    (request) => listRateeRaters(actor(request), request.params.rateeId),
  );
  app.get(
    '/ts/:role/:rateeId/manager',
    read(z.object({ role: z.enum(['ratee', 'rater']), rateeId: id }), TsManagerInfoResponseSchema),
    (request) => getRateeManager(actor(request), request.params.role, request.params.rateeId),
  );

  // Skills.
  app.get(
    '/ts/:rateeId/skills/',
    read(z.object({ rateeId: id }), TsSkillsResponseSchema),
    (request) => listSkillsForManager(actor(request), request.params.rateeId),
  );
  app.get(
    '/ts/:rateeId/skills/for-rater',
    read(z.object({ rateeId: id }), TsSkillsResponseSchema),
    (request) => listSkillsForRater(actor(request), request.params.rateeId),
  );
  app.get(
    '/ts/:rateeId/skills/available/:category/',
    read(z.object({ rateeId: id, category }), TsAvailableSkillsResponseSchema),
    (request) => listSkillChoices(actor(request), request.params.rateeId, request.params.category),
  );
  app.get(
    '/ts/:rateeId/skills/:skillId',
    read(z.object({ rateeId: id, skillId: id }), TsSkillSchema),
    (request) => getRateeSkill(actor(request), request.params.rateeId, request.params.skillId),
  );

  // The manager's changes, keyed by their team-survey user id M.
  const change = <P extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
    params: P,
    body: B,
    response: R,
  ) => ({
    ...signedIn,
    schema: { tags, security, params, body, response: { 200: response, ...errors } },
  });
  app.post(
    '/ts/:tsSurveyId/:managerId/ratees/add/',
    change(z.object({ tsSurveyId: id, managerId: id }), TsAddRateeBodySchema, TsRateeSchema),
    (request) =>
      addRatee(actor(request), request.params.tsSurveyId, request.params.managerId, request.body),
  );
  app.post(
    '/ts/:managerId/:rateeId/raters/add/',
    change(z.object({ managerId: id, rateeId: id }), TsAddPersonBodySchema, TsRaterSchema),
    (request) =>
      addRater(actor(request), request.params.managerId, request.params.rateeId, request.body),
  );
  app.post(
    '/ts/:managerId/:rateeId/skills/add/',
    change(
      z.object({ managerId: id, rateeId: id }),
      TsAddSkillBodySchema,
      z.object({ id: z.number(), skillId: z.number(), name: z.string(), category: z.number() }),
    ),
    (request) =>
      addSkill(actor(request), request.params.managerId, request.params.rateeId, request.body),
  );
  app.delete(
    '/ts/:managerId/:rateeId/raters/:raterId/delete/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: z.object({ managerId: id, rateeId: id, raterId: id }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { managerId, rateeId, raterId } = request.params;
      await removeRater(actor(request), managerId, rateeId, raterId);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    '/ts/:managerId/:rateeId/skills/:rateeSkillId/delete/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: z.object({ managerId: id, rateeId: id, rateeSkillId: id }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { managerId, rateeId, rateeSkillId } = request.params;
      await removeSkill(actor(request), managerId, rateeId, rateeSkillId);
      return reply.code(204).send(null);
    },
  );
  app.put(
    '/ts/:managerId/ratees/:rateeId/publish/',
    read(z.object({ managerId: id, rateeId: id }), TsRateeSchema),
    (request) => publishRatee(actor(request), request.params.managerId, request.params.rateeId),
  );

  // Ratings.
  app.get(
    '/ts/:rateeId/:skillId/rating',
    read(z.object({ rateeId: id, skillId: id }), TsRatingSchema),
    (request) => getSkillRating(actor(request), request.params.rateeId, request.params.skillId),
  );
  app.post(
    '/ts/:rateeId/:skillId/rating/add/',
    change(z.object({ rateeId: id, skillId: id }), TsSkillRatingBodySchema, TsRatingSchema),
    (request) =>
      addSkillRating(actor(request), request.params.rateeId, request.params.skillId, request.body),
  );
  app.get(
    '/ts/:rateeId/rating/:type/',
    read(z.object({ rateeId: id, type: ratingType }), TsRatingsResponseSchema),
    (request) => getManagerRatings(actor(request), request.params.rateeId, request.params.type),
  );
  app.post(
    '/ts/:rateeId/rating/:type/add/',
    change(z.object({ rateeId: id, type: ratingType }), TsManagerRatingBodySchema, TsRatingSchema),
    (request) =>
      addManagerRating(actor(request), request.params.rateeId, request.params.type, request.body),
  );
};
