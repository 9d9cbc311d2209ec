import { z } from 'zod';
import { ADMIN_QUERY_MAX, AdminListQuerySchema, adminPage } from './admin.ts';
import { AdminPersonRefSchema } from './admin-payments.ts';
import { textSchema } from './primitives.ts';

/*
 * The console's Audit log (issue 13): searchable by person and date, newest first.
 */

const calendarDate = textSchema()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'validation.invalid');

/**
 * GET /api/admin/audit-log. `person` matches the actor or the target: an id (digits), or a
 * case-insensitive part of the email or name; `from`/`to` calendar dates (UTC), both included;
 * `action` an exact action name.
 */
export const AdminAuditQuerySchema = AdminListQuerySchema.omit({
  q: true,
  sort: true,
  order: true,
}).extend({
  person: textSchema().trim().max(ADMIN_QUERY_MAX, 'admin.table.q_max').optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  action: textSchema()
    .trim()
    .max(60, 'validation.invalid')
    .regex(/^[a-z0-9_.:-]*$/, 'validation.invalid')
    .optional(),
});
export type AdminAuditQuery = z.input<typeof AdminAuditQuerySchema>;

export const AdminAuditEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  /** Null when the person is gone (or for a change the system made). */
  actor: AdminPersonRefSchema.nullable(),
  target: AdminPersonRefSchema.nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;

export const AdminAuditResponseSchema = adminPage(AdminAuditEntrySchema);
export type AdminAuditResponse = z.infer<typeof AdminAuditResponseSchema>;
