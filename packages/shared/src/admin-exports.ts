import { z } from 'zod';
import { adminListQuery, adminPage } from './admin.ts';
import { AdminAuditQuerySchema } from './admin-audit.ts';
import { AdminPaymentsQuerySchema, AdminPersonRefSchema } from './admin-payments.ts';
import { PeopleListQuerySchema } from './admin-people.ts';
import { PG_INTEGER_MAX } from './primitives.ts';

/*
 * The console's Exports (issue 13): any list of the console, and a survey's results, as CSV or
 * XLSX, written by a background job (docs/decisions/028-exports.md). The browser asks for one,
 * polls its progress, then downloads the file.
 */

export const EXPORT_KINDS = [
  'survey-results',
  'survey-participants',
  'people',
  'payments',
  'audit-log',
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** Exports one administrator may have queued or running at once (counted in the database). */
export const MAX_ACTIVE_EXPORTS_PER_ADMIN = 3;

const FormatSchema = z.enum(EXPORT_FORMATS, { error: 'validation.invalid' });

const SurveyExportParamsSchema = z.object({
  surveyId: z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(PG_INTEGER_MAX, 'validation.invalid'),
});

/* A list's export takes that list's filters (its query schema), without the paging. */
const paging = { page: true, pageSize: true } as const;
export const PeopleExportParamsSchema = PeopleListQuerySchema.omit(paging);
export const PaymentsExportParamsSchema = AdminPaymentsQuerySchema.omit(paging);
export const AuditExportParamsSchema = AdminAuditQuerySchema.omit(paging);

/** POST /api/admin/exports: what to export, in which format, with which filters. */
export const CreateExportBodySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('survey-results'),
      format: FormatSchema,
      params: SurveyExportParamsSchema,
    }),
    z.object({
      kind: z.literal('survey-participants'),
      format: FormatSchema,
      params: SurveyExportParamsSchema,
    }),
    z.object({
      kind: z.literal('people'),
      format: FormatSchema,
      params: PeopleExportParamsSchema.default({ order: 'asc' }),
    }),
    z.object({
      kind: z.literal('payments'),
      format: FormatSchema,
      params: PaymentsExportParamsSchema.default({ order: 'asc' }),
    }),
    z.object({
      kind: z.literal('audit-log'),
      format: FormatSchema,
      params: AuditExportParamsSchema.default({}),
    }),
  ],
  { error: 'validation.invalid' },
);
export type CreateExportBody = z.input<typeof CreateExportBodySchema>;
export type CreateExportInput = z.output<typeof CreateExportBodySchema>;

export const CreateExportResponseSchema = z.object({ id: z.uuid() });
export type CreateExportResponse = z.infer<typeof CreateExportResponseSchema>;

export const ExportParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/** GET /api/admin/exports/{id}: where the job stands; downloadUrl is set once the file is ready. */
export const ExportStatusSchema = z.object({
  id: z.uuid(),
  kind: z.enum(EXPORT_KINDS),
  format: z.enum(EXPORT_FORMATS),
  status: z.enum(EXPORT_STATUSES),
  /** Rows written so far, and how many there are once counted. */
  progress: z.number().int().min(0),
  total: z.number().int().min(0).nullable(),
  /** A path under /api (relative: the browser's own origin). */
  downloadUrl: z.string().nullable(),
  /** The name the file saves as (kind, survey, date), once done. */
  downloadName: z.string().nullable(),
  /** Why a failed export failed. */
  error: z.string().nullable(),
});
export type ExportStatusResponse = z.infer<typeof ExportStatusSchema>;

/** One export as the Exports page lists it. Instants are ISO strings. */
export const AdminExportSchema = ExportStatusSchema.extend({
  requestedBy: AdminPersonRefSchema.nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AdminExport = z.infer<typeof AdminExportSchema>;

export const EXPORT_SORTS = ['created'] as const;

/** GET /api/admin/exports: newest first; `q` matches the kind or the requester's email or name. */
export const AdminExportsQuerySchema = adminListQuery(EXPORT_SORTS);
export type AdminExportsQuery = z.input<typeof AdminExportsQuerySchema>;

export const AdminExportsResponseSchema = adminPage(AdminExportSchema);
export type AdminExportsResponse = z.infer<typeof AdminExportsResponseSchema>;

/** The download's path for an export: the same on the server (which builds it) and the web. */
export const exportDownloadPath = (id: string) => `/api/admin/exports/${id}/download`;
