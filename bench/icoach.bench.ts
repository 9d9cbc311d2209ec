/**
 * Issue 10: the iCoach dashboard and a comment create, each beside a bare Fastify route in the
 * same run (PGlite by default, PostgreSQL with DATABASE_URL), and the time to make a course
 * certificate (median of 10 fresh ones, and a stored one).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import {
  icoachSkillCompletions,
  icoachSkills,
  icoachUsers,
} from '../apps/server/src/db/schema/icoach.ts';
import { importCourse } from '../apps/server/src/features/icoach/course-import.service.ts';
import { demoCourseFile } from '../apps/server/src/features/icoach/icoach-courses.seed.ts';
import { insertPeople, startBenchApps } from './support/bench-app.ts';
import { type LoadResult, load } from './support/load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 200);

async function main() {
  const { app, appUrl, bareUrl, close } = await startBenchApps();
  const kind = app.database.kind;
  const code = `BenchIcoach${Date.now()}`.padEnd(50, '0');
  const course = await importCourse(app.db, { ...demoCourseFile(), accessCode: code });
  const skills = await app.db
    .select({ id: icoachSkills.id })
    .from(icoachSkills)
    .where(eq(icoachSkills.courseId, course.courseId));

  const people = await insertPeople(app, LEARNERS, `icoach${Date.now()}`);
  const learners = await app.db
    .insert(icoachUsers)
    .values(people.map((p) => ({ courseId: course.courseId, userId: p.id })))
    .returning({ id: icoachUsers.id });
  const [reader] = people;
  const auth = { authorization: `Bearer ${reader!.token}` };

  const bare = await load('bare Fastify route', bareUrl, {}, SECONDS, CONNECTIONS);
  const dashboard = await load(
    'GET /api/icoach/dashboard (9 skills, 36 steps)',
    `${appUrl}/api/icoach/dashboard/${course.courseId}/${learners[0]!.id}`,
    auth,
    SECONDS,
    CONNECTIONS,
  );

  // Comments by many learners on the first skill's first step, spread over the learners.
  let next = 0;
  const commentRun = await autocannon({
    url: appUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (req) => {
          const i = next++ % people.length;
          return {
            ...req,
            method: 'POST',
            path: '/api/icoach/comment/create/',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${people[i]!.token}`,
            },
            body: JSON.stringify({
              icoachId: course.courseId,
              skillId: skills[0]!.id,
              stepId: 1,
              comment: `A reflection from learner ${i}, written during the benchmark.`,
            }),
          };
        },
      },
    ],
  });
  const comment: LoadResult = {
    name: 'POST /api/icoach/comment/create/',
    rps: commentRun.requests.average,
    p50: commentRun.latency.p50,
    p99: commentRun.latency.p99,
    errors: commentRun.errors,
    // Past the per-person limit of costly writes a learner gets 429: counted here.
    non2xx: commentRun.non2xx,
  };

  // Certificates: learners with every skill completed, each one's first download is made.
  const done = learners.slice(1, 11);
  for (const learner of done) {
    await app.db
      .insert(icoachSkillCompletions)
      .values(skills.map((s) => ({ icoachUserId: learner.id, skillId: s.id })));
    await app.db
      .update(icoachUsers)
      .set({ timeCompleted: new Date() })
      .where(eq(icoachUsers.id, learner.id));
  }
  const times: number[] = [];
  for (const [i, learner] of done.entries()) {
    const started = performance.now();
    const res = await fetch(`${appUrl}/api/icoach/certificate/${learner.id}/`, {
      headers: { authorization: `Bearer ${people[i + 1]!.token}` },
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`certificate ${res.status}`);
    times.push(performance.now() - started);
  }
  const startedStored = performance.now();
  await (
    await fetch(`${appUrl}/api/icoach/certificate/${done[0]!.id}/`, {
      headers: { authorization: `Bearer ${people[1]!.token}` },
    })
  ).arrayBuffer();
  const stored = performance.now() - startedStored;
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

  const results = [bare, dashboard, comment];
  console.log(`\nDatabase: ${kind}; ${CONNECTIONS} connections; ${SECONDS} s each`);
  console.log('| route | req/s | p50 ms | p99 ms | req/s vs bare | non-2xx |');
  console.log('|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / bare.rps).toFixed(3)} | ${r.non2xx + r.errors} |`,
    );
  }
  console.log(
    `certificate: first made in ${median.toFixed(0)} ms (median of ${times.length}); stored one ${stored.toFixed(0)} ms`,
  );
  await fs.mkdir(path.join(import.meta.dirname, 'results'), { recursive: true });
  await fs.writeFile(
    path.join(import.meta.dirname, 'results', `icoach-${kind}.json`),
    JSON.stringify(
      { at: new Date().toISOString(), kind, results, certificateMs: { median, stored } },
      null,
      2,
    ),
  );
  await close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
