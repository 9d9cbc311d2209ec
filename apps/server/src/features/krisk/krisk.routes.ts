import { KriskPackagesResponseSchema } from '@portal/shared/krisk-packages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../plugins/context.ts';
import { listKriskPackages } from './krisk-packages.service.ts';

/** The partner risk portal's three packages (platform spec §9), for the /krisk page. */
export const kriskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/krisk/packages',
    { schema: { tags: ['krisk'], response: { 200: KriskPackagesResponseSchema } } },
    async (request) => listKriskPackages(contextOf(request)),
  );
};
