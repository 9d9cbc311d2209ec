import { ReportDownloadParamsSchema, SOFT_TOUCH_REPORT_FILE } from '@portal/shared/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, withActor } from '../../plugins/context.ts';
import { downloadSoftTouchReport } from './soft-touch.service.ts';

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports/download/:surveyUserId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['reports'],
        security: [{ bearer: [] }],
        description: 'The PDF report of a completed taking (E.Q. Soft Touch Report layout).',
        params: ReportDownloadParamsSchema,
      },
    },
    async (request, reply) => {
      const pdf = await downloadSoftTouchReport(
        withActor(contextOf(request)),
        request.params.surveyUserId,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${SOFT_TOUCH_REPORT_FILE}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
