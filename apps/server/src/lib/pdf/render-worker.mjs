// The PDF worker thread's entry, loaded by piscina (pdf-renderer.ts). Plain JavaScript, so any
// host can start it: a worker thread does not inherit the tsx hooks of the main thread (nor, on
// Node 20, does `execArgv: ['--import', 'tsx']` give it them), so it loads the TypeScript
// renderer through tsx's API, once per thread, and hands back the PDF's bytes without a copy.
import { move } from 'piscina';
import { tsImport } from 'tsx/esm/api';

let renderer;

export default async function render(model) {
  renderer ??= tsImport('./render.ts', import.meta.url);
  const { renderPdf } = await renderer;
  return move(await renderPdf(model));
}

// A top-level await makes piscina load this file with import() rather than require(): tsx's
// API cannot register its hooks from a module that require() loaded.
await Promise.resolve();
