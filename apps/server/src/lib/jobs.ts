import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';
import type { Tx } from '../db/transaction.ts';

/**
 * Background work that must run once, whichever and however many server processes are up, and
 * catch up after downtime: mail a person is owed, review periods that turn over, exports. It is
 * pg-boss on the portal's own database, PGlite or PostgreSQL alike (docs/decisions/022-job-queue.md).
 * A job sent inside a transaction exists only if that transaction commits, so a user action and the
 * mail it owes are one write.
 */
export interface JobQueue {
  /** Queues `data` for the handler of `name`; with `tx`, as part of that transaction. */
  send(name: string, data: object, options?: SendOptions): Promise<void>;
  /** Names the handler of a queue. Every queue's handler is named before `start`. */
  handle(name: string, handler: JobHandler): void;
  /**
   * Runs the queue's handler on a cron schedule (UTC), once per tick across processes, and once as
   * soon as a worker starts, so that work due while every server was down is caught up at once.
   */
  schedule(name: string, cron: string): void;
  /** Creates the queues and, when this process is a worker, starts polling them. */
  start(): Promise<void>;
  /**
   * As start, and when that fails (the database is down), tries again every `retrySeconds`
   * without holding up the server: the portal still starts and answers 503 (platform spec §4),
   * and the queue starts once the database answers.
   */
  startOrRetry(retrySeconds?: number): Promise<void>;
  /** Runs every job due now, here, until none is left; answers how many ran (tests, the CLI). */
  drain(): Promise<number>;
  /** Stops polling and waits for the jobs under way. */
  stop(): Promise<void>;
}

export interface SendOptions {
  tx?: Tx;
  /** Not before this time (a reminder, the end of a review period). */
  startAfter?: Date;
}

export type JobHandler = (data: unknown) => Promise<void>;

export interface JobQueueOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** Poll for work in this process; false leaves jobs to other processes or to `drain`. */
  worker: boolean;
  pollingIntervalSeconds: number;
}

/** Tries per job before it stays failed (pg-boss's retry, with backoff). */
const RETRY_LIMIT = 5;
/** Jobs a worker takes per fetch, run side by side. */
const BATCH_SIZE = 20;

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database, log } = options;
  // A pg-boss that failed to start cannot start again: each try gets a new one.
  const makeBoss = () => {
    const made = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      // Maintenance (expiring stuck jobs, archiving) and cron run once across processes: pg-boss
      // takes an advisory lock for each.
      supervise: options.worker,
      schedule: options.worker,
      migrate: true,
      retryLimit: RETRY_LIMIT,
      retryBackoff: true,
    });
    made.on('error', (error) => log.error({ err: error }, 'job queue error'));
    return made;
  };
  let boss = makeBoss();
  let running = false;
  let retry: NodeJS.Timeout | undefined;
  const handlers = new Map<string, JobHandler>();
  const schedules = new Map<string, string>();
  let started = false;

  const runOne = async (name: string, job: { id: string; data: unknown }) => {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`no handler for job queue ${name}`);
    try {
      await handler(job.data);
    } catch (error) {
      log.error({ err: error, job: name, jobId: job.id }, `job ${name} failed`);
      throw error;
    }
  };

  async function startBoss() {
    await boss.start();
    for (const name of handlers.keys()) {
      if (!(await boss.getQueue(name))) await boss.createQueue(name);
      if (options.worker) {
        // pg-boss waits the polling interval between fetches even when it found work: a batch
        // keeps a burst (a publish mails every rater) moving. Each job of the batch succeeds or
        // fails on its own: a failed one is marked for retry here, and pg-boss completes only
        // those still active.
        await boss.work(
          name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize: BATCH_SIZE },
          async (jobs) => {
            const outcomes = await Promise.allSettled(jobs.map((job) => runOne(name, job)));
            const failed = jobs.filter((_, i) => outcomes[i]?.status === 'rejected');
            for (const job of failed) {
              const reason = (outcomes[jobs.indexOf(job)] as PromiseRejectedResult).reason;
              await boss.fail(name, job.id, { message: String(reason?.message ?? reason) });
            }
          },
        );
      }
    }
    if (options.worker) {
      for (const [name, cron] of schedules) {
        await boss.schedule(name, cron, {}, { tz: 'UTC' });
        await boss.send(name, {});
      }
    }
  }

  return {
    async send(name, data, sendOptions = {}) {
      if (!handlers.has(name)) throw new Error(`no handler for job queue ${name}`);
      await boss.send(name, data, {
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.tx ? { db: transactionConnection(sendOptions.tx) } : {}),
      });
    },
    handle(name, handler) {
      if (started) throw new Error(`job handler ${name} named after the queue started`);
      handlers.set(name, handler);
    },
    schedule(name, cron) {
      if (!handlers.has(name)) throw new Error(`no handler for job queue ${name}`);
      schedules.set(name, cron);
    },
    async start() {
      started = true;
      try {
        await startBoss();
      } catch (error) {
        await boss.stop({ graceful: false, wait: true, close: false }).catch(() => undefined);
        boss = makeBoss();
        throw error;
      }
      running = true;
    },
    async startOrRetry(retrySeconds = 10) {
      const attempt = async () => {
        try {
          await this.start();
        } catch (error) {
          log.warn({ err: error }, `job queue not started; trying again in ${retrySeconds} s`);
          retry = setTimeout(attempt, retrySeconds * 1000);
          retry.unref();
        }
      };
      await attempt();
    },
    async drain() {
      let ran = 0;
      for (;;) {
        let found = false;
        for (const name of handlers.keys()) {
          const [job] = (await boss.fetch(name)) ?? [];
          if (!job) continue;
          found = true;
          ran += 1;
          try {
            await runOne(name, job);
            await boss.complete(name, job.id);
          } catch (error) {
            await boss.fail(name, job.id, { message: (error as Error).message });
          }
        }
        if (!found) return ran;
      }
    },
    async stop() {
      clearTimeout(retry);
      if (!running) return;
      // The database is the app's to close, after the jobs under way have finished.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 30_000 });
    },
  };
}

/**
 * The connection a Drizzle transaction runs on, as pg-boss's `db` option wants it. Drizzle keeps
 * it as `session.client` on both drivers (a pooled client for node-postgres, PGlite's transaction
 * object); each answers `query(text, values)` with `{ rows }`. Tests send inside transactions on
 * both drivers, so a Drizzle upgrade that moves it fails loudly there.
 */
function transactionConnection(tx: Tx): {
  executeSql: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;
} {
  const client = (tx as unknown as { session?: { client?: { query?: unknown } } }).session?.client;
  if (!client || typeof client.query !== 'function') {
    throw new Error('the transaction has no connection to send a job on (Drizzle internals moved)');
  }
  const query = client.query as (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;
  return { executeSql: (text, values) => query.call(client, text, values) };
}

/**
 * Creates or upgrades the queue's own tables (schema `pgboss`) with the portal's migrations, so a
 * migrated database (and the tests' snapshot of one) already holds them. pg-boss takes an advisory
 * lock for this, so several processes starting at once install it once.
 */
export async function installJobQueueSchema(database: Database): Promise<void> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    supervise: false,
    schedule: false,
    migrate: true,
  });
  await boss.start();
  await boss.stop({ graceful: false, wait: true, close: false });
}
