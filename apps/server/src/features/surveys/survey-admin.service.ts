import { randomInt } from 'node:crypto';
import { LOCALES } from '@portal/shared/locales';
import {
  API_PRODUCTS,
  type ApiProduct,
  DEFAULT_LAYOUT,
  routeProductOf,
} from '@portal/shared/surveys';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { dpSurveyParts, reportLayouts, surveys } from '../../db/schema/surveys.ts';
import type { Tx } from '../../db/transaction.ts';
import { sanitizeStoredHtmlByLocale } from '../../lib/safe-html.ts';
import { questionnaireIdByKey } from './questionnaire-content.seed.ts';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random 50-character access code (platform spec §5: exactly 50 alphanumeric characters). */
export function randomAccessCode(): string {
  return Array.from({ length: 50 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
}

const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');

const perLocale = (max: number) => z.partialRecord(z.enum(LOCALES), z.string().max(max));

export const CreateSurveyInputSchema = z
  .object({
    product: z.enum(API_PRODUCTS),
    /** The default language's title (the command line's --title). */
    title: z.string().trim().max(200).default(''),
    /** Titles per language (the console); `title`, when given, is the default language's. */
    titles: perLocale(200).default({}),
    validFrom: calendarDate.nullable().default(null),
    validTo: calendarDate.nullable().default(null),
    pricePence: z.coerce.number().int().min(0).max(10_000_000).default(0),
    layout: z.string().default(DEFAULT_LAYOUT),
    /** The default language's welcome message (the command line's --welcome). */
    welcomeMessage: z.string().max(20_000).default(''),
    /** Welcome messages per language (the console); sanitised here before they are stored. */
    welcomeMessages: perLocale(20_000).default({}),
    defaultLanguage: z.enum(LOCALES).default('en_GB'),
    questionnaire: z.string().optional(),
    isUnlimitedAccess: z.boolean().default(false),
    resiliencyEnabled: z.boolean().default(false),
  })
  .refine((s) => !s.validFrom || !s.validTo || s.validFrom <= s.validTo, {
    message: 'validFrom must not be after validTo',
    path: ['validTo'],
  })
  .refine((s) => Boolean(s.title || s.titles[s.defaultLanguage]?.trim()), {
    message: 'a title in the default language is required',
    path: ['title'],
  });
export type CreateSurveyInput = z.input<typeof CreateSurveyInputSchema>;

const DEFAULT_QUESTIONNAIRE: Record<Exclude<ApiProduct, 'dp'>, string> = {
  eq: 'eq-core',
  values: 'values-core',
  behaviours: 'behaviours-core',
  ipulse: 'ipulse-core',
};

/** Texts per language without the empty ones (a language without a text reads the default's). */
function nonEmpty(texts: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts)
      .map(([locale, text]) => [locale, (text ?? '').trim()] as const)
      .filter(([, text]) => text !== ''),
  );
}

/** Welcome messages through the one sanitiser (decision 012), empty ones left out. */
function welcomesOf(texts: Partial<Record<string, string>>): Record<string, string> {
  return nonEmpty(sanitizeStoredHtmlByLocale(nonEmpty(texts)));
}

function partTitles(titles: Record<string, string>, part: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(titles).map(([locale, title]) => [locale, `${title}: ${part}`]),
  );
}

/**
 * Creates a survey with a new access code and answers its link path. A discovery process gets
 * its three parts (eq, values, behaviours) made with it.
 */
