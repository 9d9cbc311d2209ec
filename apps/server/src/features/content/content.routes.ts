import { ContentPageResponseSchema, ContentParamsSchema } from '@portal/shared/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getContentPage } from './content.service.ts';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/content/:pageId',
    {
      schema: {
        tags: ['content'],
        params: ContentParamsSchema,
        response: { 200: ContentPageResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Accept-Language');
      return getContentPage({ db: app.db, locale: request.locale }, request.params.pageId);
    },
  );
};
