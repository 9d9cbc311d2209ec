import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Redis } from 'ioredis';
import pg from 'pg';
import sharp from 'sharp';
import { createCluster } from './scale-out-cluster.ts';
import { type Fixtures, makeFixtures } from './scale-out-fixtures.ts';
import { type Reply, register, send, type Target } from './scale-out-http.ts';

/*
 * Many servers as one (issue 14; docs/decisions/032-files-shared-by-processes.md): two real
 * server processes, started the production way, on one fresh PostgreSQL database, one Redis and
 * one files folder, both job workers, behind nginx (round robin). Through nginx and through each
 * process directly it checks that sessions, logout, sign-in limits, scheduled jobs, pictures and
 * reports behave as with one process. Everything it starts or makes is removed at the end, pass
 * or fail. Run: `node --import tsx apps/server/scripts/scale-out-check.ts` (.ci/run does).
 *   DATABASE_URL  an admin connection to the PostgreSQL server (default 127.0.0.1:5432/test)
 *   REDIS_URL     the Redis server (default redis://127.0.0.1:6379)
 *   NGINX_BIN     the nginx binary (default: nginx on PATH, then /usr/sbin/nginx)
 */

/** Failed sign-ins per account and address before the next is refused (lowered for the check). */
const LOGIN_LIMIT = 4;

const results: { name: string; ok: boolean; detail: string }[] = [];
async function check(name: string, run: () => Promise<string>) {
  const started = Date.now();
  try {
    const detail = await run();
    results.push({ name, ok: true, detail: `${detail} (${Date.now() - started} ms)` });
  } catch (error) {
    results.push({ name, ok: false, detail: (error as Error).message });
  }
}
function expect(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const started = Date.now();
  const cluster = await createCluster({
    JOB_POLL_SECONDS: '0.5',
    LOGIN_MAX_PER_ACCOUNT_ADDRESS: String(LOGIN_LIMIT),
  });
  let reader: pg.Client | undefined;
  try {
    await check('processes started at once on a new database all start', async () => {
      const racing = await Promise.allSettled([
        cluster.startServers(1, { JOB_WORKER: 'false' }),
        cluster.startServers(1, { JOB_WORKER: 'false' }),
      ]);
      for (const r of racing) if (r.status === 'fulfilled') await r.value[0]!.stop();
      const failed = racing.filter((r) => r.status === 'rejected');
      expect(
        failed.length === 0,
        `${failed.length} of 2 exited at start: ${String((failed[0] as PromiseRejectedResult)?.reason).slice(0, 600)}`,
      );
      return `both ready, one preparing the database while the other waited (then stopped)`;
    });
    const fixtures = await makeFixtures(cluster.env);
    reader = new pg.Client({ connectionString: cluster.databaseUrl });
    // Dropping the database at the end (or on Ctrl-C) ends this connection: not a crash.
    reader.on('error', () => undefined);
    await reader.connect();
    const mailsBefore = Number(
      (await reader.query('select coalesce(max(id), 0) as id from outbox_mails')).rows[0].id,
    );
    const setUpMs = Date.now() - started;

    const [first, second] = await cluster.startServers(2);
    const nginx = await cluster.startNginx([first!, second!]);
    const a: Target = { name: 'A', url: first!.baseUrl };
    const b: Target = { name: 'B', url: second!.baseUrl };
    const lb: Target = { name: 'nginx', url: nginx.baseUrl };
    const startMs = Date.now() - started - setUpMs;

    await runChecks({
      a,
      b,
      lb,
      fixtures,
      db: reader,
      dataDir: cluster.dataDir,
      redis: cluster.redis,
      redisPrefix: cluster.redisPrefix,
      mailsBefore,
    });
    printResults(started, setUpMs, startMs);
    if (results.some((r) => !r.ok)) {
      console.log(`\n${await cluster.output()}`);
      process.exitCode = 1;
    }
  } finally {
    await reader?.end().catch(() => undefined);
    await cluster.close();
  }
}

interface Context {
  a: Target;
  b: Target;
  lb: Target;
  fixtures: Fixtures;
  db: pg.Client;
  dataDir: string;
  redis: Redis;
  redisPrefix: string;
  mailsBefore: number;
}

