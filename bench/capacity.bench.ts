/**
 * Issue 14, capacity: BENCH_PEOPLE (10,000) simulated people taking a survey against one real
 * server process, started as production starts it (`node --import tsx src/main.ts`,
 * NODE_ENV=production, the default log level), on PostgreSQL and Redis, for
 * BENCH_CAPACITY_SECONDS (300). Each person reads a section's statements, thinks
 * BENCH_THINK_SECONDS (30 on average, 20 to 40), submits the section, reads the progress, and goes
 * on to the next section, or to a new taking after the last. It prints each call's count, req/s,
 * p50/p90/p99/max and errors, a timeline, the server's CPU time and peak RSS, PostgreSQL's CPU
 * time, the load average, and checks that every acknowledged submit's answers are stored.
 * Needs PostgreSQL (DATABASE_URL: an admin connection, default 127.0.0.1:5432/test) and Redis
 * (REDIS_URL); makes its own database `bench_capacity` and drops it. Not in `npm run bench`.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { Pool } from 'undici';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { surveyUsers } from '../apps/server/src/db/schema/surveys.ts';
import { createSurvey } from '../apps/server/src/features/surveys/survey-admin.service.ts';
import { listSectionRows } from '../apps/server/src/features/surveys/surveys.queries.ts';
import { freePort, serverProcess } from '../apps/server/src/test/server-process.ts';
import { standInForAutovacuum } from './support/autovacuum.ts';
import { insertPeople } from './support/bench-app.ts';
import { profileCalls } from './support/call-profile.ts';
import { benchServerNodeArgs } from './support/child-server.ts';
import { cpuSpent, sampleCpu } from './support/cpu.ts';
import { LatencyLog } from './support/latency.ts';
import { checkLostAnswers } from './support/lost-answers.ts';
import { ownDatabase } from './support/own-database.ts';
import { sampleWaits } from './support/pg-waits.ts';
import { memoryOf } from './support/proc-status.ts';
import { CALL_KINDS, runTakers, type Taker } from './support/survey-takers.ts';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 10_000);
const SECONDS = Number(process.env.BENCH_CAPACITY_SECONDS ?? 300);
const THINK_SECONDS = Number(process.env.BENCH_THINK_SECONDS ?? 30);
/** Keep-alive connections the load generator opens (a load balancer's upstream pool). */
const CONNECTIONS = Number(process.env.BENCH_CAPACITY_CONNECTIONS ?? 256);
const WINDOW_SECONDS = 30;
const DATABASE = 'bench_capacity';

