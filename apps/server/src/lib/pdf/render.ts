import { renderToBuffer } from '@react-pdf/renderer';
import { reportElement } from './document.ts';
import { registerFonts } from './fonts.ts';
import type { ReportDocument } from './report-model.ts';

/**
 * Lays out and writes one PDF on the calling thread. CPU-bound (a few hundred milliseconds):
 * the server calls it through the worker pool in pdf-renderer.ts, never on its event loop.
 */
export async function renderPdf(model: ReportDocument): Promise<Uint8Array> {
  await registerFonts();
  const buffer = await renderToBuffer(reportElement(model));
  // A copy of its own, so the worker can transfer it (a pooled Buffer cannot be moved).
  return Uint8Array.from(buffer);
}
