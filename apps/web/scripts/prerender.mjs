#!/usr/bin/env node
// After `vite build`: the visitor's home page rendered into a copy of index.html for each of
// the 12 languages, in dist/prerendered/home/<locale>.html, which the server sends for `/`
// (decision 040, issue 14). The app renders them itself: src/prerender/render-page.tsx is built
// for Node (every library bundled in, so React's imports go to Preact as in the browser) into
// dist/ssr, and run here; the server runs it too, for survey welcome pages (decision 041) and
// ranking sections (decision 042), into dist/ssr/survey-welcome.html and ranking-section.html.
// Usage: node scripts/prerender.mjs [dist folder]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'vite';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] ?? path.join(web, 'dist'));
// The app built for Node stays in the dist: the server renders survey welcome pages with it
// (decision 041). The server does not send its files to browsers.
const out = path.join(dist, 'ssr');

/** The lazy chunks the visitor's home renders: their CSS must be in the page before it paints. */
const HOME_SOURCES = [
  'src/features/accounts/pages/home-page.tsx',
  'src/features/accounts/components/auth-card.tsx',
];
/** The same for a survey's welcome page, which the server renders into its own copy. */
const WELCOME_SOURCES = [
  'src/features/surveys/pages/survey-welcome-page.tsx',
  'src/features/accounts/components/auth-card.tsx',
];
/** The same for a signed-in person's ranking section (decision 042); its board is the browser's. */
const SECTION_SOURCES = [
  'src/features/surveys/pages/taking-shell.tsx',
  'src/features/surveys/pages/ranking-section-page.tsx',
];

/**
 * index.html links the entry's CSS only; a lazy chunk's CSS comes with its JS. A prerendered
 * page paints before the JS, so it carries the CSS of its chunks and what they import (from
 * Vite's manifest), inline: a few hundred bytes, where a file of their own would cost a request
 * before the first paint on a phone's connection.
 */
function withPageStyles(template, sources) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const linked = new Set(template.match(/assets\/[^"]+\.css/g) ?? []);
  const styles = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build's manifest`);
    for (const css of chunk.css ?? []) if (!linked.has(css)) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  const css = [...styles].map((file) => fs.readFileSync(path.join(dist, file), 'utf8')).join('\n');
  return template.replace('</head>', `  <style>${css}</style>\n  </head>`);
}

/**
 * Each language in a worker of its own, so each render starts with the app's modules fresh, as
 * a browser's does: a lazy page is waited for the first time it renders, and the order in which
 * the parts render then fixes the ids they generate, which the browser's must match.
 */
function renderIn(bundle, locale, template) {
  const code = `
    const { workerData, parentPort } = require('node:worker_threads');
    import(workerData.bundle).then(async ({ renderHome, documentOf }) => {
      const { locale, template, dist } = workerData;
      const page = await renderHome(locale);
      parentPort.postMessage(await documentOf(template, locale, page, { page: 'home' }, dist));
    });`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { bundle, locale, template, dist } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (status) => reject(new Error(`prerender of ${locale} exited (${status})`)));
  });
}

await build({
  root: web,
  configFile: path.join(web, 'vite.config.ts'),
  logLevel: 'warn',
  ssr: { noExternal: true },
  build: {
    ssr: path.join(web, 'src/prerender/render-page.tsx'),
    outDir: out,
    emptyOutDir: true,
    manifest: false,
    sourcemap: false,
    minify: false,
    copyPublicDir: false,
  },
});
const bundle = pathToFileURL(path.join(out, 'render-page.js')).href;
const { LOCALES } = await import(bundle);
const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
fs.writeFileSync(path.join(out, 'survey-welcome.html'), withPageStyles(index, WELCOME_SOURCES));
fs.writeFileSync(path.join(out, 'ranking-section.html'), withPageStyles(index, SECTION_SOURCES));
const template = withPageStyles(index, HOME_SOURCES);
const target = path.join(dist, 'prerendered', 'home');
fs.mkdirSync(target, { recursive: true });
for (const locale of LOCALES) {
  fs.writeFileSync(path.join(target, `${locale}.html`), await renderIn(bundle, locale, template));
}
console.log(`prerendered the home page in ${LOCALES.length} languages into ${target}`);
