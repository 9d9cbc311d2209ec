import { fileURLToPath } from 'node:url';
import Piscina from 'piscina';
import type { ReportDocument } from './report-model.ts';

/**
 * Turns report models into PDFs on worker threads, so a report being laid out never holds up
 * the server's other requests. The pool starts on the first report, keeps its threads (and
 * their loaded fonts) while reports keep coming, and lets them go after a quiet spell.
 */
export interface PdfRenderer {
  render(model: ReportDocument): Promise<Buffer>;
  close(): Promise<void>;
}

export interface PdfRendererOptions {
  /** Reports laid out at once; more wait their turn. */
  threads: number;
  /** An idle thread ends after this long; the next report starts one again (about a second). */
  idleTimeoutMs?: number;
  /**
   * Told when a worker thread fails outside any report (a task's own failure rejects its
   * render instead). piscina raises this as an 'error' event, which would end the server if
   * nobody listened; the pool replaces the thread.
   */
  onWorkerError?: (error: Error) => void;
}

const WORKER = fileURLToPath(new URL('./render-worker.mjs', import.meta.url));

export function createPdfRenderer(options: PdfRendererOptions): PdfRenderer {
  let pool: Piscina<ReportDocument, Uint8Array> | null = null;
  const poolOf = () => {
    if (!pool) {
      pool = new Piscina({
        filename: WORKER,
        minThreads: 0,
        maxThreads: options.threads,
        idleTimeout: options.idleTimeoutMs ?? 5 * 60_000,
        // A runaway layout ends its thread, not the server.
        resourceLimits: { maxOldGenerationSizeMb: 768 },
      });
      // Once per pool: added on every render, the listeners piled up (Node warned past ten).
      pool.on('error', (error: Error) => options.onWorkerError?.(error));
    }
    return pool;
  };
  return {
    async render(model) {
      const bytes = await poolOf().run(model);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    async close() {
      const running = pool;
      pool = null;
      await running?.destroy();
    },
  };
}
