import { ErrorResponseSchema } from '@portal/shared/errors';
import {
  CommentVisibilityBodySchema,
  ICOACH_CERTIFICATE_FILE,
  IcoachAccessCodeSchema,
  IcoachCategoryParamSchema,
  IcoachCategorySkillsResponseSchema,
  IcoachCommentBodySchema,
  IcoachCommentSchema,
  IcoachCommentsResponseSchema,
  IcoachCompleteSkillBodySchema,
  IcoachCompleteSkillResponseSchema,
  IcoachCourseResponseSchema,
  IcoachDashboardResponseSchema,
  IcoachQuestionsResponseSchema,
  IcoachScoreBodySchema,
  IcoachScoreResponseSchema,
  IcoachSkillResponseSchema,
  IcoachSkillShortInfoListSchema,
  IcoachUserBodySchema,
  IcoachUserResponseSchema,
} from '@portal/shared/icoach';
import { IdSchema } from '@portal/shared/surveys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, withActor } from '../../plugins/context.ts';
import { downloadCertificate } from './certificate.service.ts';
import { createComment, listComments, setCommentHidden } from './comments.service.ts';
import {
  createIcoachUser,
  getCourseByAccessCode,
  getIcoachUser,
  getIcoachUserRecord,
} from './courses.service.ts';
import { createScore, getScore, listQuestions } from './knowledge-test.service.ts';
import {
  completeSkill,
  getCategorySkills,
  getIcoachDashboard,
  getSkill,
  listCategorySkillNames,
} from './progress.service.ts';

const tags = ['icoach'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

/** platform spec §7 "iCoach": the same paths (under /api) and the api-notes' shapes. */
export const icoachRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: app.requireUser };
  const actor = (request: Parameters<typeof contextOf>[0]) => withActor(contextOf(request));

  app.get(
    '/public/icoach/access-code/:code/',
    {
      schema: {
        tags,
        params: z.object({ code: IcoachAccessCodeSchema }),
        response: { 200: IcoachCourseResponseSchema, ...errors },
      },
    },
    (request) => getCourseByAccessCode(contextOf(request), request.params.code),
  );

  const lookup = {
    tags,
    security,
    body: IcoachUserBodySchema,
    response: { 200: IcoachUserResponseSchema, ...errors },
  };
  app.post('/icoach/user/get/', { ...signedIn, schema: lookup }, (request) =>
    getIcoachUser(actor(request), request.body),
  );
  app.post('/icoach/user/create/', { ...signedIn, schema: lookup }, (request) =>
    createIcoachUser(actor(request), request.body),
  );

  app.get(
    '/icoach/user/:icoachUserId/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        description: 'The owner’s iCoach user, to rebuild a lost local record.',
        params: z.object({ icoachUserId: IdSchema }),
        response: { 200: IcoachUserResponseSchema, ...errors },
      },
    },
    (request) => getIcoachUserRecord(actor(request), request.params.icoachUserId),
  );

  app.get(
    '/icoach/dashboard/:courseId/:icoachUserId',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: z.object({ courseId: IdSchema, icoachUserId: IdSchema }),
        response: { 200: IcoachDashboardResponseSchema, ...errors },
      },
    },
    (request) =>
      getIcoachDashboard(actor(request), request.params.courseId, request.params.icoachUserId),
  );

  app.get(
    '/icoach/skill/category/:categoryId/skills/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: z.object({ categoryId: IcoachCategoryParamSchema }),
        response: { 200: IcoachSkillShortInfoListSchema, ...errors },
      },
    },
    (request) => listCategorySkillNames(actor(request), request.params.categoryId),
  );

  app.get(
    '/icoach/skill/category/:courseId/:icoachUserId/:category',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: z.object({
          courseId: IdSchema,
          icoachUserId: IdSchema,
          category: IcoachCategoryParamSchema,
        }),
        response: { 200: IcoachCategorySkillsResponseSchema, ...errors },
      },
    },
    (request) =>
      getCategorySkills(
        actor(request),
        request.params.courseId,
        request.params.icoachUserId,
        request.params.category,
      ),
  );

  app.get(
    '/icoach/skill/:accessCode/:skillId',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: z.object({ accessCode: IcoachAccessCodeSchema, skillId: IdSchema }),
        response: { 200: IcoachSkillResponseSchema, ...errors },
      },
    },
    (request) => getSkill(actor(request), request.params.accessCode, request.params.skillId),
  );

  app.post(
    '/icoach/skill/complete/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        description: 'Moving past a skill’s last step completes it (platform spec §4).',
        body: IcoachCompleteSkillBodySchema,
        response: { 200: IcoachCompleteSkillResponseSchema, ...errors },
      },
    },
    (request) => completeSkill(actor(request), request.body.icoachUserId, request.body.skillId),
  );

  app.get(
    '/icoach/comment/:icoachUserId/:skillId/:stepId',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: z.object({ icoachUserId: IdSchema, skillId: IdSchema, stepId: IdSchema }),
        response: { 200: IcoachCommentsResponseSchema, ...errors },
      },
    },
    (request) =>
      listComments(
        actor(request),
        request.params.icoachUserId,
        request.params.skillId,
        request.params.stepId,
      ),
  );

  app.post(
    '/icoach/comment/create/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        body: IcoachCommentBodySchema,
        response: { 200: IcoachCommentSchema, ...errors },
      },
    },
    (request) => createComment(actor(request), request.body),
  );

  app.get(
    '/icoach/question/:skillId',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: z.object({ skillId: IdSchema }),
        response: { 200: IcoachQuestionsResponseSchema, ...errors },
      },
    },
    (request) => listQuestions(actor(request), request.params.skillId),
  );

  app.get(
    '/icoach/score/:skillId/:icoachUserId',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: z.object({ skillId: IdSchema, icoachUserId: IdSchema }),
        response: { 200: IcoachScoreResponseSchema, ...errors },
      },
    },
    (request) => getScore(actor(request), request.params.skillId, request.params.icoachUserId),
  );

  app.post(
    '/icoach/score/create/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        body: IcoachScoreBodySchema,
        response: { 200: IcoachScoreResponseSchema, ...errors },
      },
    },
    (request) => createScore(actor(request), request.body),
  );

  app.get(
    '/icoach/certificate/:icoachUserId/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        description: 'The course certificate PDF, once every skill is completed.',
        params: z.object({ icoachUserId: IdSchema }),
      },
    },
    async (request, reply) => {
      const pdf = await downloadCertificate(actor(request), request.params.icoachUserId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${ICOACH_CERTIFICATE_FILE}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.put(
    '/admin/icoach/comments/:commentId/visibility',
    {
      ...signedIn,
      schema: {
        tags: ['admin'],
        security,
        description: 'An administrator hides a comment or shows it again.',
        params: z.object({ commentId: IdSchema }),
        body: CommentVisibilityBodySchema,
        response: {
          200: z.object({ id: z.number(), hidden: z.boolean() }),
          ...errors,
        },
      },
    },
    (request) => setCommentHidden(actor(request), request.params.commentId, request.body.hidden),
  );
};
