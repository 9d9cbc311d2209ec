import { z } from 'zod';
import { AdminListQuerySchema, adminPage } from './admin.ts';
import { PathIdSchema } from './ids.ts';

/*
 * The console's Outbox (issue 13): with SMTP_URL unset the outbox is where mail is delivered, so
 * the person running the embedded default reads every message here. A message sent over SMTP is
 * listed with who and what, its body not kept (`bodyKept` false).
 */

/** GET /api/admin/outbox: newest first; `q` matches the recipient or the subject. */
export const AdminOutboxQuerySchema = AdminListQuerySchema.omit({ sort: true, order: true });
export type AdminOutboxQuery = z.input<typeof AdminOutboxQuerySchema>;

export const AdminOutboxItemSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  /** Set when the message went out over SMTP. */
  sentAt: z.string().nullable(),
  /** False for a message sent over SMTP: its body is not kept. */
  bodyKept: z.boolean(),
});
export type AdminOutboxItem = z.infer<typeof AdminOutboxItemSchema>;

export const AdminOutboxResponseSchema = adminPage(AdminOutboxItemSchema);
export type AdminOutboxResponse = z.infer<typeof AdminOutboxResponseSchema>;

export const AdminOutboxParamsSchema = z.object({ id: PathIdSchema });

/** GET /api/admin/outbox/{id}: the message; text and HTML are null when the body was not kept. */
export const AdminOutboxMailSchema = AdminOutboxItemSchema.extend({
  text: z.string().nullable(),
  html: z.string().nullable(),
});
export type AdminOutboxMail = z.infer<typeof AdminOutboxMailSchema>;
