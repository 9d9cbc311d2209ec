import fs from 'node:fs';
import path from 'node:path';
import type { AdminExportsQuerySchema } from '@portal/shared/admin-exports';
import {
  type AdminExport,
  type AdminExportsResponse,
  type CreateExportInput,
  type ExportFormat,
  type ExportStatusResponse,
  exportDownloadPath,
  MAX_ACTIVE_EXPORTS_PER_ADMIN,
} from '@portal/shared/admin-exports';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { users } from '../../db/schema/accounts.ts';
import { adminExports } from '../../db/schema/admin.ts';
import { Conflict, NotFound, TooManyRequests } from '../../lib/errors.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { recordAudit } from './admin-audit.ts';
import { surveyOrNotFound } from './export-source.ts';
import { EXPORT_CONTENT_TYPES } from './export-writers.ts';

/*
 * The console's Exports (issue 13, docs/decisions/028-exports.md): an administrator asks for an
 * export, a job writes the file, the console polls its progress and downloads it.
 */

export const EXPORT_JOB = 'admin-export';

/** Where finished exports are kept: the data folder's files, which every process shares. */
export function exportsFolder(config: Config): string {
  return path.join(config.dataDir, 'files', 'exports');
}

type ExportRow = typeof adminExports.$inferSelect;

function statusOf(ctx: ActorContext, row: ExportRow): ExportStatusResponse {
  return {
    id: row.id,
    kind: row.kind as ExportStatusResponse['kind'],
    format: row.format as ExportFormat,
    status: row.status as ExportStatusResponse['status'],
    progress: row.progress,
    total: row.total,
    downloadUrl: row.status === 'done' ? exportDownloadPath(row.id) : null,
    downloadName: row.status === 'done' ? row.downloadName : null,
    // The job stores a translation key, never an internal message (the log has that).
    error: row.error ? ctx.t(row.error) : null,
  };
}

/**
 * POST /admin/exports. At most MAX_ACTIVE_EXPORTS_PER_ADMIN queued or running per administrator:
 * the count and the insert happen under a lock on the administrator's own row, so two requests at
 * once cannot both pass the count. The export, its audit record and its job are one transaction.
 */
export async function createExport(
  ctx: ActorContext,
  input: CreateExportInput,
): Promise<{ id: string }> {
  if (input.kind === 'survey-results' || input.kind === 'survey-participants') {
    await surveyOrNotFound(ctx.db, input.params.surveyId);
  }
  const adminId = ctx.actor.user.id;
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, adminId)).for('update');
    const [active] = await tx
      .select({ n: count() })
      .from(adminExports)
      .where(
        and(
          eq(adminExports.requestedByUserId, adminId),
          inArray(adminExports.status, ['queued', 'running']),
        ),
      );
    if ((active?.n ?? 0) >= MAX_ACTIVE_EXPORTS_PER_ADMIN) {
      throw new TooManyRequests('errors.exports.too_many', { max: MAX_ACTIVE_EXPORTS_PER_ADMIN });
    }
    const [row] = await tx
      .insert(adminExports)
      .values({
        kind: input.kind,
        format: input.format,
        params: input.params as Record<string, unknown>,
        requestedByUserId: adminId,
      })
      .returning({ id: adminExports.id });
    const id = (row as { id: string }).id;
    await recordAudit(tx, ctx, {
      action: 'admin.exports.create',
      detail: { exportId: id, kind: input.kind, format: input.format, params: input.params },
    });
    await ctx.jobs.send(EXPORT_JOB, { exportId: id }, { tx });
    return { id };
  });
}

async function findExport(ctx: ActorContext, id: string): Promise<ExportRow> {
  const [row] = await ctx.db.select().from(adminExports).where(eq(adminExports.id, id));
  if (!row) throw new NotFound();
  return row;
}

/** GET /admin/exports/{id}. */
export async function getExportStatus(ctx: ActorContext, id: string) {
  return statusOf(ctx, await findExport(ctx, id));
}

/** GET /admin/exports: newest first, with who asked for each. */
export async function listExports(
  ctx: ActorContext,
  query: z.output<typeof AdminExportsQuerySchema>,
): Promise<AdminExportsResponse> {
  const q = query.q?.trim();
  const pattern = q ? `%${q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where = pattern
    ? or(
        ilike(adminExports.kind, pattern),
        ilike(users.email, pattern),
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
      )
    : undefined;
  const dir = query.order === 'asc' && query.sort ? asc : desc;
  const rows = await ctx.db
    .select({ export: adminExports, user: users })
    .from(adminExports)
    .leftJoin(users, eq(users.id, adminExports.requestedByUserId))
    .where(where)
    .orderBy(dir(adminExports.createdAt), dir(adminExports.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [counted] = await ctx.db
    .select({ n: count() })
    .from(adminExports)
    .leftJoin(users, eq(users.id, adminExports.requestedByUserId))
    .where(where);
  const items: AdminExport[] = rows.map(({ export: row, user }) => ({
    ...statusOf(ctx, row),
    requestedBy: user
      ? { id: user.id, fullName: `${user.firstName} ${user.lastName}`.trim(), email: user.email }
      : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  }));
  return { items, total: counted?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/**
 * GET /admin/exports/{id}/download: the finished file as a stream (never read whole into memory).
 * 409 while the job has not finished (or failed), 404 for no such export or a file gone.
 */
export async function openExportDownload(ctx: ActorContext, id: string) {
  const row = await findExport(ctx, id);
  if (row.status !== 'done' || !row.fileName) throw new Conflict('errors.exports.not_ready');
  const file = path.join(exportsFolder(ctx.config), row.fileName);
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat) throw new NotFound();
  return {
    stream: fs.createReadStream(file),
    size: stat.size,
    contentType: EXPORT_CONTENT_TYPES[row.format as ExportFormat],
    downloadName: row.downloadName ?? row.fileName,
  };
}
