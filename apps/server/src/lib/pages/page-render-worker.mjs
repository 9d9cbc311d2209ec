// A page renderer's worker thread (page-renderer.ts, decisions 041 and 042). Plain JavaScript: it
// runs the web app's server bundle (WEB_DIST/ssr/render-page.js, built by
// apps/web/scripts/prerender.mjs), which is plain JavaScript too. It loads the bundle, says it is
// ready, renders one page and hands it back; the pool then ends it. One page per thread, because
// the app's modules must be fresh for each render, as in a browser that has just opened the page:
// a lazy page is waited for the first time it renders, and that order fixes the ids the browser's
// render must match.
import { parentPort, workerData } from 'node:worker_threads';

const bundle = await import(workerData.bundle);

/** The bundle's render function for each page the server renders. */
const RENDERS = {
  'survey-welcome': bundle.renderSurveyWelcome,
  'ranking-section': bundle.renderRankingSection,
};

/*
 * The app asks the API for a signed-in person's page as it does in a browser, with fetch. Here
 * each call goes to the thread that started the render, which answers it from the server's own
 * routes (ranking-section-page.ts): nothing leaves the process, and every check of who may read
 * what is the route's own.
 */
const waiting = new Map();
let nextCall = 0;
globalThis.fetch = (input, init = {}) =>
  new Promise((resolve, reject) => {
    const id = nextCall++;
    waiting.set(id, { resolve, reject });
    parentPort.postMessage({
      api: {
        id,
        method: init.method ?? 'GET',
        url: String(input),
        headers: Object.fromEntries(new Headers(init.headers)),
      },
    });
  });

function answered({ id, status, contentType, body, error }) {
  const call = waiting.get(id);
  waiting.delete(id);
  if (!call) return;
  if (error) call.reject(new TypeError(error));
  else {
    const empty = status === 204 || status === 304;
    call.resolve(
      new Response(empty ? null : body, { status, headers: { 'content-type': contentType ?? '' } }),
    );
  }
}

async function render(job) {
  try {
    const page = await RENDERS[job.options.page](job.locale, job.data);
    const { template, locale, options } = job;
    parentPort.postMessage({
      html: page && (await bundle.documentOf(template, locale, page, options, workerData.dist)),
    });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.stack : String(error) });
  }
}

let started = false;
parentPort.on('message', (message) => {
  if (message.apiAnswer) answered(message.apiAnswer);
  else if (!started) {
    started = true;
    void render(message);
  }
});
parentPort.postMessage({ ready: true });
