/**
 * Lighthouse under its default mobile emulation (Moto G Power screen, simulated slow 4G and a 4x
 * slower CPU) on three pages of the built web app served by the real server with demo data: the
 * home page and a survey's welcome page as a visitor sees them, and a ranking section of the demo
 * learner's taking of the demo E.Q. survey. Median of BENCH_LH_RUNS (3) runs per page: LCP, CLS,
 * FCP, TBT and the LCP element, then each page's LCP breakdown, layout shifts and render-blocking
 * requests (of the median run) to say where the time goes. Builds nothing: reads WEB_DIST or
 * apps/web/dist. Chromium from CHROME_PATH (/usr/bin/chromium). PGlite by default;
 * DATABASE_URL=... for PostgreSQL (an empty database: the server seeds the demo data).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STORAGE_KEYS } from '@portal/shared/client';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
const DIST = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_LH_PORT ?? 4321);
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** The demo E.Q. survey (README "Demo surveys") and the demo learner (README "Demo accounts"). */
const EQ_CODE = 'DemoEq00000000000000000000000000000000000000000000';
const LEARNER = { email: 'learner@demo.example', password: 'Learner-demo-2026' };

if (!fs.existsSync(path.join(DIST, 'index.html'))) {
  console.error(`No built web app in ${DIST}: run \`npm run build\` first (or set WEB_DIST).`);
  process.exit(1);
}

/** The real server (apps/server/src/main.ts) in a process of its own, so Lighthouse's own work
 * in this process never delays its answers. */
async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: ORIGIN,
        WEB_DIST: DIST,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'json',
      },
    },
  );
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const ready = await fetch(`${ORIGIN}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not become ready in 3 minutes');
}

async function api<T>(method: string, route: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${ORIGIN}/api${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 404 && method === 'POST') return null as T;
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface Taking {
  token: string;
  userId: number;
  /** The browser's local survey record (apps/web/src/features/surveys/storage/local-records.ts). */
  recordKey: string;
  record: Record<string, unknown>;
  url: string;
}

/**
 * Signs the demo learner in and begins (or resumes) the demo E.Q. survey through the API, as the
 * welcome page's Accept button does (use-start-survey.ts): the section address is the one the
 * taking shell shows, the next unanswered section by its position.
 */
async function learnerTaking(): Promise<Taking> {
  const { token } = await api<{ token: string }>('POST', '/login_check', undefined, LEARNER);
  const userId = Number(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub);
  const info = await api<{ survey: { id: number; accessCode: string; title: string } }>(
    'GET',
    `/public/eq/survey/access-code/${EQ_CODE}/`,
  );
  const lookup = { surveyId: info.survey.id, accessCode: info.survey.accessCode };
  const surveyUser =
    (await api<{ surveyUserId: number } | null>('POST', '/eq/survey/user/get/', token, lookup)) ??
    (await api<{ surveyUserId: number }>('POST', '/eq/survey/user/create/', token, lookup));
  const sections = await api<{ id: number; position: number }[]>(
    'GET',
    `/eq/survey/id/${info.survey.id}/sections/`,
    token,
  );
  const progress = await api<{ nextSection: number | null }>(
    'GET',
    `/eq/survey/user/${surveyUser.surveyUserId}/progress/`,
    token,
  );
  const next = sections.find((s) => s.id === progress.nextSection);
  if (!next) throw new Error('the demo learner has no section left in the demo E.Q. survey');
  return {
    token,
    userId,
    recordKey: `u${userId}:s_eq_${surveyUser.surveyUserId}`,
    record: {
      surveyProductType: 'eq',
      surveyAccessCode: info.survey.accessCode,
      surveyProductId: info.survey.id,
      surveyProductTitle: info.survey.title,
      surveyUserId: surveyUser.surveyUserId,
      dpSurveyId: null,
      dpChildSurveys: [],
    },
    url: `${ORIGIN}/eq/${surveyUser.surveyUserId}/part/${next.position}`,
  };
}

/**
 * Puts the learner's session into the browser's storage for the origin (as sign-in does) and
 * empties the HTTP cache, so the audit with `disableStorageReset` is a signed-in cold load.
 */
async function signInBrowser(cdpUrl: string, taking: Taking): Promise<void> {
  const browser = await chromium.connectOverCDP(cdpUrl);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/favicon.svg`);
    await page.evaluate(
      ({ keys, taking }) => {
        // Runs in the page; this package is typed for Node, without the DOM's names.
        const { localStorage, sessionStorage } = globalThis as unknown as Record<
          'localStorage' | 'sessionStorage',
          { clear(): void; setItem(key: string, value: string): void }
        >;
        localStorage.clear();
        sessionStorage.clear();
        localStorage.setItem(keys.token, taking.token);
        localStorage.setItem(taking.recordKey, JSON.stringify(taking.record));
      },
      { keys: STORAGE_KEYS, taking },
    );
    // As every signed-in page does, the page asks for /api/me, whose answer sets the browser's
    // page-session cookie (decision 042): a person who signed in earlier has it.
    await page.evaluate(async (token) => {
      const res = await fetch('/api/me', { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`/api/me answered ${res.status}`);
    }, taking.token);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Leaves the browser running: connectOverCDP's close only disconnects.
    await browser.close();
  }
}

interface PageSpec {
  name: string;
  /** The median run's report is written to bench/results/lighthouse-<slug>.json. */
  slug: string;
  url: string;
  /** A signed-in page: the session is put into storage before each run. */
  taking: Taking | null;
  /** The audit is of this page only when the address at the end is this one. */
  expectedPath: string;
}

