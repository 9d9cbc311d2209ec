import {
  DeleteAccountBodySchema,
  ImpersonationLinkResponseSchema,
  PeopleListQuerySchema,
  PeopleListResponseSchema,
  PersonalDataExportSchema,
  PersonDetailSchema,
  PersonParamsSchema,
  PersonSummarySchema,
  SetAdminBodySchema,
  SetDeactivationBodySchema,
} from '@portal/shared/admin-people';
import { ErrorResponseSchema } from '@portal/shared/errors';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, withActor } from '../../plugins/context.ts';
import { adminErrors, adminSecurity, adminTags } from './admin.routes.ts';
import {
  createPersonImpersonationLink,
  getPerson,
  listPeople,
  setPersonAdmin,
  setPersonDeactivation,
} from './people.service.ts';
import {
  deleteOwnAccount,
  erasePersonAsAdmin,
  exportOwnData,
  exportPersonData,
} from './personal-data.service.ts';

/*
 * The console's People area under /api/admin/people (issue 13), and a person's own data under
 * /api/account (export and delete). Every admin route: requireAdmin, and an audit record for
 * every change (people.service, personal-data.service).
 */

type ActorRequest = Parameters<typeof contextOf>[0];
const actor = (request: ActorRequest) => withActor(contextOf(request));

/** A JSON file the browser saves rather than shows. */
const asDownload = (reply: FastifyReply, name: string) =>
  reply
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store');

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { onRequest: app.requireAdmin };
  const docs = { tags: adminTags, security: adminSecurity };

  app.get(
    '/admin/people',
    {
      ...guarded,
      schema: {
        ...docs,
        description:
          'People by name or email: each word starts the first name, the last name or the email.',
        querystring: PeopleListQuerySchema,
        response: { 200: PeopleListResponseSchema, ...adminErrors },
      },
    },
    (request) => listPeople(actor(request), request.query),
  );

  app.get(
    '/admin/people/:userId',
    {
      ...guarded,
      schema: {
        ...docs,
        description: 'A person with their takings, courses, 360 roles and payments.',
        params: PersonParamsSchema,
        response: { 200: PersonDetailSchema, ...adminErrors },
      },
    },
    (request) => getPerson(actor(request), request.params.userId),
  );

  app.post(
    '/admin/people/:userId/impersonation-link',
    {
      ...guarded,
      schema: {
        ...docs,
        description:
          'A one-time link (ten minutes) that signs the administrator in as the person, for an hour.',
        params: PersonParamsSchema,
        response: { 200: ImpersonationLinkResponseSchema, ...adminErrors },
      },
    },
    (request) => createPersonImpersonationLink(actor(request), request.params.userId),
  );

  app.put(
    '/admin/people/:userId/admin',
    {
      ...guarded,
      schema: {
        ...docs,
        description: 'Turns the administrator role on or off (never one’s own off).',
        params: PersonParamsSchema,
        body: SetAdminBodySchema,
        response: { 200: PersonSummarySchema, ...adminErrors },
      },
    },
    (request) => setPersonAdmin(actor(request), request.params.userId, request.body.isAdmin),
  );

  app.put(
    '/admin/people/:userId/deactivation',
    {
      ...guarded,
      schema: {
        ...docs,
        description:
          'Deactivates an account (its sessions end, sign-in is refused) or reactivates it.',
        params: PersonParamsSchema,
        body: SetDeactivationBodySchema,
        response: { 200: PersonSummarySchema, ...adminErrors },
      },
    },
    (request) =>
      setPersonDeactivation(actor(request), request.params.userId, request.body.deactivated),
  );

  app.get(
    '/admin/people/:userId/export',
    {
      ...guarded,
      schema: {
        ...docs,
        description: 'Everything the portal holds about the person, as a JSON download.',
        params: PersonParamsSchema,
        response: { 200: PersonalDataExportSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const data = await exportPersonData(actor(request), request.params.userId);
      asDownload(reply, `personal-data-${request.params.userId}.json`);
      return data;
    },
  );

  app.delete(
    '/admin/people/:userId',
    {
      ...guarded,
      schema: {
        ...docs,
        description:
          'Erases the person: answers kept anonymised for the statistics, the account and all else removed.',
        params: PersonParamsSchema,
        response: { 204: z.null(), ...adminErrors },
      },
    },
    async (request, reply) => {
      await erasePersonAsAdmin(actor(request), request.params.userId);
      return reply.code(204).send(null);
    },
  );
};

/** /api/account: the signed-in person's own data (issue 13, from the /account page). */
export const accountDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: app.requireUser };
  const docs = { tags: ['accounts'], security: adminSecurity };
  const errors = {
    400: ErrorResponseSchema,
    401: ErrorResponseSchema,
    403: ErrorResponseSchema,
    429: ErrorResponseSchema,
  };

  app.get(
    '/account/export',
    {
      ...signedIn,
      schema: {
        ...docs,
        description: 'Everything the portal holds about the signed-in person, as a JSON download.',
        response: { 200: PersonalDataExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await exportOwnData(actor(request));
      asDownload(reply, 'my-personal-data.json');
      return data;
    },
  );

  app.delete(
    '/account',
    {
      ...signedIn,
      schema: {
        ...docs,
        description:
          'Deletes the signed-in person’s account after their password: answers kept anonymised, all else removed.',
        body: DeleteAccountBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteOwnAccount(actor(request), request.body.password);
      return reply.code(204).send(null);
    },
  );
};
