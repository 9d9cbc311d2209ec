import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors, type TooManyRequests } from '../lib/errors.ts';
import type { Translate } from '../lib/i18n.ts';

/**
 * One handler turns every error into `{ message, errors? }` in the request's language
 * (conventions, habit 7). A 5xx says only a generic message and the request id.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const t = request.t ?? ((k: string) => k);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath);
        const key =
          issue.message && MESSAGE_KEY.test(issue.message) ? issue.message : 'validation.invalid';
        const text = t(key);
        const list = errors[field] ?? [];
        if (!list.includes(text)) list.push(text);
        errors[field] = list;
      }
      return reply.code(400).send({ message: t('errors.validation'), errors });
    }
    if (error instanceof AppError) {
      const retryAfter = (error as unknown as Partial<TooManyRequests>).retryAfterSeconds;
      if (retryAfter) reply.header('retry-after', String(retryAfter));
      const body: Record<string, unknown> = { message: t(error.messageKey, error.vars) };
      if (error.fieldErrors) body.errors = translateFields(error.fieldErrors, t);
      if ('withDetail' in error) body.detail = body.message;
      return reply.code(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own 4xx: bad JSON, body too large, unsupported media type.
      const key =
        status === 413
          ? 'errors.too_large'
          : status === 415
            ? 'errors.unsupported'
            : 'errors.bad_request';
      return reply.code(status).send({ message: t(key) });
    }
    request.log.error({ err: error }, 'request failed');
    // platform spec §4: the web app shows the maintenance page on a 503.
    if (isDatabaseUnavailable(error)) {
      return reply.code(503).send({ message: t('errors.unavailable'), requestId: request.id });
    }
    return reply.code(500).send({ message: t('errors.internal'), requestId: request.id });
  });
});

/** Refused or dropped connections, and PostgreSQL's connection-exception and shutdown states. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
]);

/** True when the database cannot be reached; the query builder keeps the driver's error as cause. */
function isDatabaseUnavailable(error: unknown): boolean {
  let e = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth += 1) {
    if (typeof e.code === 'string' && (UNAVAILABLE_CODES.has(e.code) || e.code.startsWith('08'))) {
      return true;
    }
    e = e.cause as typeof e;
  }
  return false;
}

/** A translation key such as 'validation.email_required' or 'payments.method_required'. */
const MESSAGE_KEY = /^[a-z]+\.[a-z0-9_]+$/;

/** '/registrationForm/email' → 'email': a form's wrapper name is not a field. */
function fieldName(instancePath: string | undefined): string {
  const parts = (instancePath ?? '').split('/').filter(Boolean);
  if (parts.length > 1 && /Form$/.test(parts[0] ?? '')) parts.shift();
  return parts.join('.') || 'form';
}

function translateFields(fields: FieldErrors, t: Translate): FieldErrors {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.map((m) => t(m))]));
}
