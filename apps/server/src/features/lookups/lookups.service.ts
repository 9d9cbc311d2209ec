import { LOCALE_BCP47, type Locale } from '@portal/shared/locales';
import type {
  Country,
  EndUserCodeList,
  EndUserCodeOptionsResponse,
  Industry,
  Market,
  Nationality,
  RegistrationFieldsResponse,
  Role,
} from '@portal/shared/lookups';
import { END_USER_CODE_LISTS } from '@portal/shared/lookups';
import type { Db } from '../../db/client.ts';
import type { LocalisedText } from '../../db/schema/lookups.ts';
import type { FieldErrors } from '../../lib/errors.ts';
import { COUNTRY_CODES } from './data/country-codes.ts';
import {
  codedOptionIdsIn,
  type LookupKind,
  listCodedOptionRows,
  listIndustryRows,
  listMarketRows,
  listNationalityRows,
  listRegistrationFieldRows,
  listRoleRows,
  lookupIdExists,
} from './lookups.queries.ts';

interface Ctx {
  db: Db;
  locale: Locale;
}

const nameIn = (names: LocalisedText, locale: Locale) => names[locale] ?? names.en_GB ?? '';

/** Sorted by name as the person's language sorts it. */
function localised<T extends { id: number; names: LocalisedText }>(rows: T[], locale: Locale) {
  const collator = new Intl.Collator(LOCALE_BCP47[locale]);
  return rows
    .map((r) => ({ id: r.id, name: nameIn(r.names, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export async function listNationalities(ctx: Ctx): Promise<Nationality[]> {
  const rows = localised(await listNationalityRows(ctx.db), ctx.locale);
  return rows.map((r) => ({ id: r.id, nationality: r.name }));
}

export async function listIndustries(ctx: Ctx): Promise<Industry[]> {
  const rows = localised(await listIndustryRows(ctx.db), ctx.locale);
  return rows.map((r) => ({ id: r.id, industryName: r.name }));
}

export async function listMarkets(ctx: Ctx): Promise<Market[]> {
  const rows = localised(await listMarketRows(ctx.db), ctx.locale);
  return rows.map((r) => ({ id: r.id, marketName: r.name }));
}

export async function listRoles(ctx: Ctx): Promise<Role[]> {
  const rows = localised(await listRoleRows(ctx.db), ctx.locale);
  return rows.map((r) => ({ id: r.id, roleName: r.name }));
}

/** The coded lists keep their own order (levels run from junior to senior). */
export async function listEndUserCodeOptions(ctx: Ctx): Promise<EndUserCodeOptionsResponse> {
  const rows = await listCodedOptionRows(ctx.db);
  const out: EndUserCodeOptionsResponse = { jobFunction: [], region: [], location: [], level: [] };
  for (const row of rows) {
    if ((END_USER_CODE_LISTS as readonly string[]).includes(row.list)) {
      out[row.list as EndUserCodeList].push({ id: row.id, name: nameIn(row.names, ctx.locale) });
    }
  }
  return out;
}

export async function getRegistrationFields(ctx: Ctx): Promise<RegistrationFieldsResponse> {
  const rows = await listRegistrationFieldRows(ctx.db);
  return { fields: rows.filter((r) => r.enabled).map((r) => r.name as 'phone') };
}

/** About 250 ISO 3166 countries named by CLDR in the person's language, United Kingdom first. */
export function listCountries(ctx: { locale: Locale }): Country[] {
  const names = new Intl.DisplayNames([LOCALE_BCP47[ctx.locale]], { type: 'region' });
  const collator = new Intl.Collator(LOCALE_BCP47[ctx.locale]);
  const rest = COUNTRY_CODES.filter((c) => c !== 'GB')
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return [{ code: 'GB', name: names.of('GB') ?? 'United Kingdom' }, ...rest];
}

/**
 * Checks that chosen lookup ids exist; answers field errors (empty when all are fine), so a
 * caller can merge them with its own.
 */
export async function checkLookupChoices(
  db: Db,
  choices: Partial<Record<LookupKind, number | null | undefined>>,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const [kind, id] of Object.entries(choices) as [LookupKind, number | null | undefined][]) {
    if (id != null && !(await lookupIdExists(db, kind, id))) {
      errors[kind] = ['validation.unknown_option'];
    }
  }
  return errors;
}

export async function checkEndUserCodeChoices(
  db: Db,
  choices: Partial<Record<EndUserCodeList, number | null | undefined>>,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const [list, id] of Object.entries(choices) as [
    EndUserCodeList,
    number | null | undefined,
  ][]) {
    if (id != null && !(await codedOptionIdsIn(db, list, [id])).has(id)) {
      errors[list] = ['validation.unknown_option'];
    }
  }
  return errors;
}
