import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; unique. */
    email: varchar('email', { length: 180 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    locale: varchar('locale', { length: 10 }).notNull().default('en_GB'),
    dob: date('dob', { mode: 'string' }),
    dobIsAccurate: boolean('dob_is_accurate').notNull().default(false),
    gender: smallint('gender'),
    phone: varchar('phone', { length: 17 }),
    nationalityId: integer('nationality_id'),
    industryId: integer('industry_id'),
    marketId: integer('market_id'),
    roleId: integer('role_id'),
    jobFunctionId: integer('job_function_id'),
    regionId: integer('region_id'),
    locationId: integer('location_id'),
    levelId: integer('level_id'),
    code: varchar('code', { length: 12 }),
    endUserCodeStatus: boolean('end_user_code_status').notNull().default(false),
    /** File name of the stored 200x200 PNG under the pictures folder, or null. */
    pictureFileName: varchar('picture_file_name', { length: 100 }),
    isAdmin: boolean('is_admin').notNull().default(false),
    /**
     * Set while the account waits for its owner: someone (a 360 manager) named this person by
     * email, and they have not yet set a password (an invitation link) or registered. Its password
     * hash is of a random secret nobody knows (docs/decisions/023-accounts-waiting-for-owner.md).
     */
    awaitingOwnerSince: instant('awaiting_owner_since'),
    /** Set when an administrator deactivates the account: no sign-in, no session (issue 13). */
    deactivatedAt: instant('deactivated_at'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // The console's people search (issue 13): each word a case-insensitive prefix of the first
    // name, the last name or the email. text_pattern_ops lets LIKE 'abc%' use a btree whatever the
    // database's collation (docs/decisions/025-erasing-a-person.md, "Search").
    index('users_first_name_search_idx').using(
      'btree',
      sql`lower(${t.firstName}) text_pattern_ops`,
    ),
    index('users_last_name_search_idx').using('btree', sql`lower(${t.lastName}) text_pattern_ops`),
    index('users_email_search_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`),
  ],
);

/**
 * One row per signed-in device. A token names its session; logout deletes it and a password
 * change deletes them all (see docs/decisions/003-sessions-table.md).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The administrator acting as this user, when the session came from an impersonation link. */
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time reset links; only the SHA-256 of the token is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_unique').on(t.tokenHash)],
);

/** One-time, short-lived impersonation links made by an administrator's command. */
export const impersonationLinks = pgTable(
  'impersonation_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    targetUserId: integer('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The administrator account the link was made for (and who is logged as acting). */
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: varchar('created_by', { length: 200 }).notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('impersonation_links_token_unique').on(t.tokenHash)],
);

/**
 * Addresses a person has signed in from successfully (SHA-256 of the address, never the address
 * itself). A known address is exempt from the per-account ceiling and the per-address limit, so
 * a distributed guesser or a noisy neighbour on the same address cannot lock the owner out
 * (issue 8, docs/decisions/013-sign-in-limits.md).
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressHash: varchar('address_hash', { length: 64 }).notNull(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.addressHash] })],
);

/** Who did what to whose account, for the actions that need a trail (impersonation). */
export const auditLog = pgTable('audit_log', {
  id: serial('id').primaryKey(),
  action: varchar('action', { length: 60 }).notNull(),
  actorUserId: integer('actor_user_id'),
  targetUserId: integer('target_user_id'),
  detail: jsonb('detail').$type<Record<string, unknown>>(),
  createdAt: createdAt(),
});

/**
 * One-time, short-lived sign-in links (the kind an invitation mail carries): only the SHA-256 of
 * the token is kept; using one spends it and makes a normal session (issue 10).
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the link is for, such as 'icoach'; for the audit trail. */
    purpose: varchar('purpose', { length: 30 }).notNull(),
    /** The portal path the person lands on after using the link (an invitation's 360 dashboard). */
    landing: varchar('landing', { length: 200 }),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sign_in_links_token_unique').on(t.tokenHash)],
);
