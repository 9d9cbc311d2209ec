import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openSharedTestDatabase, openTestDatabase } from '../test/test-database.ts';
import { createJobQueue, type JobQueue } from './jobs.ts';

/*
 * The job queue (decision 022): a job sent in a transaction exists only if it commits; a failed job
 * is tried again later, not at once; and with PostgreSQL, two processes working one queue run each
 * job once, including the jobs sent while no worker was up.
 */
const quiet = {
  error: () => {},
  warn: () => {},
  info: () => {},
  debug: () => {},
  trace: () => {},
  fatal: () => {},
  child: () => quiet,
} as unknown as FastifyBaseLogger;

describe('the job queue on the test database', () => {
  let database: Database;
  let queue: JobQueue;
  const seen: unknown[] = [];
  let failNext = false;

  beforeAll(async () => {
    database = await openTestDatabase(inject('pgliteSnapshotFile'));
    queue = createJobQueue({ database, log: quiet, worker: false, pollingIntervalSeconds: 1 });
    queue.handle('test-job', async (data) => {
      if (failNext) {
        failNext = false;
        throw new Error('the mail server said no');
      }
      seen.push(data);
    });
    await queue.start();
  });
  afterAll(async () => {
    await queue.stop();
    await database.close();
  });

  it('keeps a job sent in a transaction only when the transaction commits', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queue.send('test-job', { n: 'rolled back' }, { tx });
        throw new Error('the change fails after queueing its mail');
      }),
    ).rejects.toThrow('the change fails');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await queue.send('test-job', { n: 'committed' }, { tx });
    });
    expect(await queue.drain()).toBe(1);
    expect(seen).toEqual([{ n: 'committed' }]);
    expect(await queue.drain()).toBe(0);
  });

  it('runs a job not before its time', async () => {
    seen.length = 0;
    await queue.send('test-job', { n: 'later' }, { startAfter: new Date(Date.now() + 60_000) });
    expect(await queue.drain()).toBe(0);
    expect(seen).toEqual([]);
  });

  it('tries a failed job again later, not at once', async () => {
    seen.length = 0;
    failNext = true;
    await queue.send('test-job', { n: 'flaky' });
    expect(await queue.drain()).toBe(1);
    expect(seen).toEqual([]);
    const [row] = (
      await database.executeSql(
        `select state, start_after > now() as later from pgboss.job where name = 'test-job' and data->>'n' = 'flaky'`,
      )
    ).rows as { state: string; later: boolean }[];
    expect(row).toEqual({ state: 'retry', later: true });
  });

  it('refuses a job nobody handles', async () => {
    await expect(queue.send('nobody-handles-this', {})).rejects.toThrow('no handler');
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two workers on one PostgreSQL database', () => {
  it('run each job once, including those sent while no worker was up', async () => {
    const shared = await openSharedTestDatabase(2);
    const runs = new Map<number, number>();
    const queues = shared.databases.map((database) => {
      const queue = createJobQueue({
        database,
        log: quiet,
        worker: true,
        pollingIntervalSeconds: 0.5,
      });
      queue.handle('count', async (data) => {
        const { n } = data as { n: number };
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
      return queue;
    });
    try {
      // Sent before either worker starts: the work waits in the database for them.
      const sender = createJobQueue({
        database: shared.databases[0]!,
        log: quiet,
        worker: false,
        pollingIntervalSeconds: 1,
      });
      sender.handle('count', async () => {});
      await sender.start();
      for (let n = 0; n < 200; n += 1) await sender.send('count', { n });
      await Promise.all(queues.map((q) => q.start()));
      const deadline = Date.now() + 30_000;
      while (runs.size < 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(runs.size).toBe(200);
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
      await sender.stop();
    } finally {
      await Promise.all(queues.map((q) => q.stop()));
      await shared.close();
    }
  }, 60_000);
});
