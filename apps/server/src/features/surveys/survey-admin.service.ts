import { randomInt } from 'node:crypto';
import { LOCALES } from '@portal/shared/locales';
import {
  API_PRODUCTS,
  type ApiProduct,
  DEFAULT_LAYOUT,
  routeProductOf,
} from '@portal/shared/surveys';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { dpSurveyParts, reportLayouts, surveys } from '../../db/schema/surveys.ts';
import { sanitizeStoredHtml } from '../../lib/safe-html.ts';
import { questionnaireIdByKey } from './questionnaire-content.seed.ts';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random 50-character access code (platform spec §5: exactly 50 alphanumeric characters). */
export function randomAccessCode(): string {
  return Array.from({ length: 50 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
}

const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');

export const CreateSurveyInputSchema = z
  .object({
    product: z.enum(API_PRODUCTS),
    title: z.string().trim().min(1).max(200),
    validFrom: calendarDate.nullable().default(null),
    validTo: calendarDate.nullable().default(null),
    pricePence: z.coerce.number().int().min(0).max(10_000_000).default(0),
    layout: z.string().default(DEFAULT_LAYOUT),
    welcomeMessage: z.string().max(20_000).default(''),
    defaultLanguage: z.enum(LOCALES).default('en_GB'),
    questionnaire: z.string().optional(),
    isUnlimitedAccess: z.boolean().default(false),
    resiliencyEnabled: z.boolean().default(false),
  })
  .refine((s) => !s.validFrom || !s.validTo || s.validFrom <= s.validTo, {
    message: 'validFrom must not be after validTo',
    path: ['validTo'],
  });
export type CreateSurveyInput = z.input<typeof CreateSurveyInputSchema>;

const DEFAULT_QUESTIONNAIRE: Record<Exclude<ApiProduct, 'dp'>, string> = {
  eq: 'eq-core',
  values: 'values-core',
  behaviours: 'behaviours-core',
  ipulse: 'ipulse-core',
};

/**
 * Creates a survey with a new access code and answers its link path. A discovery process gets
 * its three parts (eq, values, behaviours) made with it.
 */
export async function createSurvey(
  db: Db,
  raw: CreateSurveyInput,
): Promise<{ id: number; accessCode: string; path: string }> {
  const input = CreateSurveyInputSchema.parse(raw);
  const [layout] = await db
    .select()
    .from(reportLayouts)
    .where(eq(reportLayouts.title, input.layout));
  if (!layout) throw new Error(`Unknown report layout "${input.layout}"`);
  const welcome = { [input.defaultLanguage]: sanitizeStoredHtml(input.welcomeMessage) };
  // `--title` is the default language's title; other languages read it until translated.
  const titlesOf = (title: string) => ({ [input.defaultLanguage]: title });
  return db.transaction(async (tx) => {
    const insert = async (product: Exclude<ApiProduct, 'dp'>, title: string) => {
      const [row] = await tx
        .insert(surveys)
        .values({
          product,
          titles: titlesOf(title),
          accessCode: randomAccessCode(),
          questionnaireId: await questionnaireIdByKey(
            tx,
            input.questionnaire && product === input.product
              ? input.questionnaire
              : DEFAULT_QUESTIONNAIRE[product],
          ),
          reportLayoutId: layout.id,
          validFrom: input.validFrom,
          validTo: input.validTo,
          welcomeMessages: welcome,
          defaultLanguage: input.defaultLanguage,
        })
        .returning();
      return row!;
    };
    if (input.product !== 'dp') {
      const row = await insert(input.product, input.title);
      await tx
        .update(surveys)
        .set({ pricePence: input.pricePence, isUnlimitedAccess: input.isUnlimitedAccess })
        .where(eq(surveys.id, row.id));
      return {
        id: row.id,
        accessCode: row.accessCode,
        path: `/${routeProductOf(input.product)}/${row.accessCode}`,
      };
    }
    const [dp] = await tx
      .insert(surveys)
      .values({
        product: 'dp',
        titles: titlesOf(input.title),
        accessCode: randomAccessCode(),
        reportLayoutId: layout.id,
        pricePence: input.pricePence,
        validFrom: input.validFrom,
        validTo: input.validTo,
        welcomeMessages: welcome,
        defaultLanguage: input.defaultLanguage,
        isUnlimitedAccess: input.isUnlimitedAccess,
        resiliencyEnabled: input.resiliencyEnabled,
      })
      .returning();
    for (const [i, part] of (['eq', 'values', 'behaviours'] as const).entries()) {
      const row = await insert(part, `${input.title}: ${part}`);
      await tx
        .insert(dpSurveyParts)
        .values({ dpSurveyId: dp!.id, position: i + 1, partSurveyId: row.id });
    }
    return { id: dp!.id, accessCode: dp!.accessCode, path: `/discovery-process/${dp!.accessCode}` };
  });
}
