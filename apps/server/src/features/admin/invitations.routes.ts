import {
  AdminInvitationsResponseSchema,
  InvitationReminderBodySchema,
  InvitationReminderResponseSchema,
  InvitationsQuerySchema,
  InvitationTargetsQuerySchema,
  InvitationTargetsResponseSchema,
  InviteBodySchema,
  InviteResponseSchema,
} from '@portal/shared/admin-invitations';
import { ErrorResponseSchema } from '@portal/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, withActor } from '../../plugins/context.ts';
import { adminErrors, adminSecurity, adminTags } from './admin.routes.ts';
import { invite, setInvitationReminder } from './invitations.service.ts';
import { listInvitations, listInvitationTargets } from './invitations-list.service.ts';

/* The console's Invitations area under /api/admin/invitations (issue 13, decision 029). */

type ActorRequest = Parameters<typeof contextOf>[0];
const actor = (request: ActorRequest) => withActor(contextOf(request));

export const invitationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { onRequest: app.requireAdmin };
  const docs = { tags: adminTags, security: adminSecurity };

  app.get(
    '/admin/invitations',
    {
      ...guarded,
      schema: {
        ...docs,
        description:
          'One survey’s (surveyId) or course’s (courseId) invitations with each person’s state, and the counts: invited, sent, opened, started, completed.',
        querystring: InvitationsQuerySchema,
        response: { 200: AdminInvitationsResponseSchema, ...adminErrors },
      },
    },
    (request) => listInvitations(actor(request), request.query),
  );

  app.get(
    '/admin/invitations/targets',
    {
      ...guarded,
      schema: {
        ...docs,
        description: 'The surveys and courses whose title matches q, for the invitation form.',
        querystring: InvitationTargetsQuerySchema,
        response: { 200: InvitationTargetsResponseSchema, ...adminErrors },
      },
    },
    (request) => listInvitationTargets(actor(request), request.query.q),
  );

  app.post(
    '/admin/invitations',
    {
      ...guarded,
      schema: {
        ...docs,
        description:
          'Invites emails (1 to 1,000) to a survey or a course: an account waits for each new email, each person not yet invited is mailed a one-time link; those already invited are reported, not mailed again.',
        body: InviteBodySchema,
        response: { 200: InviteResponseSchema, ...adminErrors, 429: ErrorResponseSchema },
      },
    },
    (request) => invite(actor(request), request.body),
  );

  app.put(
    '/admin/invitations/reminder',
    {
      ...guarded,
      schema: {
        ...docs,
        description:
          'Sets the day a reminder goes to each invited person of the survey or course who has not finished (null: none).',
        body: InvitationReminderBodySchema,
        response: { 200: InvitationReminderResponseSchema, ...adminErrors },
      },
    },
    (request) => setInvitationReminder(actor(request), request.body),
  );
};
