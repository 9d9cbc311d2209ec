import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ExportFormat, ExportKind } from '@portal/shared/admin-exports';
import { isLocale, type Locale } from '@portal/shared/locales';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema/accounts.ts';
import { adminExports } from '../../db/schema/admin.ts';
import { AppError } from '../../lib/errors.ts';
import type { JobHandler } from '../../lib/jobs.ts';
import type { JobContext } from '../jobs.ts';
import { openExportSource } from './export-sources.ts';
import { createRowWriter } from './export-writers.ts';
import { EXPORT_JOB, exportsFolder } from './exports.service.ts';

/*
 * The export job (issue 13, docs/decisions/028-exports.md): reads its source a batch at a time,
 * writes each row to a temporary file, renames it into place when complete, and marks the export
 * done, or failed with a reason the console can show.
 */

const ExportJob = z.object({ exportId: z.uuid() });

/** Progress is written to the database once per this many rows, not per row. */
export const PROGRESS_EVERY = 2000;
/** Rows written between two turns of the event loop. */
const YIELD_EVERY = 50;

const today = () => new Date().toISOString().slice(0, 10);

export async function runExport(ctx: JobContext, exportId: string): Promise<void> {
  // Claims the export; a job run again after a crash (pg-boss retries) starts it over.
  const [row] = await ctx.db
    .update(adminExports)
    .set({ status: 'running', progress: 0, error: null })
    .where(and(eq(adminExports.id, exportId), inArray(adminExports.status, ['queued', 'running'])))
    .returning();
  if (!row) return;
  const setRow = (values: Partial<typeof adminExports.$inferInsert>) =>
    ctx.db.update(adminExports).set(values).where(eq(adminExports.id, exportId));

  const folder = exportsFolder(ctx.config);
  const format = row.format as ExportFormat;
  const fileName = `${exportId}.${format}`;
  const temp = path.join(folder, `${fileName}.${randomUUID()}.tmp`);
  try {
    // Column names and survey texts in the language of the administrator who asked.
    const [requester] = row.requestedByUserId
      ? await ctx.db
          .select({ locale: users.locale })
          .from(users)
          .where(eq(users.id, row.requestedByUserId))
      : [];
    const locale: Locale = requester && isLocale(requester.locale) ? requester.locale : 'en_GB';
    const source = await openExportSource(
      { db: ctx.db, locale },
      row.kind as ExportKind,
      row.params,
    );
    await setRow({ total: source.total });
    await fs.mkdir(folder, { recursive: true });
    const writer = createRowWriter(format, temp);
    let written = 0;
    let reported = 0;
    try {
      await writer.row(source.header);
      for await (const batch of source.batches()) {
        for (const cells of batch) {
          await writer.row(cells);
          written += 1;
          // Lets requests in every few rows: an export must not hold up the server (an XLSX
          // row is a few hundred microseconds of zip work on the event loop).
          if (written % YIELD_EVERY === 0) await nextTurn();
        }
        if (written - reported >= PROGRESS_EVERY) {
          reported = written;
          await setRow({ progress: written });
        }
      }
      await writer.close();
    } catch (error) {
      await writer.abort();
      throw error;
    }
    await fs.rename(temp, path.join(folder, fileName));
    await setRow({
      status: 'done',
      progress: written,
      total: written,
      fileName,
      downloadName: `${source.baseName}-${today()}.${format}`,
      finishedAt: new Date(),
    });
  } catch (error) {
    await fs.rm(temp, { force: true });
    ctx.log.error({ err: error, exportId }, 'export failed');
    // A known refusal keeps its own message (the survey is gone); anything else a generic one.
    const reason = error instanceof AppError ? error.messageKey : 'errors.exports.failed';
    await setRow({ status: 'failed', error: reason, finishedAt: new Date() });
  }
}

export function exportJobHandlers(ctx: JobContext): Record<string, JobHandler> {
  return {
    [EXPORT_JOB]: async (data) => runExport(ctx, ExportJob.parse(data).exportId),
  };
}
