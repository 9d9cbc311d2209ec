/**
 * Issue 14, flat growth: the dashboard and the 360 rater's ratee list (autocannon, 10
 * connections, BENCH_SECONDS each) when the database holds 1,000 survey takings and then
 * BENCH_GROWTH_TAKINGS (1,000,000), and the ratio of their p99s (target: within 1.2x). The
 * measured person's own data stays the same (five takings, a rater of five ratees in a 360
 * survey); the rest grows in SQL (support/growth-seed.ts). Every query the two routes send is
 * caught and EXPLAINed (ANALYZE, BUFFERS) at both sizes: their execution times side by side, and
 * the plan of each that grew. In-process server on PostgreSQL, in a database of its own
 * (`bench_flat_growth`, dropped at the end; DATABASE_URL: an admin connection, default
 * 127.0.0.1:5432/test; BENCH_KEEP_DATABASE=1 keeps it). Not in `npm run bench` (it seeds for
 * minutes).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { surveyUsers } from '../apps/server/src/db/schema/surveys.ts';
import { tsRateeRaters, tsUsers } from '../apps/server/src/db/schema/team-survey.ts';
import { createSurvey } from '../apps/server/src/features/surveys/survey-admin.service.ts';
import { insertPeople, startBenchApps } from './support/bench-app.ts';
import { type GrowthTargets, growTo } from './support/growth-seed.ts';
import { load } from './support/load.ts';
import { ownDatabase } from './support/own-database.ts';
import { type CapturedQuery, captureQueries, explain, isRead } from './support/query-capture.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SMALL = 1_000;
const LARGE = Number(process.env.BENCH_GROWTH_TAKINGS ?? 1_000_000);
const DATABASE = 'bench_flat_growth';
/** A query counts as grown when its execution time grew by more than this ratio... */
const GROWN_RATIO = 1.2;
/** ...and by more than this many ms (timer noise on sub-0.1 ms queries is not growth). */
const GROWN_MS = 0.05;

interface Route {
  name: string;
  path: string;
  token: string;
}

