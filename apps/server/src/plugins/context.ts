import type { Locale } from '@portal/shared/locales';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { BackgroundTasks } from '../lib/background.ts';
import type { Translate } from '../lib/i18n.ts';
import type { JobQueue } from '../lib/jobs.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { PdfRenderer } from '../lib/pdf/pdf-renderer.ts';
import type { RateLimiter } from '../lib/rate-limiter.ts';
import type { SessionTokens } from '../lib/session-tokens.ts';
import type { Storage } from '../lib/storage.ts';
import type { Actor } from './auth.ts';

/** What a service gets (conventions, habit 6): plain data and handles, no request object. */
export interface ServiceContext {
  db: Db;
  config: Config;
  actor: Actor | null;
  locale: Locale;
  t: Translate;
  log: FastifyBaseLogger;
  mailer: Mailer;
  storage: Storage;
  /** Lays out report models as PDFs, off the event loop. */
  pdf: PdfRenderer;
  sessionTokens: SessionTokens;
  /** The caller's address, for per-address limits. */
  ip: string;
  /** Limit counters shared by every server process. */
  limiter: RateLimiter;
  /** Work that goes on after the reply. */
  background: BackgroundTasks;
  /** Work that must run once across processes, queued with the change that owes it. */
  jobs: JobQueue;
}

export function contextOf(request: FastifyRequest): ServiceContext {
  const app = request.server;
  return {
    db: app.db,
    config: app.config,
    actor: request.actor,
    locale: request.locale,
    t: request.t,
    log: request.log,
    mailer: app.mailer,
    storage: app.storage,
    pdf: app.pdf,
    sessionTokens: app.sessionTokens,
    ip: request.ip,
    limiter: app.rateLimiter,
    background: app.background,
    jobs: app.jobs,
  };
}

export type ActorContext = ServiceContext & { actor: Actor };

/** Narrows a context to one with a signed-in actor (routes guarded by requireUser). */
export function withActor(ctx: ServiceContext): ActorContext {
  if (!ctx.actor) throw new Error('withActor called on a route without requireUser');
  return ctx as ActorContext;
}
