/**
 * Issue 14, the hot paths: every ratio the issue sets, measured in one run on PostgreSQL.
 *  - a section submit (first submit of an E.Q. section of 18 statements, a different taking each
 *    request) against pgbench running the same transaction on the same database;
 *  - GET /api/me, the dashboard, a section's statements, a taking's progress, the iCoach
 *    dashboard and the 360 rater's ratee list, each against a bare Fastify route;
 * with p50/p99, the load average and the CPU the server and PostgreSQL spend per request.
 *
 * The reads go round the same people with no write between them, so after each read's warm-up
 * they are answered from the views each process keeps in memory (decision 037): the ratios are
 * those of a view read again. A view's first read after a change costs one query, as it did
 * before; the capacity bench, where every read follows its person's own submit, measures that.
 *
 * Why child processes: the real server (`node --import tsx apps/server/src/main.ts`, as
 * `npm start` runs it, with production settings) and the bare Fastify each run in a child process
 * of their own, and autocannon alone runs in this one. So no server shares an event loop with the
 * load generator (which would make the ratios measure the client), and both servers are measured
 * alike: same runtime, same loader, same kind of process, CPU read per process from /proc.
 *
 * Needs PostgreSQL (DATABASE_URL: a database of its own, which the bench fills and does not
 * drop) and pgbench (PGBENCH, default on PATH); Redis when REDIS_URL is set. Settings:
 * BENCH_SECONDS (10) per run, BENCH_CONNECTIONS (10), BENCH_READERS (1,000 people the reads go
 * round), BENCH_SUBMITS and BENCH_PGBENCH_TAKINGS (takings seeded for each side; by default
 * more than either can use in BENCH_SECONDS), BENCH_LOG_LEVEL (the server's, default production's).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { freePort } from '../apps/server/src/test/server-process.ts';
import { type ChildServer, startChildServer } from './support/child-server.ts';
import { cpuSpent, sampleCpu } from './support/cpu.ts';
import { cpuDuring } from './support/cpu-during.ts';
import { insertPeopleInBulk } from './support/people-in-bulk.ts';
import { runPgbenchSubmit } from './support/pgbench-submit.ts';
import {
  createEqSurvey,
  enrolOnCourse,
  insertCompletedTakings,
  insertOpenTakings,
  insertTakingsForPgbench,
  seedRaters,
  submitSectionInSql,
} from './support/taker-seed.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARM_UP_SECONDS = 2;
const READERS = Number(process.env.BENCH_READERS ?? 1000);
const SUBMITS = Number(process.env.BENCH_SUBMITS ?? SECONDS * 4000);
const PGBENCH_TAKINGS = Number(process.env.BENCH_PGBENCH_TAKINGS ?? SECONDS * 10_000);
const ROOT = path.resolve(import.meta.dirname, '..');

interface Call {
  method?: 'GET' | 'PATCH';
  path: string;
  token: string;
  body?: string;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  /** Answered requests; `issued` counts those in flight when the run ended too. */
  requests: number;
  issued: number;
  failures: number;
  loadAverage: number;
  /** CPU seconds per 1,000 requests (= CPU ms per request): the server's process, PostgreSQL. */
  serverCpu?: number;
  databaseCpu: number;
  ratio?: { of: string; value: number; target: number };
  p99TargetMs?: number;
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl?.startsWith('postgres')) {
    throw new Error('hot-paths.bench runs on PostgreSQL only: set DATABASE_URL');
  }
  const databaseName = new URL(databaseUrl).pathname.slice(1);
  const loadBefore = os.loadavg();
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-hot-paths-'));
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_FORMAT: 'json',
    ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
    SEED_DEMO: 'false',
    DATABASE_URL: databaseUrl,
    ...(process.env.REDIS_URL
      ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `portal-hot-paths-${Date.now()}:` }
      : {}),
    DATA_DIR: path.join(temp, 'data'),
    WEB_DIST: path.join(temp, 'no-web'),
    PATH: process.env.PATH ?? '',
  };

  // Seeding, by an app in this process that is closed before any load (it migrates the database
  // first). Its tokens are good on the server process: both take the secret the database holds.
  console.log('seeding...');
  const app = await buildApp(
    loadConfig({ ...env, LOG_LEVEL: 'silent', JOB_WORKER: 'false', PORT: '0' }),
  );
  await app.ready();
  const eq = await createEqSurvey(app);
  const [first, second] = eq.sections;
  if (!first || !second) throw new Error('the E.Q. questionnaire has fewer than two sections');
  const stamp = Date.now();
  // Readers: an open taking each with its first section submitted (they read the second),
  // two finished takings, an iCoach enrolment and five ratees to rate.
  const readers = await insertPeopleInBulk(app, READERS, `hotreader${stamp}`);
  const readerIds = readers.map((r) => r.id);
  const readerTakings = await insertOpenTakings(app, eq.id, readerIds);
  await submitSectionInSql(app, readerTakings, first);
  await insertCompletedTakings(app, eq.id, readerIds, 2);
  const course = await enrolOnCourse(app, readerIds);
  const { tsSurveyId } = await seedRaters(app, readerIds, { ratees: 5 * READERS, perRater: 5 });
  // Submitters for the server, and takings for pgbench: disjoint sets, none submitted yet.
  const submitters = await insertPeopleInBulk(app, SUBMITS, `hotsubmit${stamp}`);
  const submitTakings = await insertOpenTakings(
    app,
    eq.id,
    submitters.map((s) => s.id),
  );
  const pgbenchTakings = await insertTakingsForPgbench(
    app,
    eq.id,
    PGBENCH_TAKINGS,
    `hotpgbench${stamp}`,
  );
  await app.db.execute(sql`analyze`);
  await app.close();

  const servers: ChildServer[] = [];
  try {
    const server = await startChildServer({
      script: path.join(ROOT, 'apps/server/src/main.ts'),
      cwd: ROOT,
      env,
      port: await freePort(),
      readyPath: '/readyz',
      logFile: path.join(temp, 'server.log'),
    });
    servers.push(server);
    const bare = await startChildServer({
      script: path.join(ROOT, 'bench/support/bare-server.ts'),
      cwd: ROOT,
      env: { PATH: env.PATH! },
      port: await freePort(),
      readyPath: '/bare',
      logFile: path.join(temp, 'bare.log'),
    });
    servers.push(bare);

    const rows: Row[] = [];
    const cpuMatch = { databaseName, folder: temp };
    /** One autocannon run of `call(i)` for request i, with the CPU each side spent on it. */
    const measure = async (
      name: string,
      target: ChildServer,
      call: (i: number) => Call,
      seconds: number,
      limit = Number.POSITIVE_INFINITY,
    ): Promise<Row> => {
      let next = 0;
      const cpuBefore = sampleCpu(cpuMatch);
      const serverBefore = target.cpuMs();
      const result = await autocannon({
        url: target.baseUrl,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            setupRequest: (req) => {
              const c = call(next++ % limit);
              return {
                ...req,
                method: c.method ?? 'GET',
                path: c.path,
                headers: {
                  authorization: `Bearer ${c.token}`,
                  ...(c.body ? { 'content-type': 'application/json' } : {}),
                },
                ...(c.body ? { body: c.body } : {}),
              };
            },
          },
        ],
      });
      if (next > limit) {
        console.warn(`${name}: ran out of distinct requests (${limit}); raise its count`);
      }
      const requests = result.requests.total;
      const per1000 = (ms: number) => ms / Math.max(requests, 1);
      const row: Row = {
        name,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        requests,
        issued: next,
        // autocannon's errors include its timeouts.
        failures: result.errors + result.non2xx,
        loadAverage: os.loadavg()[0]!,
        serverCpu: per1000(target.cpuMs() - serverBefore),
        databaseCpu: per1000(cpuSpent(cpuBefore, sampleCpu(cpuMatch)).database),
      };
      console.log(
        `${row.name}: ${row.rps.toFixed(0)} req/s, p99 ${row.p99} ms, failures ${row.failures}`,
      );
      return row;
    };
    /** A read: checked once, warmed up, then measured. */
    const read = async (name: string, call: (i: number) => Call, target = server) => {
      const probe = call(0);
      const res = await fetch(`${target.baseUrl}${probe.path}`, {
        headers: { authorization: `Bearer ${probe.token}` },
      });
      if (res.status !== 200) throw new Error(`${probe.path}: ${res.status} ${await res.text()}`);
      await measure('warm-up', target, call, WARM_UP_SECONDS);
      return measure(name, target, call, SECONDS);
    };
    const reader = (i: number) => i % READERS;
    const bareCall = (): Call => ({ path: '/bare', token: 'none' });

    // Reads, the bare route before and after them (the machine is shared: their mean is the base).
    const bareBefore = await read('bare Fastify route (before the reads)', bareCall, bare);
    const reads: { row: Row; target: number }[] = [];
    const readRoute = async (name: string, target: number, call: (i: number) => Call) =>
      reads.push({ row: await read(name, call), target });
    await readRoute('GET /api/me', 0.4, (i) => ({
      path: '/api/me',
      token: readers[reader(i)]!.token,
    }));
    await readRoute('GET /api/user/dashboard', 0.25, (i) => ({
      path: '/api/user/dashboard',
      token: readers[reader(i)]!.token,
    }));
    await readRoute('GET section statements (18)', 0.2, (i) => ({
      path: `/api/eq/section/id/${second.id}/statements/`,
      token: readers[reader(i)]!.token,
    }));
    await readRoute('GET taking progress', 0.2, (i) => ({
      path: `/api/eq/survey/user/${readerTakings[reader(i)]}/progress/`,
      token: readers[reader(i)]!.token,
    }));
    await readRoute('GET iCoach dashboard', 0.2, (i) => ({
      path: `/api/icoach/dashboard/${course.courseId}/${course.icoachUserIds[reader(i)]}`,
      token: readers[reader(i)]!.token,
    }));
    await readRoute(`GET 360 rater's ratee list (5 of ${5 * READERS})`, 0.2, (i) => ({
      path: `/api/ts/${tsSurveyId}/ratees/for-rater/`,
      token: readers[reader(i)]!.token,
    }));
    const bareAfter = await read('bare Fastify route (after the reads)', bareCall, bare);
    const bareRps = (bareBefore.rps + bareAfter.rps) / 2;
    rows.push(bareBefore, bareAfter);
    for (const { row, target } of reads) {
      rows.push({
        ...row,
        ratio: { of: 'bare', value: row.rps / bareRps, target },
        p99TargetMs: 20,
      });
    }

    // The submit, then pgbench with the same transaction, one after the other.
    const body = JSON.stringify({
      statements: first.statementIds.map((statementId) => ({ statementId })),
    });
    const submitCall = (i: number): Call => ({
      method: 'PATCH',
      path: `/api/eq/survey/user/${submitTakings[i]}/submit/`,
      token: submitters[i]!.token,
      body,
    });
    // Warmed up on the takings at the end of the list, measured from its start: all first submits.
    const last = submitTakings.length - 1;
    await measure('warm-up', server, (i) => submitCall(last - i), WARM_UP_SECONDS);
    const submit = await measure(
      'PATCH section submit (first, 18 statements)',
      server,
      submitCall,
      SECONDS,
      submitTakings.length,
    );
    const { result: pgbench, spent: pgbenchCpu } = await cpuDuring(
      cpuMatch,
      runPgbenchSubmit({
        databaseUrl,
        folder: temp,
        section: first,
        takings: pgbenchTakings,
        clients: CONNECTIONS,
        threads: 2,
        seconds: SECONDS,
      }),
    );
    if (pgbench.failed) console.warn(`pgbench had failures:\n${pgbench.output}`);
    const pgbenchRow: Row = {
      name: `pgbench, the same transaction (-c ${CONNECTIONS} -j 2)`,
      rps: pgbench.tps,
      p50: Math.round(pgbench.p50 * 10) / 10,
      p99: Math.round(pgbench.p99 * 10) / 10,
      requests: pgbench.transactions,
      issued: pgbench.transactions,
      failures: pgbench.failed,
      loadAverage: os.loadavg()[0]!,
      databaseCpu: pgbenchCpu.database / Math.max(pgbench.transactions, 1),
    };
    rows.push(
      {
        ...submit,
        ratio: { of: 'pgbench', value: submit.rps / pgbench.tps, target: 0.4 },
        p99TargetMs: 25,
      },
      pgbenchRow,
    );

    // Both sides did the work they claim: one claim and 18 answers per request / transaction.
    const stored = await storedSubmits(
      databaseUrl,
      first.id,
      submitTakings.slice(0, Math.min(submit.issued, submitTakings.length)),
      pgbenchTakings,
    );
    // Requests in flight when the run ended may have reached the server: at most `issued`.
    const answered = submit.requests - submit.failures;
    const expected = `server ${answered} to ${submit.issued}, pgbench ${pgbench.transactions}`;
    console.log(
      `\nsections claimed: server ${stored.server.claims}, pgbench ${stored.pgbench.claims} (expected ${expected}); ` +
        `answers per claim: server ${stored.server.answersPerClaim}, pgbench ${stored.pgbench.answersPerClaim}`,
    );
    print(rows, { loadBefore, readers: READERS, bareRps });
    await fs.mkdir(path.join(import.meta.dirname, 'results'), { recursive: true });
    await fs.writeFile(
      path.join(import.meta.dirname, 'results', 'hot-paths.json'),
      JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, rows }, null, 2),
    );
  } catch (error) {
    for (const s of servers) console.error(`--- ${s.baseUrl} last lines:\n${s.tail()}`);
    throw error;
  } finally {
    for (const s of servers) await s.stop();
    await fs.rm(temp, { recursive: true, force: true });
  }
}