async function main() {
  const loadBefore = os.loadavg();
  const database = await ownDatabase(DATABASE);
  // startBenchApps reads DATABASE_URL: from here on it is the bench's own database.
  process.env.DATABASE_URL = database.url;
  // No job worker: its polling would mix into the queries caught from the routes.
  process.env.JOB_WORKER = 'false';
  const { app, appUrl, close } = await startBenchApps();
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    const { routes, targets } = await seedOwnData(app);
    const measure = async (size: string) => {
      const out: { route: string; p50: number; p99: number; rps: number; errors: number }[] = [];
      for (const r of routes) {
        const res = await load(
          `${r.name} (${size})`,
          `${appUrl}${r.path}`,
          { authorization: `Bearer ${r.token}` },
          SECONDS,
          CONNECTIONS,
        );
        out.push({
          route: r.name,
          p50: res.p50,
          p99: res.p99,
          rps: res.rps,
          errors: res.errors + res.non2xx,
        });
      }
      return out;
    };

    let seeded = Date.now();
    await growTo(db, targets, SMALL);
    const smallSeedS = (Date.now() - seeded) / 1000;
    const smallCounts = await counts(db);
    // The queries each route sends, caught once (the same text at both sizes).
    const queries = new Map<string, CapturedQuery[]>();
    for (const r of routes) {
      const caught = await captureQueries(async () => {
        const res = await fetch(`${appUrl}${r.path}`, {
          headers: { authorization: `Bearer ${r.token}` },
        });
        if (!res.ok) throw new Error(`${r.path}: ${res.status} ${await res.text()}`);
      });
      // Reads only: EXPLAIN ANALYZE would run a write again (and LISTEN has no plan).
      queries.set(
        r.name,
        caught.filter((q) => isRead(q.text)),
      );
    }
    const explainAll = async () => {
      const plans = new Map<string, { plan: string; executionMs: number }[]>();
      for (const [name, qs] of queries) {
        const out = [];
        // The second run of each: the first may pay for cold caches (catalog, plan, pages).
        for (const q of qs) {
          await explain(db, q);
          out.push(await explain(db, q));
        }
        plans.set(name, out);
      }
      return plans;
    };
    const smallPlans = await explainAll();
    const small = await measure(`${smallCounts.takings.toLocaleString('en-GB')} takings`);

    seeded = Date.now();
    await growTo(db, targets, LARGE);
    const largeSeedS = (Date.now() - seeded) / 1000;
    const largeCounts = await counts(db);
    const largePlans = await explainAll();
    const large = await measure(`${largeCounts.takings.toLocaleString('en-GB')} takings`);

    console.log(
      `\nFlat growth, PostgreSQL, in-process server; autocannon ${CONNECTIONS} connections, ${SECONDS} s each. ` +
        `Seeding: ${smallSeedS.toFixed(0)} s to ${smallCounts.takings.toLocaleString('en-GB')} takings, ` +
        `${largeSeedS.toFixed(0)} s more to ${largeCounts.takings.toLocaleString('en-GB')}.`,
    );
    console.log('| table | small | large |');
    console.log('|---|---|---|');
    for (const key of Object.keys(smallCounts) as (keyof typeof smallCounts)[]) {
      console.log(
        `| ${key} | ${smallCounts[key].toLocaleString('en-GB')} | ${largeCounts[key].toLocaleString('en-GB')} |`,
      );
    }
    console.log(
      `\n| route | req/s small | p50 small | p99 small ms | req/s large | p50 large | p99 large ms | p99 ratio | errors |`,
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    const ratios: Record<string, number> = {};
    small.forEach((s, i) => {
      const l = large[i]!;
      ratios[s.route] = l.p99 / Math.max(s.p99, 1);
      console.log(
        `| ${s.route} | ${s.rps.toFixed(0)} | ${s.p50} | ${s.p99} | ${l.rps.toFixed(0)} | ${l.p50} | ${l.p99} | ${ratios[s.route]!.toFixed(2)} | ${s.errors + l.errors} |`,
      );
    });

    console.log('\nEach query the routes send, EXPLAIN ANALYZE execution time (ms):');
    console.log('| route | query | small | large | ratio |');
    console.log('|---|---|---|---|---|');
    const grown: { route: string; query: CapturedQuery; plan: string }[] = [];
    for (const [name, qs] of queries) {
      qs.forEach((q, i) => {
        const s = smallPlans.get(name)![i]!.executionMs;
        const l = largePlans.get(name)![i]!;
        const ratio = l.executionMs / Math.max(s, 0.001);
        console.log(
          `| ${name} | ${oneLine(q.text).slice(0, 90)} | ${s.toFixed(3)} | ${l.executionMs.toFixed(3)} | ${ratio.toFixed(2)} |`,
        );
        if (ratio > GROWN_RATIO && l.executionMs - s > GROWN_MS)
          grown.push({ route: name, query: q, plan: l.plan });
      });
    }
    for (const g of grown) {
      console.log(
        `\n--- grew (${g.route}):\n${oneLine(g.query.text)}\n  params: ${JSON.stringify(g.query.values)}`,
      );
      console.log(g.plan);
    }
    if (!grown.length) console.log('\nNo query grew.');
    console.log(
      `\nLoad average (1, 5, 15 min): before ${fmtLoad(loadBefore)}, after ${fmtLoad(os.loadavg())}; ${os.cpus().length} cores (shared).`,
    );

    await fs.mkdir(path.join(import.meta.dirname, 'results'), { recursive: true });
    await fs.writeFile(
      path.join(import.meta.dirname, 'results', 'flat-growth-postgres.json'),
      JSON.stringify(
        { at: new Date().toISOString(), smallCounts, largeCounts, small, large, ratios, grown },
        null,
        2,
      ),
    );
  } finally {
    await db.end().catch(() => undefined);
    await close();
    // BENCH_KEEP_DATABASE=1 leaves it, to try an index on it (drop it by hand after).
    if (process.env.BENCH_KEEP_DATABASE === '1') {
      await database.keep();
      console.log(`Kept database ${DATABASE}.`);
    } else await database.drop().catch((error) => console.error(`drop ${DATABASE}: ${error}`));
  }
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const fmtLoad = (l: number[]) => l.map((x) => x.toFixed(2)).join(', ');

async function counts(db: pg.Client) {
  const n = async (table: string) =>
    Number((await db.query(`select count(*)::bigint as n from ${table}`)).rows[0].n);
  return {
    users: await n('users'),
    takings: await n('survey_users'),
    answers: await n('answers'),
    ratees: await n('ts_ratees'),
    ratings: await n('ts_skill_ratings'),
  };
}

/**
 * The measured person's own data, the same at both sizes: a learner with five takings (three
 * completed, two open, one section into each) who is also a rater of five ratees (six skills
 * each, three of them rated this period) in the first 360 survey.
 */
async function seedOwnData(app: Awaited<ReturnType<typeof startBenchApps>>['app']) {
  const surveyIds: number[] = [];
  for (const product of ['eq', 'values', 'behaviours'] as const) {
    const s = await createSurvey(app.db, {
      product,
      title: `Growth ${product}`,
      validFrom: '2020-01-01',
    });
    surveyIds.push(s.id);
  }
  const [reader] = await insertPeople(app, 1, 'growth.reader');
  const [manager] = await insertPeople(app, 1, 'growth.manager');
  const rateePeople = await insertPeople(app, 5, 'growth.ratee');
  await app.db.insert(surveyUsers).values([
    ...surveyIds.map((surveyId) => ({
      surveyId,
      userId: reader!.id,
      isAuthorized: true,
      timeCompleted: new Date(),
    })),
    { surveyId: surveyIds[0]!, userId: reader!.id, isAuthorized: true },
    { surveyId: surveyIds[1]!, userId: reader!.id, isAuthorized: true },
  ]);
  await app.db.execute(sql`
    insert into section_submissions (survey_user_id, section_id)
    select su.id, sec.id from survey_users su
      join surveys s on s.id = su.survey_id
      join sections sec on sec.questionnaire_id = s.questionnaire_id
     where su.user_id = ${reader!.id}
       and (su.time_completed is not null or sec.position = (
         select min(position) from sections where questionnaire_id = s.questionnaire_id))`);
  await app.db.execute(sql`
    insert into answers (survey_user_id, statement_id, rank)
    select ss.survey_user_id, st.id, st.position from section_submissions ss
      join survey_users su on su.id = ss.survey_user_id
      join statements st on st.section_id = ss.section_id
     where su.user_id = ${reader!.id}`);

  const [ts] = (
    (await app.db.execute(sql`
      insert into ts_surveys (access_code, titles, welcome_messages)
      values (${`GrowthTs${Date.now()}`}, '{"en_GB": "Growth 360"}', '{"en_GB": ""}')
      returning id`)) as unknown as { rows: { id: number }[] }
  ).rows;
  const tsSurveyId = ts!.id;
  const ratees = (
    (await app.db.execute(sql`
      insert into ts_ratees (ts_survey_id, user_id, manager_user_id, is_live, review_start)
      select ${tsSurveyId}, u, ${manager!.id}, true, current_date - 30
        from unnest(${`{${rateePeople.map((p) => p.id).join(',')}}`}::int[]) u
      returning id`)) as unknown as { rows: { id: number }[] }
  ).rows;
  await app.db.execute(sql`
    insert into ts_reviews (ratee_id, starts_on, expires_on)
    select id, review_start, review_start + interval '12 months' from ts_ratees
     where ts_survey_id = ${tsSurveyId}`);
  await app.db
    .insert(tsRateeRaters)
    .values(ratees.map((r) => ({ rateeId: Number(r.id), userId: reader!.id })));
  await app.db
    .insert(tsUsers)
    .values([
      { tsSurveyId, userId: reader!.id, role: 'rater' },
      { tsSurveyId, userId: manager!.id, role: 'manager' },
      ...rateePeople.map((p) => ({ tsSurveyId, userId: p.id, role: 'ratee' })),
    ]);
  await app.db.execute(sql`
    insert into ts_ratee_skills (ratee_id, skill_id)
    select r.id, s.id from ts_ratees r cross join (select id from ts_skills order by id limit 6) s
     where r.ts_survey_id = ${tsSurveyId}`);
  await app.db.execute(sql`
    insert into ts_skill_ratings (ratee_skill_id, review_id, rater_user_id, score, comment)
    select rs.id, v.id, ${reader!.id}, 70, 'Clear and consistent.'
      from ts_ratee_skills rs join ts_reviews v on v.ratee_id = rs.ratee_id and v.closed_at is null
     where rs.ratee_id in (select id from ts_ratees where ts_survey_id = ${tsSurveyId})
       and rs.id % 2 = 0`);

  const routes: Route[] = [
    { name: 'GET /api/user/dashboard', path: '/api/user/dashboard', token: reader!.token },
    {
      name: 'GET /api/ts/{id}/ratees/for-rater/',
      path: `/api/ts/${tsSurveyId}/ratees/for-rater/`,
      token: reader!.token,
    },
  ];
  const targets: GrowthTargets = { surveyIds, tsSurveyIds: [tsSurveyId] };
  return { routes, targets };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
