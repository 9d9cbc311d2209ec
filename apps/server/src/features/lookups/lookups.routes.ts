import {
  CountriesResponseSchema,
  EndUserCodeOptionsResponseSchema,
  IndustriesResponseSchema,
  MarketsResponseSchema,
  NationalitiesResponseSchema,
  RegistrationFieldsResponseSchema,
  RolesResponseSchema,
} from '@portal/shared/lookups';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getRegistrationFields,
  listCountries,
  listEndUserCodeOptions,
  listIndustries,
  listMarkets,
  listNationalities,
  listRoles,
} from './lookups.service.ts';

const tags = ['lookups'];

/** Lookups change rarely: browsers may keep them a few minutes, one copy per language. */
async function cacheable(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'public, max-age=300');
  reply.header('vary', 'Accept-Language');
}

export const lookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest) => ({ db: app.db, locale: request.locale });
  const cached = <S>(schema: S) => ({
    schema: { tags, response: { 200: schema } },
    onRequest: cacheable,
  });

  app.get('/public/nationalities', cached(NationalitiesResponseSchema), (r) =>
    listNationalities(ctx(r)),
  );
  app.get('/public/industries', cached(IndustriesResponseSchema), (r) => listIndustries(ctx(r)));
  app.get('/public/markets', cached(MarketsResponseSchema), (r) => listMarkets(ctx(r)));
  app.get('/public/roles', cached(RolesResponseSchema), (r) => listRoles(ctx(r)));
  app.get('/public/end-user-code-options', cached(EndUserCodeOptionsResponseSchema), (r) =>
    listEndUserCodeOptions(ctx(r)),
  );
  app.get('/public/countries', cached(CountriesResponseSchema), (r) => listCountries(ctx(r)));
  app.get(
    '/public/registration-fields',
    { schema: { tags, response: { 200: RegistrationFieldsResponseSchema } } },
    (request) => getRegistrationFields(ctx(request)),
  );
};
