import { pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../columns.ts';

/** Every message the portal sends; without SMTP it stays here for a person to read. */
export const outboxMails = pgTable('outbox_mails', {
  id: serial('id').primaryKey(),
  to: varchar('to', { length: 180 }).notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: createdAt(),
  sentAt: instant('sent_at'),
});
