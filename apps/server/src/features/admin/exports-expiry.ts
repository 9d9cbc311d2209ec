import fs from 'node:fs/promises';
import path from 'node:path';
import { and, inArray, lt, or } from 'drizzle-orm';
import { adminExports } from '../../db/schema/admin.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import type { JobContext } from '../jobs.ts';
import { exportsFolder } from './exports.service.ts';

/*
 * Exports hold people's data (names, emails, answers), so they are not kept for ever: a week after
 * it is made an export's file is deleted with its row (docs/decisions/028-exports.md). Run by the
 * job queue every hour and at each worker's start, so it catches up after downtime; deleting the
 * row first makes two workers' runs harmless (each file is removed by the run that took its row).
 */
export const EXPORTS_EXPIRY_JOB = 'admin-exports-expiry';
export const EXPORT_KEEP_DAYS = 7;

export async function expireExports(ctx: JobContext, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - EXPORT_KEEP_DAYS * 86_400_000);
  const expired = await ctx.db
    .delete(adminExports)
    .where(
      or(
        lt(adminExports.finishedAt, before),
        // Never finished (its process died and pg-boss gave up): gone after the same week.
        and(
          inArray(adminExports.status, ['queued', 'running']),
          lt(adminExports.createdAt, before),
        ),
      ),
    )
    .returning({ fileName: adminExports.fileName });
  const folder = exportsFolder(ctx.config);
  for (const { fileName } of expired)
    if (fileName) await fs.rm(path.join(folder, path.basename(fileName)), { force: true });
  if (expired.length) ctx.log.info({ count: expired.length }, 'old exports deleted');
  return expired.length;
}

export function exportsExpiryHandlers(ctx: JobContext) {
  return { [EXPORTS_EXPIRY_JOB]: async () => void (await expireExports(ctx)) };
}

export function scheduleExportsExpiry(jobs: JobQueue): void {
  jobs.schedule(EXPORTS_EXPIRY_JOB, '17 * * * *');
}
