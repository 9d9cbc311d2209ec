import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../lib/mailer.ts';
import { exportJobHandlers } from './admin/exports.jobs.ts';
import { exportsExpiryHandlers, scheduleExportsExpiry } from './admin/exports-expiry.ts';
import { invitationJobHandlers, scheduleInvitationJobs } from './admin/invitation-mail.jobs.ts';
import { teamSurveyJobHandlers } from './team-survey/ts-mail.jobs.ts';
import {
  scheduleTeamSurveyJobs,
  teamSurveyReviewJobHandlers,
} from './team-survey/ts-review.jobs.ts';

/** What a job handler gets: the app's handles, no request (a job runs in whichever process). */
export interface JobContext {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** Every feature's job handlers, one line each, named on the app's queue before it starts. */
export function registerJobHandlers(app: FastifyInstance): void {
  const ctx: JobContext = { db: app.db, config: app.config, mailer: app.mailer, log: app.log };
  const handlers = {
    ...teamSurveyJobHandlers(ctx),
    ...teamSurveyReviewJobHandlers(ctx, app.jobs),
    ...exportJobHandlers(ctx),
    ...exportsExpiryHandlers(ctx),
    ...invitationJobHandlers(ctx, app.jobs),
  };
  for (const [name, handler] of Object.entries(handlers)) app.jobs.handle(name, handler);
  scheduleTeamSurveyJobs(app.jobs);
  scheduleInvitationJobs(app.jobs);
  scheduleExportsExpiry(app.jobs);
}
