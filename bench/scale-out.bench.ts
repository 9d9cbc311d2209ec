/**
 * Issue 14, many servers as one: the same routes through nginx with one server process behind it
 * and with two, in one run, on PostgreSQL and Redis (docs/operations/scaling.md reads it). Both
 * processes run in both cases (the second idles while nginx sends everything to the first), so
 * only the balancing differs. Needs PostgreSQL (DATABASE_URL, default 127.0.0.1:5432/test), Redis
 * (REDIS_URL) and nginx; it makes its own database and drops it. Not in `npm run bench`, which
 * runs on a bare machine.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { createCluster } from '../apps/server/scripts/scale-out-cluster.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { surveyUsers } from '../apps/server/src/db/schema/surveys.ts';
import { createSurvey } from '../apps/server/src/features/surveys/survey-admin.service.ts';
import {
  listSectionRows,
  listStatementRows,
} from '../apps/server/src/features/surveys/surveys.queries.ts';
import { insertPeople } from './support/bench-app.ts';
import { cpuSpent, sampleCpu } from './support/cpu.ts';
import { type LoadResult, load } from './support/load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Section submits per run: each a first submit by a different person. */
const SUBMITS = Number(process.env.BENCH_SUBMITS ?? 1000);

async function main() {
  const loadBefore = os.loadavg();
  const cluster = await createCluster({ JOB_WORKER: 'true' });
  try {
    // People and takings written by an app in this process on the cluster's database (it
    // migrates it first); the tokens it signs are good on the processes (one secret in the db).
    const app = await buildApp(
      loadConfig({ ...cluster.env, LOG_LEVEL: 'silent', JOB_WORKER: 'false' }),
    );
    await app.ready();
    const eq = await createSurvey(app.db, {
      product: 'eq',
      title: 'Bench E.Q.',
      validFrom: '2020-01-01',
    });
    const [row] = await app.db
      .execute(sql`select questionnaire_id from surveys where id = ${eq.id}`)
      .then((r) => (r as unknown as { rows: { questionnaire_id: number }[] }).rows);
    const [firstSection] = await listSectionRows(app.db, row!.questionnaire_id);
    const statementIds = (await listStatementRows(app.db, firstSection!.id)).map((s) => s.id);
    const [reader] = await insertPeople(app, 1, `reader${Date.now()}`);
    await app.db.insert(surveyUsers).values(
      Array.from({ length: 5 }, () => ({
        surveyId: eq.id,
        userId: reader!.id,
        isAuthorized: true,
        timeCompleted: new Date(),
      })),
    );
    const submitters = async (prefix: string) => {
      const people = await insertPeople(app, SUBMITS, `${prefix}${Date.now()}`);
      const takings = await app.db
        .insert(surveyUsers)
        .values(people.map((p) => ({ surveyId: eq.id, userId: p.id, isAuthorized: true })))
        .returning({ id: surveyUsers.id });
      return people.map((p, i) => ({ token: p.token, surveyUserId: takings[i]!.id }));
    };
    const submitSets = [await submitters('one'), await submitters('two')];
    await app.close();

    const [first, second] = await cluster.startServers(2);
    const toOne = await cluster.startNginx([first!]);
    const toTwo = await cluster.startNginx([first!, second!]);
    const auth = { authorization: `Bearer ${reader!.token}` };
    const body = JSON.stringify({
      statements: statementIds.map((statementId) => ({ statementId })),
    });
    /** Each request a first submit of section 1 by a different person, as in surveys.bench. */
    const submit = async (name: string, url: string, takers: (typeof submitSets)[number]) => {
      let next = 0;
      const res = await autocannon({
        url,
        connections: CONNECTIONS,
        amount: takers.length,
        requests: [
          {
            setupRequest: (req) => {
              const taker = takers[next++ % takers.length]!;
              return {
                ...req,
                method: 'PATCH',
                path: `/api/eq/survey/user/${taker.surveyUserId}/submit/`,
                headers: {
                  'content-type': 'application/json',
                  authorization: `Bearer ${taker.token}`,
                },
                body,
              };
            },
          },
        ],
      });
      return {
        name,
        rps: res.requests.average,
        p50: res.latency.p50,
        p99: res.latency.p99,
        errors: res.errors,
        non2xx: res.non2xx,
      } satisfies LoadResult;
    };

    interface Row extends LoadResult {
      /** CPU milliseconds per request: server processes, PostgreSQL, nginx, load generator. */
      cpu: { app: number; database: number; nginx: number; loadGenerator: number };
    }
    const results: Row[] = [];
    const match = {
      databaseName: new URL(cluster.databaseUrl).pathname.slice(1),
      folder: path.dirname(cluster.dataDir),
    };
    const measure = async (go: () => Promise<{ result: LoadResult; requests: number }>) => {
      const before = sampleCpu(match);
      const own = process.cpuUsage();
      const { result, requests } = await go();
      const spent = cpuSpent(before, sampleCpu(match));
      const mine = process.cpuUsage(own);
      const per = (ms: number) => ms / Math.max(requests, 1);
      const row: Row = {
        ...result,
        cpu: {
          app: per(spent.app),
          database: per(spent.database),
          nginx: per(spent.nginx),
          loadGenerator: per((mine.user + mine.system) / 1000),
        },
      };
      results.push(row);
      console.log(
        `${row.name}: ${row.rps.toFixed(0)} req/s, p99 ${row.p99} ms, non-2xx ${row.non2xx}, ` +
          `CPU ms/req app ${row.cpu.app.toFixed(2)} db ${row.cpu.database.toFixed(2)}`,
      );
    };
    const run = (name: string, url: string, headers: Record<string, string> = {}) =>
      measure(async () => {
        const result = await load(name, url, headers, SECONDS, CONNECTIONS);
        return { result, requests: result.rps * SECONDS };
      });
    // Warm both processes up (JIT, pools) before anything is measured.
    for (const server of [first!, second!]) {
      for (const route of ['/api/me', '/api/user/dashboard']) {
        await load('warm-up', `${server.baseUrl}${route}`, auth, 3, CONNECTIONS);
      }
    }
    await run('nginx alone (/nginx-ok, no process)', `${toTwo.baseUrl}/nginx-ok`);
    await run('GET /api/me, one process, direct', `${first!.baseUrl}/api/me`, auth);
    // Two rounds in opposite orders: other work on the machine shifts a single run.
    const targets = [
      { label: '1 process', nginx: toOne },
      { label: '2 processes', nginx: toTwo },
    ];
    for (const order of [targets, [...targets].reverse()]) {
      for (const route of ['/api/me', '/api/user/dashboard']) {
        for (const t of order) {
          await run(`GET ${route}, nginx, ${t.label}`, `${t.nginx.baseUrl}${route}`, auth);
        }
      }
    }
    for (const [i, target] of [toOne, toTwo].entries()) {
      const name = `PATCH section submit, nginx, ${i + 1} process${i ? 'es' : ''}`;
      await measure(async () => ({
        result: await submit(name, target.baseUrl, submitSets[i]!),
        requests: submitSets[i]!.length,
      }));
    }

    console.log(
      `\nLoad average before the run ${loadBefore.map((n) => n.toFixed(2)).join(' ')}; ` +
        `PostgreSQL + Redis, ${CONNECTIONS} connections, reads ${SECONDS} s each, ` +
        `${SUBMITS} submits per run`,
    );
    console.log(
      '| route | req/s | p50 ms | p99 ms | errors / non-2xx | CPU ms per request: server / PostgreSQL / nginx / load generator |',
    );
    console.log('|---|---|---|---|---|---|');
    const ms = (n: number) => n.toFixed(2);
    for (const r of results) {
      console.log(
        `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} / ${r.non2xx} | ` +
          `${ms(r.cpu.app)} / ${ms(r.cpu.database)} / ${ms(r.cpu.nginx)} / ${ms(r.cpu.loadGenerator)} |`,
      );
    }
    await fs.mkdir(path.join(import.meta.dirname, 'results'), { recursive: true });
    await fs.writeFile(
      path.join(import.meta.dirname, 'results', 'scale-out.json'),
      JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, results }, null, 2),
    );
  } finally {
    await cluster.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
