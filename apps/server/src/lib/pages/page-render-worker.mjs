// A page renderer's worker thread (page-renderer.ts, decision 041). Plain JavaScript: it runs the
// web app's server bundle (WEB_DIST/ssr/render-page.js, built by apps/web/scripts/prerender.mjs),
// which is plain JavaScript too. It loads the bundle, says it is ready, renders one page and
// hands it back; the pool then ends it. One page per thread, because the app's modules must be
// fresh for each render, as in a browser that has just opened the page: a lazy page is waited
// for the first time it renders, and that order fixes the ids the browser's render must match.
import { parentPort, workerData } from 'node:worker_threads';

const bundle = await import(workerData.bundle);
parentPort.postMessage({ ready: true });

parentPort.once('message', async (job) => {
  try {
    const page = await bundle.renderSurveyWelcome(job.locale, job.data);
    const { template, locale, options } = job;
    parentPort.postMessage({
      html: await bundle.documentOf(template, locale, page, options, workerData.dist),
    });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.stack : String(error) });
  }
});
