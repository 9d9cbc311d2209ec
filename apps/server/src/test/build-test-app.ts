import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { inject } from 'vitest';
import { type App, type BuildOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: App;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Runs after the app is built and before it is ready: a test may add routes or hooks here. */
  beforeReady?: (app: App) => void | Promise<void>;
  /** Sees every route as it registers (an onRoute hook added before any plugin loads). */
  onRoute?: (route: RouteOptions) => void;
  /** Receives the log lines (with a LOG_LEVEL other than 'silent' in env). */
  logStream?: BuildOptions['logStream'];
}

/** The real app on a fresh, migrated database of its own (conventions, habit 10). */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    // Jobs run when a test drains the queue (app.jobs.drain()), never behind its back.
    JOB_WORKER: 'false',
    PUBLIC_URL: 'http://portal.test',
    JWT_SECRET: 'test-secret-that-is-long-enough-to-sign-tokens',
    ...env,
  });
  config.pgliteInMemory = true;
  const database = await openTestDatabase(inject('pgliteSnapshotFile'));
  // Routes register while buildApp runs, too early for beforeReady. Fastify announces each new
  // instance on this channel, synchronously as buildApp starts, so the hook sees every route.
  const { onRoute } = options;
  const onInit = (message: unknown) => {
    diagnostics.unsubscribe('fastify.initialization', onInit);
    if (onRoute) (message as { fastify: App }).fastify.addHook('onRoute', onRoute);
  };
  if (onRoute) diagnostics.subscribe('fastify.initialization', onInit);
  const building = buildApp(config, { database, prepared: true, logStream: options.logStream });
  diagnostics.unsubscribe('fastify.initialization', onInit);
  const app = await building;
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
