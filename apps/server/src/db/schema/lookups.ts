import { boolean, char, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';

/** Names per locale: { en_GB: 'Banking', ar: '...', ... }. */
export type LocalisedText = Record<string, string>;

/** Nationalities are countries (ISO 3166 alpha-2), named in every locale. */
export const nationalities = pgTable('nationalities', {
  id: integer('id').primaryKey(),
  code: char('code', { length: 2 }).notNull().unique(),
  names: jsonb('names').$type<LocalisedText>().notNull(),
});

export const industries = pgTable('industries', {
  id: integer('id').primaryKey(),
  names: jsonb('names').$type<LocalisedText>().notNull(),
});

export const markets = pgTable('markets', {
  id: integer('id').primaryKey(),
  names: jsonb('names').$type<LocalisedText>().notNull(),
});

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  names: jsonb('names').$type<LocalisedText>().notNull(),
});

/** The coded lists of the end-user-code profile fields: jobFunction, region, location, level. */
export const codedOptions = pgTable('coded_options', {
  id: integer('id').primaryKey(),
  list: varchar('list', { length: 20 }).notNull(),
  position: integer('position').notNull(),
  names: jsonb('names').$type<LocalisedText>().notNull(),
});

/** Which optional registration fields are offered (platform spec §2: phone "only when offered"). */
export const registrationFields = pgTable('registration_fields', {
  name: varchar('name', { length: 30 }).primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
});
