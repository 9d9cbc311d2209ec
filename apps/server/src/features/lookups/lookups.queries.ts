import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  codedOptions,
  industries,
  markets,
  nationalities,
  registrationFields,
  roles,
} from '../../db/schema/lookups.ts';

export const listNationalityRows = (db: Db) => db.select().from(nationalities);
export const listIndustryRows = (db: Db) => db.select().from(industries);
export const listMarketRows = (db: Db) => db.select().from(markets);
export const listRoleRows = (db: Db) => db.select().from(roles);
export const listCodedOptionRows = (db: Db) =>
  db.select().from(codedOptions).orderBy(codedOptions.list, codedOptions.position);
export const listRegistrationFieldRows = (db: Db) => db.select().from(registrationFields);

const TABLES = { nationality: nationalities, industry: industries, market: markets, role: roles };
export type LookupKind = keyof typeof TABLES;

export async function lookupIdExists(db: Db, kind: LookupKind, id: number): Promise<boolean> {
  const table = TABLES[kind];
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return rows.length > 0;
}

export async function codedOptionIdsIn(db: Db, list: string, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: codedOptions.id })
    .from(codedOptions)
    .where(and(eq(codedOptions.list, list), inArray(codedOptions.id, ids)));
  return new Set(rows.map((r) => r.id));
}
