import { createHash } from 'node:crypto';
import type { PdfRenderer } from '../../lib/pdf/pdf-renderer.ts';
import { LAYOUT_VERSION, type ReportDocument } from '../../lib/pdf/report-model.ts';
import type { Storage } from '../../lib/storage.ts';

/**
 * Finished reports, kept in storage area 'reports' under `<kind>-<ownerId>-<key>.pdf`. The key
 * hashes the revision of the data (a result's computedAt), the model itself (so a new name,
 * language or text makes a new file) and the engine's layout version. A download whose key is
 * stored is served from the file; otherwise the report is laid out, stored, and the owner's
 * older files are dropped. Two downloads of the same missing report share one rendering.
 */
const AREA = 'reports';

const inFlight = new WeakMap<Storage, Map<string, Promise<Buffer>>>();

export interface ReportCacheContext {
  storage: Storage;
  pdf: PdfRenderer;
}

export interface ReportSource {
  /** The report's kind: soft-touch, and later 360 and discovery-process. */
  kind: string;
  /** What the report is about (a survey user id). */
  ownerId: number;
  /** Changes when the underlying data is recomputed. */
  revision: string;
  model: ReportDocument;
}

export function reportFileName(source: ReportSource): string {
  const key = createHash('sha256')
    .update(`${LAYOUT_VERSION}\n${source.revision}\n${JSON.stringify(source.model)}`)
    .digest('hex')
    .slice(0, 32);
  return `${prefixOf(source)}${key}.pdf`;
}

const prefixOf = (source: ReportSource) => `${source.kind}-${source.ownerId}-`;

export async function cachedReport(ctx: ReportCacheContext, source: ReportSource): Promise<Buffer> {
  const name = reportFileName(source);
  const stored = await ctx.storage.get(AREA, name);
  if (stored) return stored;
  let flights = inFlight.get(ctx.storage);
  if (!flights) {
    flights = new Map();
    inFlight.set(ctx.storage, flights);
  }
  const running = flights.get(name);
  if (running) return running;
  const flight = renderAndStore(ctx, source, name).finally(() => flights.delete(name));
  flights.set(name, flight);
  return flight;
}

async function renderAndStore(
  ctx: ReportCacheContext,
  source: ReportSource,
  name: string,
): Promise<Buffer> {
  const pdf = await ctx.pdf.render(source.model);
  await ctx.storage.put(AREA, name, pdf);
  for (const old of await ctx.storage.list(AREA, prefixOf(source))) {
    if (old !== name) await ctx.storage.remove(AREA, old);
  }
  return pdf;
}