async function main() {
  const loadBefore = os.loadavg();
  const database = await ownDatabase(DATABASE);
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-capacity-'));
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const redisPrefix = `bench-capacity-${randomBytes(4).toString('hex')}:`;
  // Production's settings; LOG_LEVEL and LOG_FORMAT left to their defaults (info, JSON lines
  // when stdout is not a terminal). One secret for the server and the tokens signed here.
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    DATA_DIR: path.join(temp, 'data'),
    WEB_DIST: path.join(temp, 'no-web'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    PATH: process.env.PATH ?? '',
  };
  const nodeArgs = benchServerNodeArgs();
  const server = serverProcess(env, await freePort(), nodeArgs);
  let pool: Pool | undefined;
  try {
    const seedStarted = Date.now();
    const { survey, takers } = await seed(env);
    const seedSeconds = (Date.now() - seedStarted) / 1000;

    await server.start();
    const match = { databaseName: DATABASE, folder: temp };
    const cpuBefore = sampleCpu(match);
    const serverPid = [...cpuBefore].find(([, p]) => p.role === 'app')?.[0];
    const ownCpuBefore = process.cpuUsage();
    const waits = sampleWaits(database.url, DATABASE);
    const autovacuum = await standInForAutovacuum(database.url);
    let loadPeak = 0;
    const loadSampler = setInterval(() => {
      loadPeak = Math.max(loadPeak, os.loadavg()[0]!);
    }, 5_000);
    pool = new Pool(server.baseUrl, {
      connections: CONNECTIONS,
      headersTimeout: 30_000,
      bodyTimeout: 30_000,
    });
    const started = performance.now();
    const run = await runTakers({
      pool,
      survey,
      takers,
      seconds: SECONDS,
      thinkSeconds: THINK_SECONDS,
      windowSeconds: WINDOW_SECONDS,
    });
    const ranSeconds = (performance.now() - started) / 1000;
    clearInterval(loadSampler);
    const loadAfter = os.loadavg();
    const cpu = cpuSpent(cpuBefore, sampleCpu(match));
    const ownCpu = process.cpuUsage(ownCpuBefore);
    const waited = await waits.stop();
    const upkeep = await autovacuum.stop();
    const memory = serverPid ? memoryOf(serverPid) : null;
    await pool.close();
    pool = undefined;
    if (nodeArgs.length > 0 && serverPid) {
      // A profile is written only by a process that exits on its own: SIGTERM, then a moment.
      process.kill(serverPid, 'SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
    await server.stop();

    const reader = new pg.Client({ connectionString: database.url });
    await reader.connect();
    const lost = await checkLostAnswers(reader, run.acknowledged);
    const profile = await profileCalls(env, reader, survey);
    await reader.end();

    const rows = CALL_KINDS.map((kind) => {
      const log = run.logs[kind];
      return { kind, ...log.summary(), errors: log.errors, failures: log.failures };
    });
    const all = rows.reduce((n, r) => n + r.count, 0);
    const round = (ms: number) => ms.toFixed(1);
    console.log(
      `\nCapacity: ${PEOPLE.toLocaleString('en-GB')} people, think ${THINK_SECONDS} s (${((THINK_SECONDS * 2) / 3).toFixed(1)}-${((THINK_SECONDS * 4) / 3).toFixed(1)} s), ` +
        `${SECONDS} s (ran ${ranSeconds.toFixed(0)} s with the calls in flight), one server process, PostgreSQL, ${CONNECTIONS} client connections; seeding took ${seedSeconds.toFixed(0)} s`,
    );
    console.log('| call | count | req/s | p50 ms | p90 ms | p99 ms | max ms | errors |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(
        `| ${r.kind} | ${r.count} | ${(r.count / SECONDS).toFixed(1)} | ${round(r.p50)} | ${round(r.p90)} | ${round(r.p99)} | ${round(r.max)} | ${r.errors} |`,
      );
    }
    const whole = new LatencyLog();
    for (const r of CALL_KINDS) for (const ms of run.logs[r].samples) whole.ok(ms);
    const total = whole.summary();
    console.log(
      `| all | ${all} | ${(all / SECONDS).toFixed(1)} | ${round(total.p50)} | ${round(total.p90)} | ${round(total.p99)} | ${round(total.max)} | ${rows.reduce((n, r) => n + r.errors, 0)} |`,
    );
    for (const r of rows) {
      for (const [status, f] of r.failures) {
        console.log(`  ${r.kind}: ${f.count} x ${status || 'network error'}: ${f.example}`);
      }
    }

    console.log(`\nTimeline (${WINDOW_SECONDS} s windows, every call):`);
    console.log('| from s | req/s | p50 ms | p99 ms | max ms | errors |');
    console.log('|---|---|---|---|---|---|');
    run.timeline.forEach((w, i) => {
      const s = w.summary();
      // The last window may be shorter than the others.
      const length = Math.min(WINDOW_SECONDS, SECONDS - i * WINDOW_SECONDS);
      console.log(
        `| ${i * WINDOW_SECONDS} | ${(s.count / length).toFixed(1)} | ${round(s.p50)} | ${round(s.p99)} | ${round(s.max)} | ${w.errors} |`,
      );
    });

    console.log(
      `\nLost-answer check: ${lost.acknowledged} section submits acknowledged (2xx); ` +
        `${lost.intact} stored whole and in the order sent, ${lost.missing} missing, ${lost.short} short, ` +
        `${lost.reordered} reordered: ${lost.intact === lost.acknowledged ? 'NO ANSWER LOST' : 'ANSWERS LOST'}. ` +
        `Sections stored without a 2xx reaching the client: ${lost.storedUnacknowledged}.`,
    );
    for (const e of lost.examples) console.log(`  ${e}`);
    console.log(
      '\nPer call, on the database the run left (a new person; app in this process, inject):',
    );
    console.log('| call | statements sent | reads | reads EXPLAIN ANALYZE ms | slowest read ms |');
    console.log('|---|---|---|---|---|');
    for (const p of profile) {
      console.log(
        `| ${p.call} | ${p.statements} | ${p.reads} | ${p.readMs.toFixed(3)} | ${p.slowest ? `${p.slowest.ms.toFixed(3)}: ${oneLine(p.slowest.text).slice(0, 100)}` : '-'} |`,
      );
    }
    console.log(
      `\nServer process: CPU ${(cpu.app / 1000).toFixed(1)} s over ${ranSeconds.toFixed(0)} s ` +
        `(${((cpu.app / 1000 / ranSeconds) * 100).toFixed(0)} % of one core, ${(cpu.app / Math.max(all, 1)).toFixed(2)} ms per call); ` +
        `peak RSS ${memory ? memory.peakRssMb.toFixed(0) : '?'} MB (RSS at the end ${memory ? memory.rssMb.toFixed(0) : '?'} MB).`,
    );
    console.log(
      `PostgreSQL backends of ${DATABASE}: CPU ${(cpu.database / 1000).toFixed(1)} s (${(cpu.database / Math.max(all, 1)).toFixed(2)} ms per call). ` +
        `Load generator (this process): CPU ${((ownCpu.user + ownCpu.system) / 1e6).toFixed(1)} s.`,
    );
    console.log(
      `PostgreSQL backends running a statement (pg_stat_activity, ${waited.samples} samples): mean ${waited.meanActive.toFixed(2)}, max ${waited.maxActive}; ` +
        `mean by wait: ${waited.byWait.map((w) => `${w.wait} ${w.meanBackends.toFixed(2)}`).join(', ') || 'none'}.`,
    );
    console.log(
      autovacuum.active
        ? `This PostgreSQL runs with autovacuum off (production's default is on): the bench stood in for it (support/autovacuum.ts), ${upkeep.analysed} ANALYZE and ${upkeep.vacuumed} VACUUM.`
        : 'Autovacuum is on.',
    );
    console.log(
      `Load average (1, 5, 15 min): before ${fmtLoad(loadBefore)}, after ${fmtLoad(loadAfter)}, ` +
        `peak 1-min ${loadPeak.toFixed(2)}; ${os.cpus().length} cores (shared with other work).`,
    );

    await fs.mkdir(path.join(import.meta.dirname, 'results'), { recursive: true });
    await fs.writeFile(
      path.join(import.meta.dirname, 'results', 'capacity-postgres.json'),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          people: PEOPLE,
          seconds: SECONDS,
          thinkSeconds: THINK_SECONDS,
          calls: rows.map(({ failures, ...r }) => ({
            ...r,
            failures: Object.fromEntries(failures),
          })),
          lost,
          profile,
          cpuMs: cpu,
          memory,
          waits: waited,
          autovacuum: { standIn: autovacuum.active, ...upkeep },
          load: { before: loadBefore, after: loadAfter, peak: loadPeak },
        },
        null,
        2,
      ),
    );
  } catch (error) {
    console.error(server.output());
    throw error;
  } finally {
    await pool?.close().catch(() => undefined);
    await server.stop();
    await database.drop().catch((error) => console.error(`drop ${DATABASE}: ${error}`));
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    const keys = await redis.keys(`${redisPrefix}*`).catch(() => [] as string[]);
    if (keys.length) await redis.del(...keys).catch(() => undefined);
    redis.disconnect();
    await fs.rm(temp, { recursive: true, force: true });
  }
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const fmtLoad = (l: number[]) => l.map((x) => x.toFixed(2)).join(', ');

