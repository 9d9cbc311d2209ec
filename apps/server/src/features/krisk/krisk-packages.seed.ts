import { KRISK_PACKAGES } from '@portal/shared/krisk-packages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dpSurveyParts, reportLayouts, surveys } from '../../db/schema/surveys.ts';
import { sanitizeStoredHtmlByLocale } from '../../lib/safe-html.ts';
import { WELCOME_MESSAGES } from '../surveys/data/demo-welcome-messages.ts';
import { questionnaireIdByKey } from '../surveys/questionnaire-content.seed.ts';

/**
 * The partner risk portal's packages as surveys: each a paid discovery process (with resiliency)
 * under its fixed code, with its three parts. Written when missing, at every start.
 */
export async function seedKriskPackages(db: Db): Promise<void> {
  const [layout] = await db
    .select()
    .from(reportLayouts)
    .where(eq(reportLayouts.title, 'Default Layout'));
  for (const pack of KRISK_PACKAGES) {
    const [existing] = await db
      .select({ id: surveys.id })
      .from(surveys)
      .where(eq(surveys.accessCode, pack.accessCode));
    if (existing) continue;
    await db.transaction(async (tx) => {
      const [dp] = await tx
        .insert(surveys)
        .values({
          product: 'dp',
          titles: { en_GB: pack.title },
          accessCode: pack.accessCode,
          reportLayoutId: layout?.id ?? null,
          pricePence: pack.pricePence,
          validFrom: '2020-01-01',
          welcomeMessages: sanitizeStoredHtmlByLocale(WELCOME_MESSAGES.krisk),
          resiliencyEnabled: true,
        })
        .returning();
      for (const [i, product] of (['eq', 'values', 'behaviours'] as const).entries()) {
        const [part] = await tx
          .insert(surveys)
          .values({
            product,
            titles: { en_GB: `${pack.title}: ${product}` },
            accessCode: `${pack.accessCode.slice(0, 40)}Part${i + 1}`.padEnd(50, '0'),
            questionnaireId: await questionnaireIdByKey(tx, `${product}-core`),
            reportLayoutId: layout?.id ?? null,
            validFrom: '2020-01-01',
            welcomeMessages: sanitizeStoredHtmlByLocale(WELCOME_MESSAGES[product]),
          })
          .returning();
        await tx
          .insert(dpSurveyParts)
          .values({ dpSurveyId: dp!.id, position: i + 1, partSurveyId: part!.id });
      }
    });
  }
}
