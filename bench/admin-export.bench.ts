/**
 * Issue 13: an export of 100,000 takings of a survey (every answer and score), as CSV and as
 * XLSX, through the real API and job queue (this process is the worker), with the process's
 * memory (RSS and heap, sampled every 50 ms) and the event loop's delay while it runs, and a
 * /healthz request every 100 ms to show the server still answers. PGlite by default; PostgreSQL
 * with DATABASE_URL. BENCH_TAKINGS changes the count.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createSurvey } from '../apps/server/src/features/surveys/survey-admin.service.ts';
import { insertPeople, startBenchApps } from './support/bench-app.ts';
import { median, ms, watchLoop } from './support/event-loop.ts';

const TAKINGS = Number(process.env.BENCH_TAKINGS ?? 100_000);
const MB = 1024 * 1024;

async function main() {
  process.env.JOB_POLL_SECONDS ??= '1';
  const { app, appUrl, close } = await startBenchApps();
  const kind = app.database.kind;
  const stamp = Date.now();
  const [admin] = await insertPeople(app, 1, `exportadmin${stamp}`);
  await app.db.execute(sql`update users set is_admin = true where id = ${admin!.id}`);
  const survey = await createSurvey(app.db, {
    product: 'eq',
    title: 'Bench export',
    validFrom: '2020-01-01',
  } as Parameters<typeof createSurvey>[1]);

  // TAKINGS people, each with a completed taking, an answer to every statement (rank = position
  // in its section) and a score per dimension, written by the database itself.
  const seedStart = performance.now();
  await app.db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, locale, dob, gender, nationality_id, industry_id)
    select 'exporttaker' || ${stamp}::text || '.' || g || '@bench.example', 'not-a-hash', 'Taker', 'Person, "' || g || '"', 'en_GB', '1990-01-01', 0, 1, 1
      from generate_series(1, ${TAKINGS}::int) g`);
  await app.db.execute(sql`
    insert into survey_users (survey_id, user_id, is_authorized, time_created, time_completed)
    select ${survey.id}, id, true, now() - interval '2 days', now() - interval '1 day'
      from users where email like ${`exporttaker${stamp}.%`}`);
  await app.db.execute(sql`
    insert into answers (survey_user_id, statement_id, rank)
    select su.id, st.id, st.position
      from survey_users su
      join surveys s on s.id = su.survey_id
      join sections se on se.questionnaire_id = s.questionnaire_id
      join statements st on st.section_id = se.id
     where su.survey_id = ${survey.id}`);
  await app.db.execute(sql`
    insert into survey_results (survey_user_id, scores)
    select su.id, (select jsonb_object_agg(d.key, (su.id + d.position) % 101)
                     from dimensions d where d.questionnaire_id = s.questionnaire_id)
      from survey_users su join surveys s on s.id = su.survey_id
     where su.survey_id = ${survey.id}`);
  await app.db.execute(sql`analyze`);
  const [answerCount] = (
    (await app.db.execute(
      sql`select count(*)::int as n from answers a join survey_users su on su.id = a.survey_user_id where su.survey_id = ${survey.id}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows;
  console.log(
    `Seeded ${TAKINGS} takings, ${answerCount?.n} answers in ${ms((performance.now() - seedStart) / 1000)} s`,
  );

  const auth = { authorization: `Bearer ${admin!.token}`, 'content-type': 'application/json' };
  const results = [];
  for (const format of ['csv', 'xlsx'] as const) {
    global.gc?.();
    const baseline = process.memoryUsage();
    let peakRss = baseline.rss;
    let peakHeap = baseline.heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 50);
    const healthz: number[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const t0 = performance.now();
        await fetch(`${appUrl}/healthz`).then((r) => r.arrayBuffer());
        healthz.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const loop = await watchLoop();
    const started = performance.now();
    const created = await fetch(`${appUrl}/api/admin/exports`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ kind: 'survey-results', format, params: { surveyId: survey.id } }),
    });
    if (created.status !== 202) throw new Error(`export refused: ${await created.text()}`);
    const { id } = (await created.json()) as { id: string };
    let status: { status: string; progress: number; downloadUrl: string | null; error: string };
    for (;;) {
      await new Promise((r) => setTimeout(r, 250));
      const res = await fetch(`${appUrl}/api/admin/exports/${id}`, { headers: auth });
      status = (await res.json()) as typeof status;
      if (status.status === 'done' || status.status === 'failed') break;
    }
    const seconds = (performance.now() - started) / 1000;
    const delay = await loop.stop();
    probing = false;
    await probe;
    clearInterval(sampler);
    if (status.status !== 'done') throw new Error(`export failed: ${status.error}`);
    const download = await fetch(`${appUrl}${status.downloadUrl}`, { headers: auth });
    const bytes = (await download.arrayBuffer()).byteLength;
    results.push({
      format,
      rows: status.progress,
      seconds: ms(seconds),
      fileMB: ms(bytes / MB),
      baselineRssMB: ms(baseline.rss / MB),
      peakRssMB: ms(peakRss / MB),
      peakHeapMB: ms(peakHeap / MB),
      loopP50Ms: delay.p50Ms,
      loopP99Ms: delay.p99Ms,
      loopMaxMs: delay.maxMs,
      healthzMedianMs: ms(median(healthz)),
      healthzMaxMs: ms(Math.max(...healthz)),
    });
  }

  console.log(`\nDatabase: ${kind}; survey-results export of ${TAKINGS} takings`);
  console.log(
    '| format | rows | time s | file MB | RSS before MB | peak RSS MB | peak heap MB | loop p50 ms | loop p99 ms | loop max ms | /healthz median ms | /healthz max ms |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.format} | ${r.rows} | ${r.seconds} | ${r.fileMB} | ${r.baselineRssMB} | ${r.peakRssMB} | ${r.peakHeapMB} | ${r.loopP50Ms} | ${r.loopP99Ms} | ${r.loopMaxMs} | ${r.healthzMedianMs} | ${r.healthzMaxMs} |`,
    );
  }
  // The bench database is shared (other benches, other people): its 5.4 million answers go again.
  await app.db.execute(sql`
    delete from answers where survey_user_id in (select id from survey_users where survey_id = ${survey.id})`);
  await app.db.execute(sql`
    delete from survey_results where survey_user_id in (select id from survey_users where survey_id = ${survey.id})`);
  await app.db.execute(sql`delete from survey_users where survey_id = ${survey.id}`);
  await app.db.execute(sql`delete from users where email like ${`exporttaker${stamp}.%`}`);
  await fs.mkdir(path.join(import.meta.dirname, 'results'), { recursive: true });
  await fs.writeFile(
    path.join(import.meta.dirname, 'results', `admin-export-${kind}.json`),
    JSON.stringify({ at: new Date().toISOString(), kind, takings: TAKINGS, results }, null, 2),
  );
  await close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
