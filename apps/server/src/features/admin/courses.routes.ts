import {
  AdminCourseDetailSchema,
  AdminCourseParamsSchema,
  AdminCoursesQuerySchema,
  AdminCoursesResponseSchema,
  CourseCommentsQuerySchema,
  CourseCommentsResponseSchema,
  CourseImportResultSchema,
  CourseLearnersQuerySchema,
  CourseLearnersResponseSchema,
  CoursePublicationBodySchema,
} from '@portal/shared/admin-courses';
import { CourseFileSchema } from '@portal/shared/icoach-course-file';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, withActor } from '../../plugins/context.ts';
import { adminErrors, adminSecurity, adminTags } from './admin.routes.ts';
import { listCourseComments, listCourseLearners } from './course-learners.service.ts';
import {
  getAdminCourse,
  importAdminCourse,
  listAdminCourses,
  setAdminCoursePublication,
} from './courses.service.ts';

/* The console's iCoach courses area under /api/admin/courses (issue 13). */

type ActorRequest = Parameters<typeof contextOf>[0];
const actor = (request: ActorRequest) => withActor(contextOf(request));

/**
 * A content file (a course, a questionnaire) with every text in 12 languages runs to about a
 * megabyte (the demo course's is 0.9 MB), past the app's 1 MB default: these imports take more.
 */
export const CONTENT_FILE_BODY_LIMIT = 8 * 1024 * 1024;

export const coursesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { onRequest: app.requireAdmin };
  const docs = { tags: adminTags, security: adminSecurity };

  app.get(
    '/admin/courses',
    {
      ...guarded,
      schema: {
        ...docs,
        description:
          'iCoach courses with their size, learners and completions; q matches the title or the access code.',
        querystring: AdminCoursesQuerySchema,
        response: { 200: AdminCoursesResponseSchema, ...adminErrors },
      },
    },
    (request) => listAdminCourses(actor(request), request.query),
  );

  app.post(
    '/admin/courses/import',
    {
      ...guarded,
      bodyLimit: CONTENT_FILE_BODY_LIMIT,
      schema: {
        ...docs,
        description:
          'Imports a course file (docs/icoach-course-file.md) as JSON: created, or updated by its access code, in one transaction. A bad file is a 400 whose errors name the place in the file.',
        body: CourseFileSchema,
        response: { 200: CourseImportResultSchema, ...adminErrors },
      },
    },
    (request) => importAdminCourse(actor(request), request.body),
  );

  app.get(
    '/admin/courses/:id',
    {
      ...guarded,
      schema: {
        ...docs,
        description: 'One course with its skills and counts.',
        params: AdminCourseParamsSchema,
        response: { 200: AdminCourseDetailSchema, ...adminErrors },
      },
    },
    (request) => getAdminCourse(actor(request), request.params.id),
  );

  app.put(
    '/admin/courses/:id/publication',
    {
      ...guarded,
      schema: {
        ...docs,
        description:
          'Publishes or unpublishes a course; an unpublished one is found by nobody else.',
        params: AdminCourseParamsSchema,
        body: CoursePublicationBodySchema,
        response: { 200: AdminCourseDetailSchema, ...adminErrors },
      },
    },
    (request) =>
      setAdminCoursePublication(actor(request), request.params.id, request.body.published),
  );

  app.get(
    '/admin/courses/:id/learners',
    {
      ...guarded,
      schema: {
        ...docs,
        description:
          'The course’s learners with their progress and test scores; q matches name or email.',
        params: AdminCourseParamsSchema,
        querystring: CourseLearnersQuerySchema,
        response: { 200: CourseLearnersResponseSchema, ...adminErrors },
      },
    },
    (request) => listCourseLearners(actor(request), request.params.id, request.query),
  );

  app.get(
    '/admin/courses/:id/comments',
    {
      ...guarded,
      schema: {
        ...docs,
        description:
          'The course’s comments for moderation, newest first; visibility narrows to shown or hidden ones.',
        params: AdminCourseParamsSchema,
        querystring: CourseCommentsQuerySchema,
        response: { 200: CourseCommentsResponseSchema, ...adminErrors },
      },
    },
    (request) => listCourseComments(actor(request), request.params.id, request.query),
  );
};
