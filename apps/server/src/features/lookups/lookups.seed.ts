import { LOCALE_BCP47, LOCALES } from '@portal/shared/locales';
import {
  codedOptions,
  industries,
  type LocalisedText,
  markets,
  nationalities,
  registrationFields,
  roles,
} from '../../db/schema/lookups.ts';
import type { Tx } from '../../db/transaction.ts';
import { NATIONALITY_CODES } from './data/nationality-codes.ts';
import {
  INDUSTRIES,
  JOB_FUNCTIONS,
  LEVELS,
  LOCATIONS,
  MARKETS,
  REGIONS,
  ROLES,
} from './data/translated-lists.ts';

/** Country names in every locale, from CLDR as shipped with Node's ICU. */
function countryNames(code: string): LocalisedText {
  return Object.fromEntries(
    LOCALES.map((l) => [
      l,
      new Intl.DisplayNames([LOCALE_BCP47[l]], { type: 'region' }).of(code) ?? code,
    ]),
  );
}

/**
 * Ids of coded options are global: each list gets its own range so an id tells its list
 * (jobFunction 1xx, region 2xx, location 3xx, level 4xx).
 */
const CODED_LISTS = [
  ['jobFunction', JOB_FUNCTIONS, 100],
  ['region', REGIONS, 200],
  ['location', LOCATIONS, 300],
  ['level', LEVELS, 400],
] as const;

export function lookupsData() {
  return {
    nationalities: NATIONALITY_CODES.map((code, i) => ({
      id: i + 1,
      code,
      names: countryNames(code),
    })),
    industries: INDUSTRIES.map((x) => ({ id: x.id, names: x.name })),
    markets: MARKETS.map((x) => ({ id: x.id, names: x.name })),
    roles: ROLES.map((x) => ({ id: x.id, names: x.name })),
    codedOptions: CODED_LISTS.flatMap(([list, items, base]) =>
      items.map((x, position) => ({ id: base + x.id, list, position, names: x.name })),
    ),
  };
}

export async function seedLookups(tx: Tx): Promise<void> {
  const data = lookupsData();
  for (const row of data.nationalities) {
    await tx
      .insert(nationalities)
      .values(row)
      .onConflictDoUpdate({ target: nationalities.id, set: { code: row.code, names: row.names } });
  }
  for (const [table, rows] of [
    [industries, data.industries],
    [markets, data.markets],
    [roles, data.roles],
  ] as const) {
    for (const row of rows) {
      await tx
        .insert(table)
        .values(row)
        .onConflictDoUpdate({ target: table.id, set: { names: row.names } });
    }
  }
  for (const row of data.codedOptions) {
    await tx
      .insert(codedOptions)
      .values(row)
      .onConflictDoUpdate({
        target: codedOptions.id,
        set: { list: row.list, position: row.position, names: row.names },
      });
  }
  // Phone is offered by default; an operator may switch it off in the table.
  await tx
    .insert(registrationFields)
    .values({ name: 'phone', enabled: true })
    .onConflictDoNothing();
}
