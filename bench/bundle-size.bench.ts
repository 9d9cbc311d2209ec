/**
 * Gzipped JavaScript the browser loads before a route can show: the entry chunk, the route's
 * lazy page chunks, and every chunk they import statically (Vite's manifest). Chunks a page
 * fetches while it waits for its data (the ranking and iPulse boards) are not counted. Fails
 * when any route is past its budget. Issue 14 sets the home and survey-taking budgets; the
 * others are what issue 14 reached, so they can only go down.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../apps/web/dist');

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const manifestFile = path.join(DIST, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('No Vite manifest: run `npm run build` first (build.manifest must be on).');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;

function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) walk(next);
  };
  keys.forEach(walk);
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entry) throw new Error('no entry chunk in the manifest');
const gzipOf = (file: string) =>
  gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;
/** A lazy module by its page name ('home-page') or its path within a feature ('components/x'). */
const pageKey = (name: string) =>
  Object.keys(manifest).find((k) =>
    k.endsWith(name.includes('/') ? `/${name}.tsx` : `/pages/${name}.tsx`),
  );

/** Gzipped JS of the entry plus the given lazy pages and everything they import statically. */
function routeJs(pages: string[]): { total: number; files: string[] } {
  const keys = closure([entry!, ...pages.map(pageKey).filter((k): k is string => Boolean(k))]);
  const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  return { total: files.reduce((sum, f) => sum + gzipOf(f), 0), files };
}

const routes: [string, string[], number | null][] = [
  ['home (/)', ['home-page'], 130],
  ['survey taking (ranking section)', ['taking-shell', 'ranking-section-page'], 150],
  ['survey taking (iPulse section)', ['taking-shell', 'ipulse-section-page'], 150],
  ['payment page', ['survey-payment-page'], 128],
  ['iCoach skill page', ['icoach-skill-page'], 155],
  // Issue 13: the console's frame and first page are lazy chunks of their own; the learner's
  // routes above must not grow with it.
  ['console first page (/admin)', ['admin/admin-console', 'admin-overview-page'], 128],
  // Shown, not budgeted: the sections once their boards (fetched with the statements) are in.
  [
    'ranking section with its board',
    ['taking-shell', 'ranking-section-page', 'components/ranking/ranking-board'],
    null,
  ],
  [
    'iPulse section with its board',
    ['taking-shell', 'ipulse-section-page', 'components/ipulse/ipulse-board'],
    null,
  ],
];
const allJs = Object.values(manifest)
  .filter((c) => c.file.endsWith('.js'))
  .reduce((sum, c) => sum + gzipOf(c.file), 0);

console.log('| route | gzipped JS KB | budget KB |');
console.log('|---|---|---|');
let over = false;
const overBudget: { name: string; files: string[] }[] = [];
for (const [name, pages, budget] of routes) {
  const { total, files } = routeJs(pages);
  if (budget !== null && total / 1024 > budget) {
    over = true;
    overBudget.push({ name, files });
  }
  console.log(`| ${name} | ${(total / 1024).toFixed(1)} | ${budget ?? '–'} |`);
}
console.log(`| all JS of the app | ${(allJs / 1024).toFixed(1)} | |`);
if (!pageKey('home-page')) console.warn('No home-page chunk found: is the home page lazy-loaded?');
for (const { name, files } of overBudget) {
  // Where to look first: the route's largest chunks.
  const largest = files
    .map((file) => ({ file, kb: gzipOf(file) / 1024 }))
    .sort((a, b) => b.kb - a.kb)
    .slice(0, 6)
    .map(({ file, kb }) => `${path.basename(file)} ${kb.toFixed(1)}`);
  console.error(`${name}, largest chunks (KB): ${largest.join(', ')}`);
}
if (over) {
  console.error('A route is over its budget.');
  process.exit(1);
}
