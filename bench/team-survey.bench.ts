/**
 * Issue 11: the rater's ratee list and a skill rating, each beside a bare Fastify route in the same
 * run, with 10,000 ratees in the database (PGlite by default, PostgreSQL with DATABASE_URL).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { tsRateeRaters, tsRatees, tsSurveys } from '../apps/server/src/db/schema/team-survey.ts';
import { insertPeople, startBenchApps } from './support/bench-app.ts';
import { type LoadResult, load } from './support/load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RATEES = Number(process.env.BENCH_RATEES ?? 10_000);
const RATERS = 200;

async function main() {
  const { app, appUrl, bareUrl, close } = await startBenchApps();
  const kind = app.database.kind;
  const [survey] = await app.db
    .insert(tsSurveys)
    .values({
      accessCode: `BenchTs${Date.now()}`.padEnd(50, '0'),
      titles: { en_GB: 'Bench 360' },
      welcomeMessages: { en_GB: '' },
    })
    .returning();
  const [manager] = await insertPeople(app, 1, `tsmanager${Date.now()}`);
  const raters = await insertPeople(app, RATERS, `tsrater${Date.now()}`);
  // 10,000 ratees (people made in SQL), live, each with a review period open.
  await app.db.execute(sql`
    with p as (
      insert into users (email, password_hash, first_name, last_name)
      select 'ratee.' || ${Date.now()} || '.' || g || '@bench.example', 'x', 'Ratee', 'Person' || g
        from generate_series(1, ${RATEES}) g
      returning id)
    insert into ts_ratees (ts_survey_id, user_id, manager_user_id, is_live, review_start)
    select ${survey!.id}, p.id, ${manager!.id}, true, current_date from p`);
  await app.db.execute(sql`
    insert into ts_reviews (ratee_id, starts_on, expires_on)
    select id, review_start, review_start + interval '12 months' from ts_ratees where ts_survey_id = ${survey!.id}`);
  const ratees = await app.db
    .select({ id: tsRatees.id })
    .from(tsRatees)
    .where(sql`ts_survey_id = ${survey!.id}`)
    .orderBy(tsRatees.id);
  // Each rater is assigned five ratees; each ratee has six skills.
  const assignments: { rateeId: number; userId: number }[] = [];
  raters.forEach((rater, i) => {
    for (let k = 0; k < 5; k++)
      assignments.push({ rateeId: ratees[(i * 5 + k) % ratees.length]!.id, userId: rater.id });
  });
  await app.db.insert(tsRateeRaters).values(assignments);
  await app.db.execute(sql`
    insert into ts_ratee_skills (ratee_id, skill_id)
    select r.id, s.id from ts_ratees r cross join (select id from ts_skills order by id limit 6) s
     where r.ts_survey_id = ${survey!.id}`);
  await app.db.execute(sql`analyze`);

  const reader = raters[0]!;
  const bare = await load('bare Fastify route', bareUrl, {}, SECONDS, CONNECTIONS);
  const list = await load(
    `GET /api/ts/{id}/ratees/for-rater/ (${RATEES.toLocaleString('en-GB')} ratees)`,
    `${appUrl}/api/ts/${survey!.id}/ratees/for-rater/`,
    { authorization: `Bearer ${reader.token}` },
    SECONDS,
    CONNECTIONS,
  );

  // Skill ratings: every (rater, ratee, skill) once, spread over the raters.
  const targets = (
    (await app.db.execute(sql`
      select rr.user_id, rr.ratee_id, rs.id as ratee_skill_id
        from ts_ratee_raters rr join ts_ratee_skills rs on rs.ratee_id = rr.ratee_id
       where rr.user_id in (${sql.join(
         raters.map((r) => sql`${r.id}`),
         sql`, `,
       )})
       order by rs.id`)) as unknown as {
      rows: { user_id: number; ratee_id: number; ratee_skill_id: number }[];
    }
  ).rows;
  const tokenOf = new Map(raters.map((r) => [r.id, r.token]));
  let next = 0;
  const ratingRun = await autocannon({
    url: appUrl,
    connections: CONNECTIONS,
    amount: targets.length,
    requests: [
      {
        setupRequest: (req) => {
          const t = targets[next++ % targets.length]!;
          return {
            ...req,
            method: 'POST',
            path: `/api/ts/${t.ratee_id}/${t.ratee_skill_id}/rating/add/`,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${tokenOf.get(t.user_id)}`,
            },
            body: JSON.stringify({ rating: { score: 70, comment: 'Consistent and clear.' } }),
          };
        },
      },
    ],
  });
  const rating: LoadResult = {
    name: `POST /api/ts/{ratee}/{skill}/rating/add/ (${targets.length} ratings)`,
    rps: ratingRun.requests.average,
    p50: ratingRun.latency.p50,
    p99: ratingRun.latency.p99,
    errors: ratingRun.errors,
    non2xx: ratingRun.non2xx,
  };

  const results = [bare, list, rating];
  console.log(`\nDatabase: ${kind}; ${CONNECTIONS} connections; reads ${SECONDS} s`);
  console.log('| route | req/s | p50 ms | p99 ms | req/s vs bare | non-2xx |');
  console.log('|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / bare.rps).toFixed(3)} | ${r.non2xx + r.errors} |`,
    );
  }
  await fs.mkdir(path.join(import.meta.dirname, 'results'), { recursive: true });
  await fs.writeFile(
    path.join(import.meta.dirname, 'results', `team-survey-${kind}.json`),
    JSON.stringify({ at: new Date().toISOString(), kind, results }, null, 2),
  );
  await close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