export async function createSurvey(
  db: Db,
  raw: CreateSurveyInput,
  /** Runs in the creation's transaction (the console's audit record). */
  onCreated?: (tx: Tx, surveyId: number) => Promise<void>,
): Promise<{ id: number; accessCode: string; path: string }> {
  const input = CreateSurveyInputSchema.parse(raw);
  const [layout] = await db
    .select()
    .from(reportLayouts)
    .where(eq(reportLayouts.title, input.layout));
  if (!layout) throw new Error(`Unknown report layout "${input.layout}"`);
  const welcome = welcomesOf(
    input.welcomeMessage
      ? { ...input.welcomeMessages, [input.defaultLanguage]: input.welcomeMessage }
      : input.welcomeMessages,
  );
  const titles = nonEmpty(
    input.title ? { ...input.titles, [input.defaultLanguage]: input.title } : input.titles,
  );
  // A part's title is the process's title and the part's name, in each language.
  const titlesOfPart = (part?: string) => (part ? partTitles(titles, part) : titles);
  return db.transaction(async (tx) => {
    const insert = async (product: Exclude<ApiProduct, 'dp'>, part?: string) => {
      const [row] = await tx
        .insert(surveys)
        .values({
          product,
          titles: titlesOfPart(part),
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
      const row = await insert(input.product);
      await tx
        .update(surveys)
        .set({ pricePence: input.pricePence, isUnlimitedAccess: input.isUnlimitedAccess })
        .where(eq(surveys.id, row.id));
      await onCreated?.(tx, row.id);
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
        titles,
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
      const row = await insert(part, part);
      await tx
        .insert(dpSurveyParts)
        .values({ dpSurveyId: dp!.id, position: i + 1, partSurveyId: row.id });
    }
    await onCreated?.(tx, dp!.id);
    return { id: dp!.id, accessCode: dp!.accessCode, path: `/discovery-process/${dp!.accessCode}` };
  });
}

/** The settings the console may change after creation: all but product and questionnaire. */
export interface SurveySettings {
  titles: Partial<Record<string, string>>;
  welcomeMessages: Partial<Record<string, string>>;
  defaultLanguage: string;
  validFrom: string | null;
  validTo: string | null;
  pricePence: number;
  layout: string;
  isUnlimitedAccess: boolean;
  resiliencyEnabled: boolean;
}

/**
 * Changes a survey's settings in one transaction; a discovery process's parts follow its titles,
 * dates, welcome, language and layout as createSurvey made them. Answers false for no such survey.
 * The layout must exist (the console checks it first and says so on the field).
 */
export async function updateSurvey(
  db: Db,
  surveyId: number,
  settings: SurveySettings,
  /** Runs in the change's transaction (the console's audit record). */
  onUpdated?: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  const [layout] = await db
    .select()
    .from(reportLayouts)
    .where(eq(reportLayouts.title, settings.layout));
  if (!layout) throw new Error(`Unknown report layout "${settings.layout}"`);
  const titles = nonEmpty(settings.titles);
  const shared = {
    welcomeMessages: welcomesOf(settings.welcomeMessages),
    defaultLanguage: settings.defaultLanguage,
    validFrom: settings.validFrom,
    validTo: settings.validTo,
    reportLayoutId: layout.id,
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(surveys)
      .set({
        ...shared,
        titles,
        pricePence: settings.pricePence,
        isUnlimitedAccess: settings.isUnlimitedAccess,
        resiliencyEnabled: settings.resiliencyEnabled,
      })
      .where(eq(surveys.id, surveyId))
      .returning({ id: surveys.id, product: surveys.product });
    if (!row) return false;
    if (row.product === 'dp') {
      const parts = await tx
        .select({ id: dpSurveyParts.partSurveyId })
        .from(dpSurveyParts)
        .where(eq(dpSurveyParts.dpSurveyId, surveyId));
      const partIds = parts.map((p) => p.id);
      if (partIds.length) {
        const partRows = await tx
          .select({ id: surveys.id, product: surveys.product })
          .from(surveys)
          .where(inArray(surveys.id, partIds));
        for (const part of partRows) {
          await tx
            .update(surveys)
            .set({ ...shared, titles: partTitles(titles, part.product) })
            .where(eq(surveys.id, part.id));
        }
      }
    }
    await onUpdated?.(tx);
    return true;
  });
}
