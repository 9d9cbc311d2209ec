// The drizzle schema object: every table, for the typed query builder and drizzle-kit.
export * from './schema/accounts.ts';
export * from './schema/admin.ts';
export * from './schema/content.ts';
export * from './schema/icoach.ts';
export * from './schema/lookups.ts';
export * from './schema/mail.ts';
export * from './schema/payments.ts';
export * from './schema/rate-limits.ts';
export * from './schema/settings.ts';
export * from './schema/surveys.ts';
export * from './schema/team-survey.ts';
