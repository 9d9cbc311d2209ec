import { ErrorResponseSchema } from '@portal/shared/errors';
import { IdSchema } from '@portal/shared/surveys';
import {
  TsAddGoalBodySchema,
  TsGoalSchema,
  TsGoalsResponseSchema,
  TsUpdateGoalBodySchema,
} from '@portal/shared/team-survey-goals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, withActor } from '../../plugins/context.ts';
import { addGoal, changeGoal, getGoal, listGoals } from './goals.service.ts';

const tags = ['team-survey'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const rateeParams = z.object({ rateeId: IdSchema });
const goalParams = z.object({ rateeId: IdSchema, goalId: IdSchema });

/**
 * A ratee's SMART goals (issue 12; team-survey spec §2 "Goal page", §3): the ratee and their
 * manager only, keyed by the ratee like the other 360 calls (api-notes).
 */
export const teamSurveyGoalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: app.requireUser };
  const actor = (request: Parameters<typeof contextOf>[0]) => withActor(contextOf(request));

  app.get(
    '/ts/:rateeId/goals/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: rateeParams,
        response: { 200: TsGoalsResponseSchema, ...errors },
      },
    },
    (request) => listGoals(actor(request), request.params.rateeId),
  );
  app.get(
    '/ts/:rateeId/goals/:goalId/',
    {
      ...signedIn,
      schema: { tags, security, params: goalParams, response: { 200: TsGoalSchema, ...errors } },
    },
    (request) => getGoal(actor(request), request.params.rateeId, request.params.goalId),
  );
  app.post(
    '/ts/:rateeId/goals/add/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: rateeParams,
        body: TsAddGoalBodySchema,
        response: { 201: TsGoalSchema, ...errors },
      },
    },
    async (request, reply) => {
      const goal = await addGoal(actor(request), request.params.rateeId, request.body);
      return reply.code(201).send(goal);
    },
  );
  app.put(
    '/ts/:rateeId/goals/:goalId/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: goalParams,
        body: TsUpdateGoalBodySchema,
        response: { 200: TsGoalSchema, ...errors },
      },
    },
    (request) =>
      changeGoal(actor(request), request.params.rateeId, request.params.goalId, request.body),
  );
};
