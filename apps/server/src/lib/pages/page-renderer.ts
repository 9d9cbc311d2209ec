import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Locale } from '@portal/shared/locales';
import type { PrerenderedPage } from '@portal/shared/prerendered-page';

/*
 * Renders a page of the web app on the server, with the app's own code (decision 041): the
 * build's server bundle runs in a worker thread, so a render never holds up the server's other
 * requests. Each thread renders one page and ends (page-render-worker.mjs says why); one spare
 * thread is kept loaded, so a render costs the render alone. When a render is running or the
 * spare is still loading, render() answers null at once and the caller sends the page the browser renders
 * itself: a burst of new pages never queues behind the renderer.
 */

/** A call the app makes while it renders (its fetch, in the thread: page-render-worker.mjs). */
export interface PageApiCall {
  method: string;
  url: string;
  headers: Record<string, string>;
}

export interface PageApiAnswer {
  status: number;
  contentType?: string;
  body: string;
}

export interface PageRenderJob {
  locale: Locale;
  /** The page's data, as the render function of apps/web/src/prerender/render-page.tsx takes it. */
  data: unknown;
  template: string;
  options: { page: PrerenderedPage; surveyLanguage?: boolean; userId?: number };
  /** Answers the calls the app makes to the API while it renders; none may be made without it. */
  api?: (call: PageApiCall) => Promise<PageApiAnswer>;
}

export interface PageRenderer {
  /** The page's HTML document, or null when no thread is free or the render failed. */
  render(job: PageRenderJob): Promise<string | null>;
  close(): Promise<void>;
}

export interface PageRendererOptions {
  /** The built web app, whose stylesheet the page's critical CSS is taken from. */
  dist: string;
  /** A render that takes longer is abandoned (its thread ended) and the caller falls back. */
  timeoutMs: number;
  onError: (message: string) => void;
}

const WORKER = new URL('./page-render-worker.mjs', import.meta.url);

/** The server bundle's file, when the web app was built with it. */
export function serverBundleOf(dist: string): string | null {
  const file = path.join(dist, 'ssr', 'render-page.js');
  return fs.existsSync(file) ? file : null;
}

type WorkerMessage =
  | { api: PageApiCall & { id: number } }
  | { html?: string | null; error?: string; ready?: never };

interface Spare {
  worker: Worker;
  ready: boolean;
}

export function createPageRenderer(bundle: string, options: PageRendererOptions): PageRenderer {
  let spare: Spare | null = null;
  let closed = false;
  const running = new Set<Worker>();

  const startSpare = () => {
    if (closed) return;
    const worker = new Worker(WORKER, {
      workerData: { bundle: pathToFileURL(bundle).href, dist: options.dist },
      // A runaway render ends its thread, not the server.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    const entry: Spare = { worker, ready: false };
    spare = entry;
    worker.once('message', () => {
      entry.ready = true;
    });
    worker.on('error', (error) => {
      options.onError(`page renderer thread failed: ${error.message}`);
      if (spare === entry) {
        spare = null;
        // Not at once: a bundle that cannot load would otherwise spin.
        setTimeout(startSpare, 5_000).unref();
      }
    });
    // Nothing waits on an idle thread: it never keeps the process alive.
    worker.unref();
  };

  const renderOn = (worker: Worker, job: PageRenderJob) =>
    new Promise<string | null>((resolve) => {
      let answered = false;
      const done = (html: string | null) => {
        answered = true;
        clearTimeout(timer);
        resolve(html);
      };
      const timer = setTimeout(() => {
        options.onError(`page render took over ${options.timeoutMs} ms`);
        done(null);
      }, options.timeoutMs);
      worker.on('message', (message: WorkerMessage) => {
        if ('api' in message) {
          const { id, ...call } = message.api;
          const answering = job.api
            ? job.api(call)
            : Promise.reject(new Error('this page makes no API calls'));
          answering.then(
            (answer) => worker.postMessage({ apiAnswer: { id, ...answer } }),
            (error: unknown) =>
              worker.postMessage({ apiAnswer: { id, error: String(error), status: 0, body: '' } }),
          );
          return;
        }
        if (answered) return;
        if (message.error) options.onError(`page render failed: ${message.error}`);
        done(message.html ?? null);
      });
      worker.once('exit', () => {
        if (!answered) options.onError('page renderer thread ended without an answer');
        done(null);
      });
      const { api: _answersCalls, ...posted } = job;
      worker.postMessage(posted);
    });

  startSpare();
  return {
    async render(job) {
      const taken = spare;
      // One render at a time per process: the spare is loaded again while one runs, but a burst
      // of signed-in pages must not start a thread each (each may run up to the time limit).
      if (!taken?.ready || running.size > 0) return null;
      spare = null;
      running.add(taken.worker);
      startSpare();
      try {
        return await renderOn(taken.worker, job);
      } finally {
        running.delete(taken.worker);
        await taken.worker.terminate();
      }
    },
    async close() {
      closed = true;
      const threads = [...running, ...(spare ? [spare.worker] : [])];
      spare = null;
      await Promise.all(threads.map((worker) => worker.terminate()));
    },
  };
}
