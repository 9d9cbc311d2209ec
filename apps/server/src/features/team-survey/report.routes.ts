import { IdSchema } from '@portal/shared/surveys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, withActor } from '../../plugins/context.ts';
import { downloadPeriodReport } from './period-report.service.ts';

/**
 * A Content-Disposition for a download whose name may be in any script (RFC 6266): a plain ASCII
 * `filename` for old clients (accents dropped, anything else as `_`) and the exact name, UTF-8 and
 * percent-encoded, in `filename*`, which every current browser prefers. Characters no file system
 * takes (slashes, colons, quotes, controls) become `_` in both.
 */
export function attachmentHeader(fileName: string): string {
  const safe = fileName.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_');
  const ascii = safe
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '_');
  // encodeURIComponent leaves ' ( ) * as they are; RFC 5987's attr-char does not allow them.
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** team-survey spec §7 "Download report": a review period's PDF, for the ratee and their manager. */
export const teamSurveyReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ts/:rateeId/reviews/:reviewId/download/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['team-survey'],
        security: [{ bearer: [] }],
        description:
          'The PDF report of a review period, in the ratee’s language, saved as "Report <name> <first day of the period>.pdf".',
        params: z.object({ rateeId: IdSchema, reviewId: IdSchema }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await downloadPeriodReport(
        withActor(contextOf(request)),
        request.params.rateeId,
        request.params.reviewId,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentHeader(fileName))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