interface Run {
  lcp: number;
  cls: number;
  fcp: number;
  tbt: number;
  lhr: Result;
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

async function audit(port: number, spec: PageSpec, retried = false): Promise<Run> {
  if (spec.taking) await signInBrowser(`http://127.0.0.1:${port}`, spec.taking);
  const result = await lighthouse(spec.url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Signed in: keep the storage set above (the HTTP cache was emptied there).
    disableStorageReset: spec.taking !== null,
  });
  if (!result) throw new Error(`no Lighthouse result for ${spec.url}`);
  const { lhr } = result;
  // Chromium now and then leaves the navigation's start out of the trace (NO_NAVSTART): that
  // run measured nothing, so it is made again, once.
  if (lhr.runtimeError?.code === 'NO_NAVSTART' && !retried) return audit(port, spec, true);
  if (lhr.runtimeError) throw new Error(`${spec.name}: ${lhr.runtimeError.message}`);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== spec.expectedPath) {
    throw new Error(`${spec.name}: ended on ${finalPath}, not ${spec.expectedPath}`);
  }
  return {
    lcp: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    lhr,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

type Table = { items?: Record<string, unknown>[] };
type Details = { type?: string; items?: (Record<string, unknown> | Table)[] };
const detailsOf = (lhr: Result, id: string) => lhr.audits[id]?.details as Details | undefined;

/** The LCP element's label and selector, from the largest-contentful-paint-element audit. */
function lcpElement(lhr: Result): string {
  const tables = detailsOf(lhr, 'largest-contentful-paint-element')?.items as Table[] | undefined;
  const node = tables?.[0]?.items?.[0]?.node as
    | { nodeLabel?: string; selector?: string }
    | undefined;
  if (!node) return '(none)';
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 50);
  return `${label} \`${node.selector ?? ''}\``.replaceAll('|', '\\|');
}

/** Where the median run's LCP went: its phases, layout shifts and render-blocking requests. */
function diagnostics(spec: PageSpec, lhr: Result): string[] {
  const lines = [`\n${spec.name} (${new URL(lhr.finalDisplayedUrl).pathname}):`];
  const tables = detailsOf(lhr, 'largest-contentful-paint-element')?.items as Table[] | undefined;
  const phases = (tables?.[1]?.items ?? []).map(
    (p) => `${String(p.phase)} ${Math.round(Number(p.timing))} ms`,
  );
  lines.push(`- LCP phases: ${phases.join(', ') || '(none)'}`);
  const shifts = (detailsOf(lhr, 'layout-shifts')?.items ?? []) as Record<string, unknown>[];
  for (const shift of shifts.slice(0, 5)) {
    const node = shift.node as { selector?: string; nodeLabel?: string } | undefined;
    lines.push(
      `- layout shift ${Number(shift.score).toFixed(3)}: ${node?.selector ?? '?'} (${(node?.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 40)})`,
    );
  }
  const blocking = (detailsOf(lhr, 'render-blocking-insight')?.items ?? []) as Record<
    string,
    unknown
  >[];
  for (const item of blocking) {
    lines.push(
      `- render-blocking: ${String(item.url)} ${Math.round(Number(item.wastedMs ?? 0))} ms`,
    );
  }
  const requests = (detailsOf(lhr, 'network-requests')?.items ?? []) as Record<string, unknown>[];
  const js = requests.filter((r) => r.resourceType === 'Script');
  const kb = (list: Record<string, unknown>[]) =>
    (list.reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0) / 1024).toFixed(1);
  lines.push(
    `- requests: ${requests.length}, ${kb(requests)} KB transferred, of which JS ${js.length} files ${kb(js)} KB`,
  );
  const bootup = numeric(lhr, 'bootup-time');
  lines.push(`- JS execution (bootup-time, 4x CPU slowdown): ${Math.round(bootup)} ms`);
  return lines;
}

const RESULTS = path.join(import.meta.dirname, 'results');
fs.mkdirSync(RESULTS, { recursive: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lighthouse-'));
const server = await startServer(dataDir);
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const taking = await learnerTaking();
  const specs: PageSpec[] = [
    { name: 'home (visitor)', slug: 'home', url: `${ORIGIN}/`, taking: null, expectedPath: '/' },
    {
      name: 'survey welcome (visitor)',
      slug: 'welcome',
      url: `${ORIGIN}/eq/${EQ_CODE}`,
      taking: null,
      expectedPath: `/eq/${EQ_CODE}`,
    },
    {
      name: 'ranking section (learner)',
      slug: 'ranking-section',
      url: taking.url,
      taking,
      expectedPath: new URL(taking.url).pathname,
    },
  ];
  const rows: string[] = [];
  const notes: string[] = [];
  for (const spec of specs) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await audit(chrome.port, spec));
    const lcp = median(runs.map((r) => r.lcp));
    const medianRun = runs.find((r) => r.lcp === lcp)!;
    rows.push(
      `| ${spec.name} | ${Math.round(lcp)} | ${median(runs.map((r) => r.cls)).toFixed(3)} | ${Math.round(median(runs.map((r) => r.fcp)))} | ${Math.round(median(runs.map((r) => r.tbt)))} | ${lcpElement(medianRun.lhr)} |`,
    );
    notes.push(...diagnostics(spec, medianRun.lhr));
    fs.writeFileSync(
      path.join(RESULTS, `lighthouse-${spec.slug}.json`),
      JSON.stringify(medianRun.lhr),
    );
  }
  console.log(`\nLighthouse ${RUNS} runs per page, mobile, simulated throttling; median of each.`);
  console.log('\n| page | LCP ms | CLS | FCP ms | TBT ms | LCP element |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(notes.join('\n'));
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
