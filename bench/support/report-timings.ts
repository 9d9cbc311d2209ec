import { type LoopDelay, median, ms, watchLoop } from './event-loop.ts';

/*
 * The PDF benches' common run (issues 5 and 12): a first report on a cold worker, `count`
 * reports one after the other, the same again once stored, then all at once with the event loop
 * watched and /healthz probed every 25 ms to show what other requests see meanwhile.
 */
export interface ReportRun {
  bytes: number;
  coldFirstReportMs: number;
  oneReportMedianMs: number;
  oneReportMinMaxMs: [number, number];
  storedReportMedianMs: number;
  burst: {
    reports: number;
    wallMs: number;
    slowestReportMs: number;
    eventLoop: LoopDelay;
    healthzProbes: number;
    healthzMedianMs: number;
    healthzMaxMs: number;
  };
}

export async function timeReports(options: {
  appUrl: string;
  count: number;
  /** Downloads report i (a report not stored yet makes it). */
  download(i: number): Promise<{ ms: number; bytes: number }>;
  /** Removes the stored reports, so the next downloads make them again. */
  dropStored(): Promise<void>;
}): Promise<ReportRun> {
  const { appUrl, count, download, dropStored } = options;
  // The first report starts the worker thread (tsx, fonts, the layout engine's WebAssembly).
  const cold = await download(0);
  await dropStored();

  const sequential: number[] = [];
  let bytes = 0;
  for (let i = 0; i < count; i += 1) {
    const r = await download(i);
    sequential.push(r.ms);
    bytes = r.bytes;
  }
  const stored: number[] = [];
  for (let i = 0; i < count; i += 1) stored.push((await download(i)).ms);
  await dropStored();

  const probes: number[] = [];
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const started = performance.now();
      await fetch(`${appUrl}/healthz`);
      probes.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  const loop = await watchLoop();
  const burstStart = performance.now();
  const burst = await Promise.all(Array.from({ length: count }, (_, i) => download(i)));
  const burstMs = performance.now() - burstStart;
  const eventLoop = await loop.stop();
  probing = false;
  await probe;

  return {
    bytes,
    coldFirstReportMs: ms(cold.ms),
    oneReportMedianMs: ms(median(sequential)),
    oneReportMinMaxMs: [ms(Math.min(...sequential)), ms(Math.max(...sequential))],
    storedReportMedianMs: ms(median(stored)),
    burst: {
      reports: count,
      wallMs: ms(burstMs),
      slowestReportMs: ms(Math.max(...burst.map((b) => b.ms))),
      eventLoop,
      healthzProbes: probes.length,
      healthzMedianMs: ms(median(probes)),
      healthzMaxMs: ms(Math.max(...probes)),
    },
  };
}

/** The run's lines for console.table, named as both benches print them. */
export function reportRunTable(run: ReportRun): Record<string, { ms: number }> {
  const n = run.burst.reports;
  return {
    'first report (cold worker)': { ms: run.coldFirstReportMs },
    [`one report, median of ${n}`]: { ms: run.oneReportMedianMs },
    [`one stored report, median of ${n}`]: { ms: run.storedReportMedianMs },
    [`${n} at once, all done`]: { ms: run.burst.wallMs },
    'slowest of the burst': { ms: run.burst.slowestReportMs },
    'event-loop delay p99 during the burst': { ms: run.burst.eventLoop.p99Ms },
    'event-loop delay max during the burst': { ms: run.burst.eventLoop.maxMs },
    'longest 1 ms timer gap during the burst': { ms: run.burst.eventLoop.maxTimerGapMs },
    '/healthz median during the burst': { ms: run.burst.healthzMedianMs },
    '/healthz max during the burst': { ms: run.burst.healthzMaxMs },
  };
}
