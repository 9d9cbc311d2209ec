/**
 * Issue 12: a ratee's results with 100 review periods of ratings behind them: the results call,
 * the periods table and one period's results, each beside a bare Fastify route in the same run
 * (PGlite by default, PostgreSQL with DATABASE_URL).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { tsSurveys } from '../apps/server/src/db/schema/team-survey.ts';
import { insertPeople, startBenchApps } from './support/bench-app.ts';
import { load } from './support/load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PERIODS = Number(process.env.BENCH_PERIODS ?? 100);
const RATERS = 5;

async function main() {
  const { app, appUrl, bareUrl, close } = await startBenchApps();
  const kind = app.database.kind;
  const stamp = Date.now();
  const [survey] = await app.db
    .insert(tsSurveys)
    .values({
      accessCode: `BenchTsResults${stamp}`.padEnd(50, '0'),
      titles: { en_GB: 'Bench 360 results' },
      welcomeMessages: { en_GB: '' },
    })
    .returning();
  const [ratee] = await insertPeople(app, 1, `tsresultsratee${stamp}`);
  const [manager] = await insertPeople(app, 1, `tsresultsmanager${stamp}`);
  const raters = await insertPeople(app, RATERS, `tsresultsrater${stamp}`);
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const [row] = rows<{ id: number }>(
    await app.db.execute(sql`
      insert into ts_ratees (ts_survey_id, user_id, manager_user_id, is_live, review_start, review_frequency_months)
      values (${survey!.id}, ${ratee!.id}, ${manager!.id}, true, current_date - ${PERIODS * 90}::int, 3)
      returning id`),
  );
  const rateeId = row!.id;
  for (const rater of raters) {
    await app.db.execute(
      sql`insert into ts_ratee_raters (ratee_id, user_id) values (${rateeId}, ${rater.id})`,
    );
  }
  await app.db.execute(sql`
    insert into ts_ratee_skills (ratee_id, skill_id)
    select ${rateeId}, id from (select id from ts_skills order by category, position limit 6) s`);
  // PERIODS closed periods of 90 days and the open one, each with every rater rating every skill,
  // two everyday ratings and (closed ones) the overall rating.
  await app.db.execute(sql`
    insert into ts_reviews (ratee_id, starts_on, expires_on, score, leadership_score, closed_at)
    select ${rateeId}, current_date - (${PERIODS}::int - g) * 90, current_date - (${PERIODS}::int - g - 1) * 90,
           case when g < ${PERIODS}::int then 7.5 end, case when g < ${PERIODS}::int then 80 end,
           case when g < ${PERIODS}::int then now() end
      from generate_series(0, ${PERIODS}::int) g`);
  await app.db.execute(sql`
    insert into ts_skill_ratings (ratee_skill_id, review_id, rater_user_id, score, comment)
    select rs.id, v.id, rr.user_id, (50 + (v.id + rs.id + rr.user_id) % 6 * 10), 'Clear and steady.'
      from ts_reviews v
      join ts_ratee_skills rs on rs.ratee_id = v.ratee_id
      join ts_ratee_raters rr on rr.ratee_id = v.ratee_id
     where v.ratee_id = ${rateeId}`);
  await app.db.execute(sql`
    insert into ts_manager_ratings (ratee_id, review_id, manager_user_id, type, score, comment)
    select ${rateeId}, v.id, ${manager!.id}, t.type, 7, 'Good.'
      from ts_reviews v
      cross join (values ('everyday'), ('everyday'), ('overall')) t(type)
     where v.ratee_id = ${rateeId} and (t.type = 'everyday' or v.closed_at is not null)`);
  await app.db.execute(sql`analyze`);
  const [last] = rows<{ id: number }>(
    await app.db.execute(
      sql`select id from ts_reviews where ratee_id = ${rateeId} and closed_at is null`,
    ),
  );

  const auth = { authorization: `Bearer ${ratee!.token}` };
  const bare = await load('bare Fastify route', bareUrl, {}, SECONDS, CONNECTIONS);
  const results = await load(
    `GET /api/ts/ratees/{id}/rating-results/ (${PERIODS} periods)`,
    `${appUrl}/api/ts/ratees/${rateeId}/rating-results/`,
    auth,
    SECONDS,
    CONNECTIONS,
  );
  const reviews = await load(
    `GET /api/ts/{id}/reviews/ (${PERIODS + 1} periods)`,
    `${appUrl}/api/ts/${rateeId}/reviews/`,
    auth,
    SECONDS,
    CONNECTIONS,
  );
  const period = await load(
    'GET /api/ts/{id}/rating-reviews/{open period}/',
    `${appUrl}/api/ts/${rateeId}/rating-reviews/${last!.id}/`,
    auth,
    SECONDS,
    CONNECTIONS,
  );

  const all = [bare, results, reviews, period];
  console.log(`\nDatabase: ${kind}; ${CONNECTIONS} connections; ${SECONDS} s each`);
  console.log('| route | req/s | p50 ms | p99 ms | req/s vs bare | non-2xx |');
  console.log('|---|---|---|---|---|---|');
  for (const r of all) {
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / bare.rps).toFixed(3)} | ${r.non2xx + r.errors} |`,
    );
  }
  await fs.mkdir(path.join(import.meta.dirname, 'results'), { recursive: true });
  await fs.writeFile(
    path.join(import.meta.dirname, 'results', `team-survey-results-${kind}.json`),
    JSON.stringify({ at: new Date().toISOString(), kind, results: all }, null, 2),
  );
  await close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
