/**
 * Issue 3: a section submit and the dashboard, each beside a bare Fastify route in the same run,
 * on PGlite (default) or PostgreSQL (DATABASE_URL); and the dashboard's p99 with 1,000 and then
 * 100,000 survey users in the database.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { surveyUsers } from '../apps/server/src/db/schema/surveys.ts';
import { createSurvey } from '../apps/server/src/features/surveys/survey-admin.service.ts';
import {
  listSectionRows,
  listStatementRows,
} from '../apps/server/src/features/surveys/surveys.queries.ts';
import { insertPeople, startBenchApps } from './support/bench-app.ts';
import { type LoadResult, load } from './support/load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SUBMITTERS = Number(process.env.BENCH_SUBMITTERS ?? 3000);

async function main() {
  const { app, appUrl, bareUrl, close } = await startBenchApps();
  const kind = app.database.kind;
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

  // Each submit is a first submit of section 1 by a different person.
  const people = await insertPeople(app, SUBMITTERS, `submit${Date.now()}`);
  const takings = await app.db
    .insert(surveyUsers)
    .values(people.map((p) => ({ surveyId: eq.id, userId: p.id, isAuthorized: true })))
    .returning({ id: surveyUsers.id });
  const body = JSON.stringify({ statements: statementIds.map((statementId) => ({ statementId })) });
  let next = 0;
  const submitRun = await autocannon({
    url: appUrl,
    connections: CONNECTIONS,
    amount: takings.length,
    requests: [
      {
        setupRequest: (req) => {
          const i = next++ % takings.length;
          return {
            ...req,
            method: 'PATCH',
            path: `/api/eq/survey/user/${takings[i]!.id}/submit/`,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${people[i]!.token}`,
            },
            body,
          };
        },
      },
    ],
  });
  const submit: LoadResult = {
    name: 'PATCH section submit (first submit, 18 statements)',
    rps: submitRun.requests.average,
    p50: submitRun.latency.p50,
    p99: submitRun.latency.p99,
    errors: submitRun.errors,
    non2xx: submitRun.non2xx,
  };

  // A dashboard reader with five takings, among 1,000 survey users in all; then 100,000.
  const [reader] = await insertPeople(app, 1, `reader${Date.now()}`);
  await app.db.insert(surveyUsers).values(
    Array.from({ length: 5 }, () => ({
      surveyId: eq.id,
      userId: reader!.id,
      isAuthorized: true,
      timeCompleted: new Date(),
    })),
  );
  const auth = { authorization: `Bearer ${reader!.token}` };
  const bare = await load('bare Fastify route', bareUrl, {}, SECONDS, CONNECTIONS);
  await fillSurveyUsers(app, eq.id, 1_000);
  const dash1k = await load(
    'GET /api/user/dashboard (1,000 survey users)',
    `${appUrl}/api/user/dashboard`,
    auth,
    SECONDS,
    CONNECTIONS,
  );
  await fillSurveyUsers(app, eq.id, 100_000);
  const dash100k = await load(
    'GET /api/user/dashboard (100,000 survey users)',
    `${appUrl}/api/user/dashboard`,
    auth,
    SECONDS,
    CONNECTIONS,
  );

  const results = [bare, submit, dash1k, dash100k];
  console.log(
    `\nDatabase: ${kind}; ${CONNECTIONS} connections; submits: ${takings.length}; reads ${SECONDS} s each`,
  );
  console.log('| route | req/s | p50 ms | p99 ms | req/s vs bare | non-2xx |');
  console.log('|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / bare.rps).toFixed(3)} | ${r.non2xx + r.errors} |`,
    );
  }
  console.log(
    `dashboard p99 at 100,000 / at 1,000 survey users: ${(dash100k.p99 / Math.max(dash1k.p99, 1)).toFixed(2)}`,
  );
  await fs.mkdir(path.join(import.meta.dirname, 'results'), { recursive: true });
  await fs.writeFile(
    path.join(import.meta.dirname, 'results', `surveys-${kind}.json`),
    JSON.stringify({ at: new Date().toISOString(), kind, results }, null, 2),
  );
  await close();
}

/** Tops the survey_users table up to `total` rows, spread over people 100 takings each. */
async function fillSurveyUsers(
  app: Awaited<ReturnType<typeof startBenchApps>>['app'],
  surveyId: number,
  total: number,
) {
  const current = Number(
    (
      (await app.db.execute(sql`select count(*) as n from survey_users`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );
  const missing = total - current;
  if (missing <= 0) return;
  const people = Math.ceil(missing / 100);
  await app.db.execute(sql`
    with p as (
      insert into users (email, password_hash, first_name, last_name, dob, gender, nationality_id, industry_id)
      select 'fill.' || ${total} || '.' || g || '@bench.example', 'x', 'Fill', 'Person', '1990-01-01', 0, 1, 1
        from generate_series(1, ${people}) g
      returning id)
    insert into survey_users (survey_id, user_id, is_authorized, time_completed)
    select ${surveyId}, p.id, true, now() from p, generate_series(1, 100) k
     limit ${missing}`);
  await app.db.execute(sql`analyze survey_users`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
