import { integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import type { LocalisedText } from './lookups.ts';

export const contentPages = pgTable('content_pages', {
  id: integer('id').primaryKey(),
  slug: varchar('slug', { length: 60 }).notNull().unique(),
  titles: jsonb('titles').$type<LocalisedText>().notNull(),
  contents: jsonb('contents').$type<LocalisedText>().notNull(),
});
