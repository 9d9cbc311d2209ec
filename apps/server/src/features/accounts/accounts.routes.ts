import {
  ChangePasswordBodySchema,
  DeletePictureBodySchema,
  EmailAvailabilityQuerySchema,
  EmailAvailabilityResponseSchema,
  ImpersonateQuerySchema,
  InvitationBodySchema,
  InvitationResponseSchema,
  LoginBodySchema,
  MessageResponseSchema,
  PasswordRequestBodySchema,
  PasswordResetBodySchema,
  RegistrationBodySchema,
  SessionCheckResponseSchema,
  SignInLinkBodySchema,
  SignInLinkResponseSchema,
  TokenResponseSchema,
  TsRegistrationBodySchema,
  UpdateUserBodySchema,
  UserIdParamsSchema,
  UserResponseSchema,
} from '@portal/shared/accounts';
import { ErrorResponseSchema } from '@portal/shared/errors';
import { textSchema } from '@portal/shared/primitives';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, Validation } from '../../lib/errors.ts';
import { contextOf, withActor } from '../../plugins/context.ts';
import { impersonate } from './impersonation.service.ts';
import { acceptInvitation } from './invitation.service.ts';
import {
  clearedPageSessionCookie,
  isSecureOrigin,
  pageSessionCookieFor,
} from './page-session-cookie.ts';
import { changePassword, requestPasswordReset, resetPassword } from './password.service.ts';
import { deletePicture, readPicture, uploadPicture } from './picture.service.ts';
import { getMe, updateProfile } from './profile.service.ts';
import { checkEmailAvailability, register } from './registration.service.ts';
import { checkSession, logout } from './sessions.service.ts';
import { login } from './sign-in.service.ts';
import { useSignInLink } from './sign-in-links.service.ts';

