/**
 * GET /api/me beside a bare Fastify route, in one run (issue 2). Starts the real app on a fresh
 * database (PGlite, or PostgreSQL when DATABASE_URL is set), registers a person, and loads
 * both with autocannon. Prints requests per second and latency, and the ratios.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { registerThroughApi, startBenchApps } from './support/bench-app.ts';
import { type LoadResult, load } from './support/load.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function main() {
  const { app, appUrl, bareUrl, close } = await startBenchApps();

  const email = `bench.${Date.now()}@example.com`;
  const token = await registerThroughApi(appUrl, email);

  const results: LoadResult[] = [];
  results.push(await load('bare Fastify route', bareUrl, {}, DURATION, CONNECTIONS));
  results.push(
    await load('GET /healthz (our app)', `${appUrl}/healthz`, {}, DURATION, CONNECTIONS),
  );
  results.push(
    await load(
      'GET /api/me',
      `${appUrl}/api/me`,
      { authorization: `Bearer ${token}` },
      DURATION,
      CONNECTIONS,
    ),
  );

  const base = results[0]!;
  console.log(`\nDatabase: ${app.database.kind}; ${CONNECTIONS} connections, ${DURATION} s each`);
  console.log('| route | req/s | p50 ms | p99 ms | req/s vs bare | errors |');
  console.log('|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / base.rps).toFixed(3)} | ${r.errors} |`,
    );
  }
  await fs.mkdir(path.join(import.meta.dirname, 'results'), { recursive: true });
  await fs.writeFile(
    path.join(import.meta.dirname, 'results', `api-me-${app.database.kind}.json`),
    JSON.stringify({ at: new Date().toISOString(), database: app.database.kind, results }, null, 2),
  );
  await close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