/** The claims and answers stored for each side's takings. */
async function storedSubmits(
  databaseUrl: string,
  sectionId: number,
  serverTakings: number[],
  pgbenchTakings: { firstId: number; lastId: number },
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async (where: string, params: unknown[]) => {
      const { rows } = await client.query<{ claims: string; answers: string }>(
        `select (select count(*) from section_submissions s where s.section_id = $1 and ${where}) as claims,
                (select count(*) from answers s join statements st on st.id = s.statement_id
                  where st.section_id = $1 and ${where}) as answers`,
        [sectionId, ...params],
      );
      const claims = Number(rows[0]!.claims);
      return { claims, answersPerClaim: claims ? Number(rows[0]!.answers) / claims : 0 };
    };
    return {
      server: await count('s.survey_user_id = any($2)', [serverTakings]),
      pgbench: await count('s.survey_user_id between $2 and $3', [
        pgbenchTakings.firstId,
        pgbenchTakings.lastId,
      ]),
    };
  } finally {
    await client.end();
  }
}

function print(rows: Row[], run: { loadBefore: number[]; readers: number; bareRps: number }) {
  const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
  const cpu = (n: number | undefined) => (n === undefined ? '–' : n.toFixed(2));
  console.log(
    `\nPostgreSQL; ${CONNECTIONS} connections; ${SECONDS} s per run; reads round ${run.readers} people; ` +
      `load average before the run ${run.loadBefore.map((n) => n.toFixed(2)).join(' ')}; ` +
      `${os.cpus().length} cores; reads compared with the bare route's mean, ${run.bareRps.toFixed(0)} req/s`,
  );
  console.log(
    '| call | req/s | p50 ms | p99 ms | failures | ratio | target | p99 target | met | load avg (1 min) | server CPU s / 1,000 req | PostgreSQL CPU s / 1,000 req |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const met =
      r.ratio && r.p99TargetMs
        ? r.ratio.value >= r.ratio.target && r.p99 < r.p99TargetMs && r.failures === 0
          ? 'yes'
          : 'no'
        : '';
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.failures} | ` +
        `${r.ratio ? `${pct(r.ratio.value)} of ${r.ratio.of}` : ''} | ` +
        `${r.ratio ? `≥ ${pct(r.ratio.target)}` : ''} | ${r.p99TargetMs ? `< ${r.p99TargetMs} ms` : ''} | ` +
        `${met} | ${r.loadAverage.toFixed(2)} | ${cpu(r.serverCpu)} | ${cpu(r.databaseCpu)} |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
