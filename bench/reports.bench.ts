/**
 * Issue 5: the E.Q. Soft Touch PDF report. Through the real server over HTTP:
 * - the time to make one report (median of 20 downloads of reports not yet stored), and the
 *   time to serve one already stored;
 * - the server's event-loop delay (perf_hooks.monitorEventLoopDelay, p99 and max) while 20
 *   reports are made at once, with a /healthz probe every 25 ms to show what other requests see;
 * - for contrast, the same delay while reports are laid out on the main thread (what the worker
 *   pool avoids).
 * PGlite by default; DATABASE_URL for PostgreSQL. REPORT_THREADS sets the worker threads.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { SOFT_TOUCH_LAYOUT } from '@portal/shared/surveys';
import { buildSoftTouchReport } from '../apps/server/src/features/reports/soft-touch.model.ts';
import { EQ_QUESTIONNAIRE } from '../apps/server/src/features/surveys/data/eq-questionnaire.ts';
import { createSurvey } from '../apps/server/src/features/surveys/survey-admin.service.ts';
import { renderPdf } from '../apps/server/src/lib/pdf/render.ts';
import { insertPeople, startBenchApps } from './support/bench-app.ts';
import { watchLoop } from './support/event-loop.ts';
import { reportRunTable, timeReports } from './support/report-timings.ts';

const COUNT = Number(process.env.BENCH_REPORTS ?? 20);
const IN_THREAD = Number(process.env.BENCH_REPORTS_IN_THREAD ?? 5);

async function main() {
  const { app, appUrl, close } = await startBenchApps();
  const kind = app.database.kind;
  const survey = await createSurvey(app.db, {
    product: 'eq',
    title: 'Bench Soft Touch',
    validFrom: '2020-01-01',
    layout: SOFT_TOUCH_LAYOUT,
  });
  const people = await insertPeople(app, COUNT, `report${Date.now()}`);
  const call = async (token: string, method: string, url: string, body?: unknown) => {
    const res = await fetch(`${appUrl}/api${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res;
  };

  // Every person completes the questionnaire, each with a different ranking.
  const takings: number[] = [];
  for (const [n, person] of people.entries()) {
    const created = await call(person.token, 'POST', '/eq/survey/user/create/', {
      surveyId: survey.id,
      accessCode: survey.accessCode,
    });
    const { surveyUserId } = (await created.json()) as { surveyUserId: number };
    let next = (
      (await (
        await call(person.token, 'GET', `/eq/survey/user/${surveyUserId}/progress/`)
      ).json()) as { nextSection: number | null }
    ).nextSection;
    while (next) {
      const ids = (
        (await (await call(person.token, 'GET', `/eq/section/id/${next}/statements/`)).json()) as {
          id: number;
        }[]
      ).map((s) => s.id);
      const rotated = [...ids.slice(n % ids.length), ...ids.slice(0, n % ids.length)];
      const res = await call(person.token, 'PATCH', `/eq/survey/user/${surveyUserId}/submit/`, {
        statements: rotated.map((statementId) => ({ statementId })),
      });
      next = ((await res.json()) as { nextSection: number | null }).nextSection;
    }
    takings.push(surveyUserId);
  }
  const download = async (i: number) => {
    const started = performance.now();
    const res = await call(people[i]!.token, 'GET', `/reports/download/${takings[i]}`);
    const bytes = (await res.arrayBuffer()).byteLength;
    return { ms: performance.now() - started, bytes };
  };
  const dropStored = async () => {
    for (const name of await app.storage.list('reports', ''))
      await app.storage.remove('reports', name);
  };

  const run = await timeReports({ appUrl, count: COUNT, download, dropStored });

  // The contrast: the same layout on the main thread.
  const model = buildSoftTouchReport({
    locale: 'en_GB',
    personName: 'Bench Person',
    surveyTitle: 'Bench Soft Touch',
    completedAt: new Date(),
    dimensions: EQ_QUESTIONNAIRE.dimensions.map((d) => ({
      key: d.key,
      names: d.name,
      descriptions: d.description,
    })),
    scores: Object.fromEntries(EQ_QUESTIONNAIRE.dimensions.map((d, i) => [d.key, 20 + i * 12])),
  });
  await renderPdf(model);
  const inThread = await watchLoop();
  for (let i = 0; i < IN_THREAD; i += 1) await renderPdf(model);
  const inThreadLoop = await inThread.stop();

  const result = {
    at: new Date().toISOString(),
    kind,
    threads: app.config.reportThreads,
    ...run,
    mainThreadContrast: {
      reports: IN_THREAD,
      eventLoop: inThreadLoop,
    },
  };
  console.log(
    `PDF reports on ${kind}, ${result.threads} worker thread(s), ${run.bytes} bytes a report`,
  );
  console.table({
    ...reportRunTable(run),
    [`longest timer gap, ${IN_THREAD} laid out on the main thread`]: {
      ms: inThreadLoop.maxTimerGapMs,
    },
  });
  await fs.mkdir(path.join(import.meta.dirname, 'results'), { recursive: true });
  await fs.writeFile(
    path.join(import.meta.dirname, 'results', `reports-${kind}.json`),
    JSON.stringify(result, null, 2),
  );
  await close();
}

await main();