async function runChecks(ctx: Context) {
  const { a, b, lb, fixtures, db } = ctx;
  /** Who answered: A, B, or nginx and the process it passed the request to. */
  const via = (target: Target, res: Reply) => {
    if (target !== lb) return target.name;
    const port = res.upstream?.split(':').pop();
    return `nginx>${[a, b].find((t) => t.url.endsWith(`:${port}`))?.name ?? res.upstream}`;
  };
  const me = (target: Target, token: string) => send(target, 'GET', '/api/me', { token });
  await check('nginx takes turns between the two processes', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const res = await send(lb, 'GET', '/readyz');
      expect(res.status === 200, `readyz through nginx: ${res.status}`);
      seen.add(res.upstream ?? '?');
    }
    expect(seen.size === 2, `4 requests reached ${[...seen].join(', ')}`);
    return `4 requests reached ${[...seen].join(' and ')}`;
  });

  await check('(a) a session made on one process is honoured on the other', async () => {
    const person = await register(a);
    const ids = new Set<number>();
    for (const target of [a, b, lb, lb]) {
      const res = await me(target, person.token);
      expect(res.status === 200, `/api/me on ${target.name}: ${res.status}`);
      ids.add(res.json<{ id: number }>().id);
    }
    const signedIn = await send(b, 'POST', '/api/login_check', {
      json: { email: person.email, password: person.password },
    });
    expect(signedIn.status === 200, `sign-in on B: ${signedIn.status}`);
    const onA = await me(a, signedIn.json<{ token: string }>().token);
    expect(onA.status === 200, `token from B on A: ${onA.status}`);
    expect(ids.size === 1, `/api/me answered ${ids.size} different people`);
    return 'registered on A: 200 on A, B, nginx x2; signed in on B: 200 on A';
  });

  await check('(b) logout through one process ends the session on both at once', async () => {
    const person = await register(a);
    expect((await me(b, person.token)).status === 200, 'session not live on B before logout');
    const out = await send(b, 'POST', '/api/logout', { token: person.token });
    expect(out.status < 300, `logout on B: ${out.status}`);
    const after = await Promise.all([a, b, lb, lb].map((t) => me(t, person.token)));
    const statuses = after.map((r) => r.status);
    expect(
      statuses.every((s) => s === 401),
      `after logout on B, /api/me on A, B, nginx x2: ${statuses.join(', ')}`,
    );
    return `logout on B, then /api/me on A, B, nginx x2: ${statuses.join(', ')}`;
  });

  await check(
    '(c) sign-in limits are shared: the limit falls where one process puts it',
    async () => {
      const person = await register(a);
      const order = [a, b, lb, lb, a, b];
      const statuses: string[] = [];
      for (let i = 0; i < LOGIN_LIMIT; i += 1) {
        const target = order[i % order.length]!;
        // Through nginx each attempt claims another address: nginx must replace the header, or
        // with TRUST_PROXY the server would count each claimed address on its own.
        const res = await send(target, 'POST', '/api/login_check', {
          json: { email: person.email, password: 'wrong-password-1' },
          headers: target === lb ? { 'x-forwarded-for': `203.0.113.${i + 1}` } : {},
        });
        statuses.push(`${via(target, res)} ${res.status}`);
        expect(res.status === 401, `failure ${i + 1} of ${LOGIN_LIMIT}: ${statuses.join(', ')}`);
      }
      // The next attempt, even with the right password and on whichever process, is refused.
      const next = await send(order[LOGIN_LIMIT % order.length]!, 'POST', '/api/login_check', {
        json: { email: person.email, password: person.password },
      });
      statuses.push(`${via(order[LOGIN_LIMIT % order.length]!, next)} ${next.status}`);
      expect(
        next.status === 429,
        `attempt ${LOGIN_LIMIT + 1} was not refused: ${statuses.join(', ')}`,
      );
      const keys = await ctx.redis.keys(`${ctx.redisPrefix}*`);
      expect(keys.length > 0, 'no limit counter in Redis under the run prefix');
      return `limit ${LOGIN_LIMIT}: ${statuses.join(', ')} (nginx attempts claimed other addresses); ${keys.length} Redis key(s)`;
    },
  );

  await check('(d) each scheduled job runs once across both workers', async () => {
    const count = async () => {
      const periods = await db.query(
        'select count(*)::int as n, count(closed_at)::int as closed from ts_reviews where ratee_id = $1',
        [fixtures.expiredRateeId],
      );
      const reminders = await db.query(
        `select count(*)::int as n from ts_reminders m join ts_reviews v on v.id = m.review_id
          where v.ratee_id = $1`,
        [fixtures.remindedRateeId],
      );
      const mails = await db.query(
        'select count(*)::int as n from outbox_mails where id > $1 and "to" = any($2)',
        [ctx.mailsBefore, fixtures.remindedEmails],
      );
      return {
        periods: periods.rows[0].n as number,
        closed: periods.rows[0].closed as number,
        reminders: reminders.rows[0].n as number,
        mails: mails.rows[0].n as number,
      };
    };
    const owed = fixtures.remindedEmails.length;
    const deadline = Date.now() + 20_000;
    let seen = await count();
    while ((seen.closed < 1 || seen.mails < owed) && Date.now() < deadline) {
      await sleep(200);
      seen = await count();
    }
    // Time for a second run to show itself: several polls of both workers.
    await sleep(2_500);
    seen = await count();
    const runs = await db.query(
      `select count(*)::int as n from pgboss.job where name = 'ts-review-periods' and state = 'completed'`,
    );
    const schedules = await db.query(
      `select count(*)::int as n from pgboss.schedule where name = 'ts-review-periods'`,
    );
    const summary =
      `periods of the expired ratee ${seen.periods} (closed ${seen.closed}), reminders ` +
      `${seen.reminders}/${owed}, reminder mails ${seen.mails}/${owed}, scheduled-job runs ` +
      `${runs.rows[0].n}, schedules ${schedules.rows[0].n}`;
    expect(seen.periods === 2 && seen.closed === 1, summary);
    expect(seen.reminders === owed && seen.mails === owed, summary);
    expect(schedules.rows[0].n === 1, summary);
    return summary;
  });

  await check('(e) a picture uploaded through one process is read through the other', async () => {
    const person = await register(a);
    const id = (await me(a, person.token)).json<{ id: number }>().id;
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    const boundary = `scaleout${randomBytes(6).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await send(a, 'POST', `/api/user/${id}/upload_picture`, {
      token: person.token,
      body,
      contentType: `multipart/form-data; boundary=${boundary}`,
    });
    expect(up.status === 200, `upload on A: ${up.status} ${up.body}`);
    const fileURL = up.json<{ image: { fileURL: string } }>().image.fileURL;
    const onA = await send(a, 'GET', fileURL);
    const answers = await Promise.all([b, lb, lb].map((t) => send(t, 'GET', fileURL)));
    const statuses = answers.map((r) => r.status);
    expect(
      statuses.every((s) => s === 200) && answers.every((r) => r.body.equals(onA.body)),
      `${fileURL} uploaded on A; on B, nginx x2: ${statuses.join(', ')}`,
    );
    return `uploaded on A; the same ${onA.body.length} bytes from B and nginx x2`;
  });

  await check('(e) a report made on one process is served by the other', async () => {
    const url = `/api/reports/download/${fixtures.surveyUserId}`;
    const reports = path.join(ctx.dataDir, 'files', 'reports');
    const made = await send(b, 'GET', url, { token: fixtures.taker.token });
    expect(
      made.status === 200 && made.type === 'application/pdf',
      `report on B: ${made.status} ${made.type}`,
    );
    const files = await fs.readdir(reports).catch(() => [] as string[]);
    expect(files.length === 1, `the shared folder holds ${files.length} reports after B made one`);
    const file = path.join(reports, files[0]!);
    const before = await fs.stat(file);
    const served = await send(a, 'GET', url, { token: fixtures.taker.token });
    const after = await fs.stat(file).catch(() => null);
    expect(served.status === 200, `report on A: ${served.status}`);
    expect(
      served.body.equals(made.body) &&
        after?.ino === before.ino &&
        after.mtimeMs === before.mtimeMs,
      'A did not serve the file B made (it laid the report out again)',
    );
    return `made on B (${made.body.length} bytes), served unchanged from the shared folder by A`;
  });
}

function printResults(started: number, setUpMs: number, startMs: number) {
  console.log('\nScale-out check: two server processes behind nginx, one PostgreSQL, one Redis');
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}\n       ${r.detail}`);
  console.log(
    `\n${results.filter((r) => r.ok).length}/${results.length} passed in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s (first start and data ${(setUpMs / 1000).toFixed(1)} s, ` +
      `processes and nginx up ${(startMs / 1000).toFixed(1)} s)`,
  );
}

main().catch((error: unknown) => {
  console.error(`FAIL scale-out check: ${(error as Error).stack ?? error}`);
  process.exitCode = 1;
});