const tags = ['accounts'];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };
const security = [{ bearer: [] }];

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: app.requireUser };
  const secureCookies = isSecureOrigin(app.config.publicUrl);

  app.get(
    '/public/check-email-availability',
    {
      schema: {
        tags,
        querystring: EmailAvailabilityQuerySchema,
        response: { 200: EmailAvailabilityResponseSchema },
      },
    },
    (request) => checkEmailAvailability(contextOf(request), request.query.email),
  );

  app.post(
    '/public/registration',
    {
      schema: {
        tags,
        body: RegistrationBodySchema,
        response: { 201: TokenResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await register(contextOf(request), request.body.registrationForm)),
  );

  // The team-survey variant: same account, plus the 360 access code it came from.
  app.post(
    '/public/ts/registration',
    {
      schema: {
        tags,
        body: TsRegistrationBodySchema,
        response: { 201: TokenResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await register(contextOf(request), request.body.registrationForm)),
  );

  app.post(
    '/login_check',
    {
      schema: {
        tags,
        body: LoginBodySchema,
        response: { 200: TokenResponseSchema, ...errors, 429: ErrorResponseSchema },
      },
    },
    (request) => login(contextOf(request), request.body),
  );

  app.post(
    '/logout',
    { ...signedIn, schema: { tags, security, response: { 204: z.null() } } },
    async (request, reply) => {
      await logout(withActor(contextOf(request)));
      // The page-session cookie goes with the session (decision 042).
      reply.header('set-cookie', clearedPageSessionCookie(secureCookies));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/session/check',
    { ...signedIn, schema: { tags, security, response: { 200: SessionCheckResponseSchema } } },
    (request) => checkSession(withActor(contextOf(request))),
  );

  app.get(
    '/me',
    { ...signedIn, schema: { tags, security, response: { 200: UserResponseSchema } } },
    async (request, reply) => {
      // Decision 042: the page requests of this browser carry its session from now on.
      const cookie = pageSessionCookieFor(app, request, secureCookies);
      if (cookie) reply.header('set-cookie', cookie);
      return getMe(withActor(contextOf(request)));
    },
  );

  app.put(
    '/user/:id',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: UserIdParamsSchema,
        body: UpdateUserBodySchema,
        response: { 200: TokenResponseSchema, ...errors },
      },
    },
    (request) =>
      updateProfile(
        withActor(contextOf(request)),
        request.params.id,
        request.body.updateUserDataForm,
      ),
  );

  app.post(
    '/user/:id/change_password',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: UserIdParamsSchema,
        body: ChangePasswordBodySchema,
        response: { 200: TokenResponseSchema, ...errors },
      },
    },
    (request) =>
      changePassword(
        withActor(contextOf(request)),
        request.params.id,
        request.body.updatePasswordForm,
      ),
  );

  app.post(
    '/user/:id/upload_picture',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: UserIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = withActor(contextOf(request));
      // Ownership first, so nobody can make us read a file into memory for someone else's id.
      if (ctx.actor.user.id !== request.params.id)
        return uploadPicture(ctx, request.params.id, null);
      return uploadPicture(ctx, request.params.id, await readUpload(request));
    },
  );

  app.delete(
    '/user/:id/delete_picture',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: UserIdParamsSchema,
        // Fastify validates a missing body as null; many clients send a DELETE without one.
        body: DeletePictureBodySchema.nullish(),
        response: { 200: UserResponseSchema, ...errors },
      },
    },
    (request) => deletePicture(withActor(contextOf(request)), request.params.id),
  );

  app.get(
    '/user/:id/picture/:fileName',
    {
      schema: {
        tags,
        params: UserIdParamsSchema.extend({ fileName: textSchema().regex(/^[a-f0-9]{32}\.png$/) }),
      },
    },
    async (request, reply) => {
      const data = await readPicture(
        contextOf(request),
        request.params.id,
        request.params.fileName,
      );
      return reply
        .type('image/png')
        .header('cache-control', 'private, max-age=86400, immutable')
        .send(data);
    },
  );

  app.post(
    '/public/request-reset-password',
    {
      schema: {
        tags,
        body: PasswordRequestBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    (request) => requestPasswordReset(contextOf(request), request.body.passwordRequestForm),
  );

  app.post(
    '/public/sign-in-link/',
    {
      schema: {
        tags,
        description: 'Spends a one-time sign-in link token for a session token (issue 10).',
        body: SignInLinkBodySchema,
        response: { 200: SignInLinkResponseSchema, ...errors },
      },
    },
    (request) => useSignInLink(contextOf(request), request.body.token),
  );

  app.post(
    '/public/invitation/',
    {
      schema: {
        tags,
        description:
          'Spends a one-time invitation token (issue 11): sets the password of an account prepared for its owner and answers a session token and the path to land on.',
        body: InvitationBodySchema,
        response: { 200: InvitationResponseSchema, ...errors, 429: ErrorResponseSchema },
      },
    },
    (request) =>
      acceptInvitation(contextOf(request), request.body.token, request.body.passwordResetForm),
  );

  app.post(
    '/public/reset-password/:email/:token',
    {
      schema: {
        tags,
        params: z.object({ email: textSchema().max(180), token: textSchema().max(100) }),
        body: PasswordResetBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    (request) => resetPassword(contextOf(request), request.params, request.body.passwordResetForm),
  );

  app.post(
    '/impersonate',
    {
      schema: {
        tags,
        querystring: ImpersonateQuerySchema,
        response: { 200: TokenResponseSchema, ...errors },
      },
    },
    (request) => {
      const token = request.headers['x-impersonation-token'];
      return impersonate(
        contextOf(request),
        request.query._switch_user,
        typeof token === 'string' ? token : undefined,
      );
    },
  );
};

/** Reads the multipart `file` field into memory, bounded by the multipart size limit. */
async function readUpload(request: FastifyRequest): Promise<Buffer | null> {
  if (!request.isMultipart()) return null;
  try {
    const file = await request.file();
    if (file?.fieldname !== 'file') return null;
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new Validation({ file: ['validation.picture_size'] });
    }
    // The form parser's own errors ('Unexpected end of multipart data') carry no status: a
    // malformed body is the client's fault, a 400, not a 500.
    if ((error as { statusCode?: number }).statusCode === undefined) {
      throw new AppError(400, 'errors.bad_request');
    }
    throw error;
  }
}
