import { KRISK_PACKAGES, type KriskPackagesResponse } from '@portal/shared/krisk-packages';
import type { Locale } from '@portal/shared/locales';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveys } from '../../db/schema/surveys.ts';
import { pick } from '../surveys/localised.ts';

/**
 * The three packages (platform spec §9), each titled as its discovery-process survey is in the
 * request's language (issue 9: survey titles are stored per locale); the package's own name
 * while its survey is not seeded yet.
 */
export async function listKriskPackages(ctx: {
  db: Db;
  locale: Locale;
}): Promise<KriskPackagesResponse> {
  const rows = await ctx.db
    .select({
      accessCode: surveys.accessCode,
      titles: surveys.titles,
      defaultLanguage: surveys.defaultLanguage,
    })
    .from(surveys)
    .where(
      inArray(
        surveys.accessCode,
        KRISK_PACKAGES.map((p) => p.accessCode),
      ),
    );
  const byCode = new Map(rows.map((r) => [r.accessCode, r]));
  return KRISK_PACKAGES.map(({ key, title, pricePence, icoachDays, accessCode }) => {
    const row = byCode.get(accessCode);
    return {
      key,
      title: row ? pick(row.titles, ctx.locale, row.defaultLanguage) || title : title,
      pricePence,
      icoachDays,
      accessCode,
    };
  });
}
