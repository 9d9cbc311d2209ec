import {
  AdminExportsQuerySchema,
  AdminExportsResponseSchema,
  CreateExportBodySchema,
  CreateExportResponseSchema,
  ExportParamsSchema,
  ExportStatusSchema,
} from '@portal/shared/admin-exports';
import { ErrorResponseSchema } from '@portal/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, withActor } from '../../plugins/context.ts';
import { adminErrors, adminSecurity, adminTags } from './admin.routes.ts';
import {
  createExport,
  getExportStatus,
  listExports,
  openExportDownload,
} from './exports.service.ts';

/* The console's Exports under /api/admin/exports (issue 13, docs/decisions/028-exports.md). */

type ActorRequest = Parameters<typeof contextOf>[0];
const actor = (request: ActorRequest) => withActor(contextOf(request));

export const exportsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { onRequest: app.requireAdmin };
  const docs = { tags: adminTags, security: adminSecurity };

  app.post(
    '/admin/exports',
    {
      ...guarded,
      schema: {
        ...docs,
        description:
          'Starts an export (a list with its filters, or a survey’s results) as CSV or XLSX, written in the background; answers its id. 429 while the administrator already has the most exports running.',
        body: CreateExportBodySchema,
        response: { 202: CreateExportResponseSchema, ...adminErrors, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await createExport(actor(request), request.body)),
  );

  app.get(
    '/admin/exports',
    {
      ...guarded,
      schema: {
        ...docs,
        description: 'Recent exports, newest first.',
        querystring: AdminExportsQuerySchema,
        response: { 200: AdminExportsResponseSchema, ...adminErrors },
      },
    },
    (request) => listExports(actor(request), request.query),
  );

  app.get(
    '/admin/exports/:id',
    {
      ...guarded,
      schema: {
        ...docs,
        description:
          'Where an export stands: queued, running (rows written of the total), done (with its download path) or failed.',
        params: ExportParamsSchema,
        response: { 200: ExportStatusSchema, ...adminErrors },
      },
    },
    (request) => getExportStatus(actor(request), request.params.id),
  );

  app.get(
    '/admin/exports/:id/download',
    {
      ...guarded,
      schema: {
        ...docs,
        description: 'The finished file, as an attachment; 409 until the export is done.',
        params: ExportParamsSchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      const file = await openExportDownload(actor(request), request.params.id);
      // The name is ASCII made on the server (kind, survey id, date): nothing to escape.
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${file.downloadName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
};
