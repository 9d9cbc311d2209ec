/**
 * Issue 12: the PDF of a 360 review period (GET /api/ts/{rateeId}/reviews/{reviewId}/download/),
 * through the real server over HTTP, for 20 ratees whose periods each hold six skills rated by
 * four raters with comments, ten everyday ratings, an overall rating and two goals:
 * - the time to make one report (median of 20 distinct periods, so the cache cannot answer), and
 *   to serve one already stored;
 * - the server's event-loop delay (perf_hooks.monitorEventLoopDelay, p99 and max) while the 20
 *   are made at once, with a /healthz probe every 25 ms to show what other requests see.
 * PGlite by default; DATABASE_URL for PostgreSQL. REPORT_THREADS sets the worker threads,
 * BENCH_REPORT_LOCALE the ratees' language (en_GB; ar, ja... to time other scripts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import {
  tsGoals,
  tsManagerRatings,
  tsRateeSkills,
  tsRatees,
  tsReviews,
  tsSkillRatings,
  tsSkills,
  tsSurveys,
} from '../apps/server/src/db/schema/team-survey.ts';
import { insertPeople, startBenchApps } from './support/bench-app.ts';
import { reportRunTable, timeReports } from './support/report-timings.ts';

const COUNT = Number(process.env.BENCH_REPORTS ?? 20);
const LOCALE = process.env.BENCH_REPORT_LOCALE ?? 'en_GB';
const RATERS = 4;
const SKILLS = 6;
const EVERYDAY = 10;

async function main() {
  const { app, appUrl, close } = await startBenchApps();
  const kind = app.database.kind;
  const stamp = Date.now();
  const [survey] = await app.db
    .insert(tsSurveys)
    .values({
      accessCode: `BenchTsReport${stamp}`.padEnd(50, '0'),
      titles: { en_GB: 'Bench 360 review' },
      welcomeMessages: { en_GB: '' },
    })
    .returning();
  const [manager] = await insertPeople(app, 1, `tsrmanager${stamp}`);
  const raters = await insertPeople(app, RATERS, `tsrrater${stamp}`);
  const people = await insertPeople(app, COUNT, `tsrratee${stamp}`);
  await app.db.execute(
    sql`update users set locale = ${LOCALE} where id in (${sql.join(
      people.map((p) => sql`${p.id}`),
      sql`, `,
    )})`,
  );
  const skills = await app.db
    .select({ id: tsSkills.id })
    .from(tsSkills)
    .orderBy(asc(tsSkills.category), asc(tsSkills.id))
    .limit(SKILLS);

  // Each ratee: a live review with its period open, six skills rated by four raters, ten
  // everyday ratings, an overall rating and two goals; scores differ from ratee to ratee.
  const periods: { token: string; rateeId: number; reviewId: number }[] = [];
  for (const [n, person] of people.entries()) {
    const [ratee] = await app.db
      .insert(tsRatees)
      .values({
        tsSurveyId: survey!.id,
        userId: person.id,
        managerUserId: manager!.id,
        isLive: true,
        reviewStart: '2026-01-15',
      })
      .returning();
    const [review] = await app.db
      .insert(tsReviews)
      .values({ rateeId: ratee!.id, startsOn: '2026-01-15', expiresOn: '2027-01-15' })
      .returning();
    const rateeSkills = await app.db
      .insert(tsRateeSkills)
      .values(skills.map((s) => ({ rateeId: ratee!.id, skillId: s.id })))
      .returning();
    await app.db.insert(tsSkillRatings).values(
      rateeSkills.flatMap((rs, k) =>
        raters.map((rater, r) => ({
          rateeSkillId: rs.id,
          reviewId: review!.id,
          raterUserId: rater.id,
          score: 10 * ((n + k + r * 3) % 11),
          comment: `Observation ${k}-${r}: clear, specific and kind feedback about this skill in daily work.`,
        })),
      ),
    );
    await app.db.insert(tsManagerRatings).values([
      ...Array.from({ length: EVERYDAY }, (_, d) => ({
        rateeId: ratee!.id,
        reviewId: review!.id,
        managerUserId: manager!.id,
        type: 'everyday',
        score: (n + d) % 11,
        comment: `Everyday ${d}`,
        createdAt: new Date(Date.UTC(2026, 1, d + 1, 9)),
      })),
      {
        rateeId: ratee!.id,
        reviewId: review!.id,
        managerUserId: manager!.id,
        type: 'overall',
        score: 5 + (n % 6),
        comment: 'A period of steady progress, with a clear plan for the next one.',
      },
    ]);
    await app.db.insert(tsGoals).values(
      [1, 2].map((g) => ({
        rateeId: ratee!.id,
        reviewId: review!.id,
        title: `Goal ${g}: lead the quarterly planning`,
        goal: 'Run the planning meeting every quarter and publish its notes within two days.',
        specific: 'The quarterly planning meeting',
        measurable: 'Four meetings held, notes published',
        timeBound: 'By the end of the period',
        managerInput: 'Good progress so far.',
        successScore: g === 1 ? 60 + n : null,
      })),
    );
    periods.push({ token: person.token, rateeId: ratee!.id, reviewId: review!.id });
  }

  const download = async (i: number) => {
    const p = periods[i]!;
    const started = performance.now();
    const res = await fetch(`${appUrl}/api/ts/${p.rateeId}/reviews/${p.reviewId}/download/`, {
      headers: { authorization: `Bearer ${p.token}` },
    });
    if (!res.ok) throw new Error(`download ${i}: ${res.status} ${await res.text()}`);
    const bytes = (await res.arrayBuffer()).byteLength;
    return { ms: performance.now() - started, bytes };
  };
  const dropStored = async () => {
    for (const name of await app.storage.list('reports', ''))
      await app.storage.remove('reports', name);
  };

  const run = await timeReports({ appUrl, count: COUNT, download, dropStored });

  const result = {
    at: new Date().toISOString(),
    kind,
    locale: LOCALE,
    threads: app.config.reportThreads,
    ...run,
  };
  console.log(
    `360 period PDFs on ${kind}, ${LOCALE}, ${result.threads} worker thread(s), ${run.bytes} bytes a report`,
  );
  console.table(reportRunTable(run));
  await fs.mkdir(path.join(import.meta.dirname, 'results'), { recursive: true });
  await fs.writeFile(
    path.join(import.meta.dirname, 'results', `team-survey-report-${kind}-${LOCALE}.json`),
    JSON.stringify(result, null, 2),
  );
  await close();
}

await main();
