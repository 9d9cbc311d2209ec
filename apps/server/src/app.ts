import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type Database, type Db, openDatabase } from './db/client.ts';
import { migrateDatabase, oneProcessAtATime } from './db/migrate.ts';
import { personChangesOf } from './db/person-changes.ts';
import { registerJobHandlers } from './features/jobs.ts';
import { stripeWebhookRoutes } from './features/payments/stripe-webhook.routes.ts';
import { registerFeatureRoutes } from './features/routes.ts';
import { type BackgroundTasks, createBackgroundTasks } from './lib/background.ts';
import { createJobQueue, type JobQueue } from './lib/jobs.ts';
import { terminalLogStream } from './lib/log-format.ts';
import { serializeError, serializeRequest } from './lib/log-redaction.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createPdfRenderer, type PdfRenderer } from './lib/pdf/pdf-renderer.ts';
import { createDatabaseRateLimiter, type RateLimiter } from './lib/rate-limiter.ts';
import { createRedisRateLimiter } from './lib/redis-rate-limiter.ts';
import { RequestLog } from './lib/request-log.ts';
import { createSessionTokens, type SessionTokens } from './lib/session-tokens.ts';
import { createFolderStorage, type Storage } from './lib/storage.ts';
import { pageTokenSecret, resolveTokenSecret } from './lib/token-secret.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { healthPlugin } from './plugins/health.ts';
import { i18nPlugin } from './plugins/i18n.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { isWebAppPageRequest, webAppPlugin } from './plugins/web-app.ts';
import { seedDemoData, seedReferenceData } from './seeds/seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    sessionTokens: SessionTokens;
    pageTokens: SessionTokens;
    mailer: Mailer;
    storage: Storage;
    pdf: PdfRenderer;
    rateLimiter: RateLimiter;
    background: BackgroundTasks;
    jobs: JobQueue;
  }
}

export interface BuildOptions {
  /** An already open database (tests share one migrated snapshot). */
  database?: Database;
  /** Skip migrations and seeding: the caller has done them. */
  prepared?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

export type App = FastifyInstance;

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Reset, impersonation and survey links carry secrets in the URL: never log them. The
            // request serializer writes no headers at all, so no token can reach a line through
            // them (a pino `redact` of header paths cost 3 % of a light call for nothing).
            serializers: { req: serializeRequest, err: serializeError },
            ...(options.logStream
              ? { stream: options.logStream }
              : config.logFormat === 'pretty'
                ? { stream: terminalLogStream() }
                : {}),
          },
    // One line per request, as it ends (request-log.ts). The web app's pages are not logged one
    // by one (issue 9); its files neither (web-app.ts).
    logController: new RequestLog({ disableRequestLogging: isWebAppPageRequest }),
    // Addresses of trusted proxies (TRUST_PROXY): the client is the last address one of them saw.
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // The spec writes survey paths with a trailing slash (/eq/survey/id/1/): accept both.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.pgliteInMemory ? undefined : path.join(config.dataDir, 'pglite'),
      onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection lost'),
    }));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  // onClose hooks run in the order they are added: work a request set going (a mail after the
  // reply) finishes before the database and the mailer close.
  const background = createBackgroundTasks(app.log);
  app.decorate('background', background);
  app.addHook('onClose', async () => background.settle());
  // People's own writes not yet told to the other processes (db/person-changes.ts).
  app.addHook('onClose', async () => personChangesOf(database.db).flush());
  const jobs = createJobQueue({
    database,
    log: app.log,
    worker: config.jobs.worker,
    pollingIntervalSeconds: config.jobs.pollingIntervalSeconds,
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.stop());
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });

  if (!options.prepared) {
    // Processes started at once: one prepares the database, the others wait for it (scaling.md).
    await oneProcessAtATime(database, async () => {
      await migrateDatabase(database);
      await seedReferenceData(database.db);
      if (config.seedDemo) await seedDemoData(database.db, app.log);
    });
  }

  // Limit counters shared by every server process: Redis when configured, else the database.
  const rateLimiter = config.redisUrl
    ? createRedisRateLimiter(config.redisUrl, config.redisPrefix)
    : createDatabaseRateLimiter(database.db);
  app.decorate('rateLimiter', rateLimiter);
  app.addHook('onClose', async () => rateLimiter.close());

  const tokenSecret = await resolveTokenSecret(config, database.db);
  app.decorate('sessionTokens', createSessionTokens(tokenSecret));
  // The page-session cookie's tokens (decision 042), under a key of their own: the API's bearer
  // check cannot take them, so the cookie is no credential for any API call.
  app.decorate('pageTokens', createSessionTokens(pageTokenSecret(tokenSecret)));
  app.decorate('storage', createFolderStorage(path.join(config.dataDir, 'files')));
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  // Reports are laid out on worker threads, started on the first download (architecture:
  // heavy work runs off the request path).
  const pdf = createPdfRenderer({
    threads: config.reportThreads,
    onWorkerError: (error) => app.log.error({ err: error }, 'report worker failed'),
  });
  app.decorate('pdf', pdf);
  app.addHook('onClose', async () => pdf.close());

  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(authPlugin);
  await app.register(openapiPlugin);
  await app.register(healthPlugin);
  await app.register(registerFeatureRoutes, { prefix: '/api' });
  registerJobHandlers(app);
  app.addHook('onReady', async () => jobs.startOrRetry());
  // Provider webhooks sit outside /api (architecture): they answer providers, not the browser.
  await app.register(stripeWebhookRoutes, { prefix: '/payments' });
  await app.register(webAppPlugin);
  return app;
}
