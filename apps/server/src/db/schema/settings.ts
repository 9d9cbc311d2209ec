import { pgTable, text, varchar } from 'drizzle-orm/pg-core';

/** Values the servers must agree on, such as the generated token secret when none is configured. */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
});
