import { DEFAULT_LAYOUT, SOFT_TOUCH_LAYOUT } from '@portal/shared/surveys';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { LocalisedText } from '../../db/schema/lookups.ts';
import { dpSurveyParts, reportLayouts, surveys } from '../../db/schema/surveys.ts';
import { sanitizeStoredHtmlByLocale } from '../../lib/safe-html.ts';
import { DEMO_SURVEY_TITLES } from './data/demo-survey-titles.ts';
import { WELCOME_MESSAGES } from './data/demo-welcome-messages.ts';
import { questionnaireIdByKey } from './questionnaire-content.seed.ts';

/** A fixed, readable 50-character access code: the name, then zeros. */
export const demoCode = (name: string) => name.padEnd(50, '0');

export const DEMO_SURVEY_CODES = {
  eq: demoCode('DemoEq'),
  eqSoftTouch: demoCode('DemoEqSoftTouch'),
  eqNotYetActive: demoCode('DemoEqNotYetActive'),
  eqExpired: demoCode('DemoEqExpired'),
  eqPaid: demoCode('DemoEqPaid'),
  values: demoCode('DemoValues'),
  behaviours: demoCode('DemoBehaviours'),
  ipulse: demoCode('DemoIpulse'),
  dp: demoCode('DemoDiscoveryProcess'),
  dpEqPart: demoCode('DemoDpPartEq'),
  dpValuesPart: demoCode('DemoDpPartValues'),
  dpBehavioursPart: demoCode('DemoDpPartBehaviours'),
} as const;

interface DemoSurvey {
  code: string;
  product: 'eq' | 'values' | 'behaviours' | 'ipulse' | 'dp';
  /** Per locale, all 12 (issue 9). */
  titles: LocalisedText;
  questionnaire?: string;
  layout?: string;
  pricePence?: number;
  validFrom?: string | null;
  validTo?: string | null;
  welcome: LocalisedText;
  isUnlimitedAccess?: boolean;
  resiliencyEnabled?: boolean;
  defaultLanguage?: string;
  parts?: string[];
}

const C = DEMO_SURVEY_CODES;
const W = WELCOME_MESSAGES;
const T = DEMO_SURVEY_TITLES;
export const DEMO_SURVEYS: DemoSurvey[] = [
  {
    code: C.eq,
    product: 'eq',
    titles: T.eq,
    questionnaire: 'eq-core',
    welcome: W.eq,
  },
  {
    code: C.eqSoftTouch,
    product: 'eq',
    titles: T.softTouch,
    questionnaire: 'eq-core',
    layout: SOFT_TOUCH_LAYOUT,
    welcome: W.softTouch,
  },
  {
    code: C.eqNotYetActive,
    product: 'eq',
    titles: T.nextYear,
    questionnaire: 'eq-core',
    validFrom: '2099-01-01',
    welcome: W.eq,
  },
  {
    code: C.eqExpired,
    product: 'eq',
    titles: T.cohort2020,
    questionnaire: 'eq-core',
    validFrom: '2020-01-01',
    validTo: '2020-12-31',
    welcome: W.eq,
  },
  {
    code: C.eqPaid,
    product: 'eq',
    titles: T.professional,
    questionnaire: 'eq-core',
    pricePence: 2500,
    welcome: W.eq,
  },
  {
    code: C.values,
    product: 'values',
    titles: T.values,
    questionnaire: 'values-core',
    welcome: W.values,
  },
  {
    code: C.behaviours,
    product: 'behaviours',
    titles: T.behaviours,
    questionnaire: 'behaviours-core',
    welcome: W.behaviours,
  },
  {
    code: C.ipulse,
    product: 'ipulse',
    titles: T.ipulse,
    questionnaire: 'ipulse-core',
    welcome: W.ipulse,
    isUnlimitedAccess: true,
  },
  {
    code: C.dpEqPart,
    product: 'eq',
    titles: T.dpEq,
    questionnaire: 'eq-core',
    welcome: W.eq,
  },
  {
    code: C.dpValuesPart,
    product: 'values',
    titles: T.dpValues,
    questionnaire: 'values-core',
    welcome: W.values,
  },
  {
    code: C.dpBehavioursPart,
    product: 'behaviours',
    titles: T.dpBehaviours,
    questionnaire: 'behaviours-core',
    welcome: W.behaviours,
  },
  {
    code: C.dp,
    product: 'dp',
    titles: T.dp,
    welcome: W.dp,
    resiliencyEnabled: true,
    parts: [C.dpEqPart, C.dpValuesPart, C.dpBehavioursPart],
  },
];

/**
 * The demo surveys the README links to. Idempotent: an existing code is left as it is, but for
 * its titles and welcome texts, which follow the seed (a demo database made before issue 9 gets
 * translated titles and the Arabic texts' isolated "E.Q.").
 */
export async function seedDemoSurveys(db: Db): Promise<void> {
  const layouts = new Map((await db.select().from(reportLayouts)).map((l) => [l.title, l.id]));
  for (const demo of DEMO_SURVEYS) {
    const [existing] = await db
      .select({ id: surveys.id })
      .from(surveys)
      .where(eq(surveys.accessCode, demo.code));
    if (existing) {
      await db
        .update(surveys)
        .set({ titles: demo.titles, welcomeMessages: sanitizeStoredHtmlByLocale(demo.welcome) })
        .where(eq(surveys.id, existing.id));
      continue;
    }
    const [row] = await db
      .insert(surveys)
      .values({
        product: demo.product,
        titles: demo.titles,
        accessCode: demo.code,
        questionnaireId: demo.questionnaire
          ? await questionnaireIdByKey(db, demo.questionnaire)
          : null,
        reportLayoutId: layouts.get(demo.layout ?? DEFAULT_LAYOUT) ?? null,
        pricePence: demo.pricePence ?? 0,
        validFrom: demo.validFrom === undefined ? '2020-01-01' : demo.validFrom,
        validTo: demo.validTo ?? null,
        welcomeMessages: sanitizeStoredHtmlByLocale(demo.welcome),
        defaultLanguage: demo.defaultLanguage ?? 'en_GB',
        isUnlimitedAccess: demo.isUnlimitedAccess ?? false,
        resiliencyEnabled: demo.resiliencyEnabled ?? false,
      })
      .returning({ id: surveys.id });
    for (const [i, partCode] of (demo.parts ?? []).entries()) {
      const [part] = await db
        .select({ id: surveys.id })
        .from(surveys)
        .where(eq(surveys.accessCode, partCode));
      if (!part) throw new Error(`demo part ${partCode} missing`);
      await db
        .insert(dpSurveyParts)
        .values({ dpSurveyId: row!.id, position: i + 1, partSurveyId: part.id });
    }
  }
}
