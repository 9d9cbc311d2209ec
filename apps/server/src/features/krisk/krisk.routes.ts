import { KRISK_PACKAGES, KriskPackagesResponseSchema } from '@portal/shared/krisk-packages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The partner risk portal's three packages (platform spec §9), for the /krisk page. */
export const kriskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/krisk/packages',
    { schema: { tags: ['krisk'], response: { 200: KriskPackagesResponseSchema } } },
    async () =>
      KRISK_PACKAGES.map(({ key, title, pricePence, icoachDays, accessCode }) => ({
        key,
        title,
        pricePence,
        icoachDays,
        accessCode,
      })),
  );
};