/**
 * The survey (free, retakable: a person who finishes starts again) and its people, written by an
 * app in this process on the same database; it migrates the database first, as the server's
 * start would, and signs the tokens with the server's secret.
 */
async function seed(env: Record<string, string>) {
  const app = await buildApp(loadConfig({ ...env, LOG_LEVEL: 'silent', JOB_WORKER: 'false' }));
  await app.ready();
  try {
    const created = await createSurvey(app.db, {
      product: 'eq',
      title: 'Capacity E.Q.',
      validFrom: '2020-01-01',
      isUnlimitedAccess: true,
    });
    const [row] = await app.db
      .execute(sql`select questionnaire_id from surveys where id = ${created.id}`)
      .then((r) => (r as unknown as { rows: { questionnaire_id: number }[] }).rows);
    const sections = await listSectionRows(app.db, row!.questionnaire_id);
    const people = await insertPeople(app, PEOPLE, 'capacity');
    const takers: Taker[] = [];
    for (let i = 0; i < people.length; i += 5000) {
      const slice = people.slice(i, i + 5000);
      const takings = await app.db
        .insert(surveyUsers)
        .values(slice.map((p) => ({ surveyId: created.id, userId: p.id, isAuthorized: true })))
        .returning({ id: surveyUsers.id });
      for (const [k, p] of slice.entries()) {
        takers.push({ token: p.token, surveyUserId: takings[k]!.id });
      }
    }
    await app.db.execute(sql`analyze`);
    console.log(
      `Seeded ${takers.length} people with a taking each; the survey has ${sections.length} sections.`,
    );
    return {
      survey: { id: created.id, accessCode: created.accessCode, firstSectionId: sections[0]!.id },
      takers,
    };
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
