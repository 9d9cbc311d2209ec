import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { tsRatees, tsReviews } from '../../db/schema/team-survey.ts';
import { registerUser } from '../../test/accounts.factory.ts';
import { makeTsSurvey, preparedRatee } from '../../test/team-survey.factory.ts';
import { openSharedTestDatabase } from '../../test/test-database.ts';

/*
 * Issue 12's job test: periods that came due while no server worked the queue are closed as soon
 * as workers start, and with two workers on one PostgreSQL database each closes once. PGlite in
 * memory cannot be shared between apps, so this runs only with DATABASE_URL.
 */
describe.skipIf(!process.env.DATABASE_URL)('review periods with two workers', () => {
  const apps: App[] = [];
  let shared: Awaited<ReturnType<typeof openSharedTestDatabase>>;
  let dataDir: string;

  afterAll(async () => {
    for (const app of apps) await app.close();
    await shared?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('close what came due while they were down, each period once', async () => {
    shared = await openSharedTestDatabase(3);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-workers-'));
    const config = (worker: boolean) =>
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        DATABASE_URL: process.env.DATABASE_URL,
        PUBLIC_URL: 'http://portal.test',
        JOB_WORKER: worker ? 'true' : 'false',
        JOB_POLL_SECONDS: '0.5',
      });
    // Set-up on a process that works no jobs: nothing closes behind the test's back.
    const setup = await buildApp(config(false), { database: shared.databases[0]!, prepared: true });
    await setup.ready();
    apps.push(setup);
    const manager = await registerUser(setup);
    const survey = await makeTsSurvey(setup, manager);
    const rateeIds: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const { rateeId } = await preparedRatee(setup, manager, survey, { raters: 3, publish: true });
      rateeIds.push(rateeId);
      // Due a month ago: the servers were down when it expired.
      await setup.db
        .update(tsRatees)
        .set({ reviewStart: '2020-01-01', reviewFrequencyMonths: 1 })
        .where(eq(tsRatees.id, rateeId));
      await setup.db
        .update(tsReviews)
        .set({ startsOn: '2020-01-01', expiresOn: '2020-02-01' })
        .where(eq(tsReviews.rateeId, rateeId));
    }
    // Two workers start at once; each runs the scheduled job as it starts.
    const workers = await Promise.all(
      [1, 2].map(async (n) => {
        const app = await buildApp(config(true), {
          database: shared.databases[n]!,
          prepared: true,
        });
        await app.ready();
        return app;
      }),
    );
    apps.push(...workers);
    const openOf = (rateeId: number) =>
      setup.db
        .select()
        .from(tsReviews)
        .where(and(eq(tsReviews.rateeId, rateeId), isNull(tsReviews.closedAt)));
    const deadline = Date.now() + 60_000;
    const caughtUp = async () => {
      for (const id of rateeIds) {
        const [open] = await openOf(id);
        if (!open || open.expiresOn <= new Date().toISOString().slice(0, 10)) return false;
      }
      return true;
    };
    while (!(await caughtUp()) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await caughtUp()).toBe(true);
    for (const id of rateeIds) {
      const periods = await setup.db.select().from(tsReviews).where(eq(tsReviews.rateeId, id));
      // One period per month since January 2020, each once, and exactly one open.
      const starts = periods.map((p) => p.startsOn);
      expect(new Set(starts).size).toBe(starts.length);
      expect(periods.filter((p) => p.closedAt === null)).toHaveLength(1);
    }
  }, 120_000);
});
