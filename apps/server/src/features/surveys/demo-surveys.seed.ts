import { DEFAULT_LAYOUT, SOFT_TOUCH_LAYOUT } from '@portal/shared/surveys';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { LocalisedText } from '../../db/schema/lookups.ts';
import { dpSurveyParts, reportLayouts, surveys } from '../../db/schema/surveys.ts';
import { sanitizeStoredHtmlByLocale } from '../../lib/safe-html.ts';
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
  title: string;
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
export const DEMO_SURVEYS: DemoSurvey[] = [
  {
    code: C.eq,
    product: 'eq',
    title: 'Emotional Intelligence Questionnaire',
    questionnaire: 'eq-core',
    welcome: W.eq,
  },
  {
    code: C.eqSoftTouch,
    product: 'eq',
    title: 'E.Q. Soft Touch',
    questionnaire: 'eq-core',
    layout: SOFT_TOUCH_LAYOUT,
    welcome: W.softTouch,
  },
  {
    code: C.eqNotYetActive,
    product: 'eq',
    title: 'E.Q. Next Year',
    questionnaire: 'eq-core',
    validFrom: '2099-01-01',
    welcome: W.eq,
  },
  {
    code: C.eqExpired,
    product: 'eq',
    title: 'E.Q. 2020 Cohort',
    questionnaire: 'eq-core',
    validFrom: '2020-01-01',
    validTo: '2020-12-31',
    welcome: W.eq,
  },
  {
    code: C.eqPaid,
    product: 'eq',
    title: 'E.Q. Professional',
    questionnaire: 'eq-core',
    pricePence: 2500,
    welcome: W.eq,
  },
  {
    code: C.values,
    product: 'values',
    title: 'Values Questionnaire',
    questionnaire: 'values-core',
    welcome: W.values,
  },
  {
    code: C.behaviours,
    product: 'behaviours',
    title: 'Behaviours Questionnaire',
    questionnaire: 'behaviours-core',
    welcome: W.behaviours,
  },
  {
    code: C.ipulse,
    product: 'ipulse',
    title: 'Team Pulse',
    questionnaire: 'ipulse-core',
    welcome: W.ipulse,
    isUnlimitedAccess: true,
  },
  {
    code: C.dpEqPart,
    product: 'eq',
    title: 'Discovery Process: E.Q.',
    questionnaire: 'eq-core',
    welcome: W.eq,
  },
  {
    code: C.dpValuesPart,
    product: 'values',
    title: 'Discovery Process: Values',
    questionnaire: 'values-core',
    welcome: W.values,
  },
  {
    code: C.dpBehavioursPart,
    product: 'behaviours',
    title: 'Discovery Process: Behaviours',
    questionnaire: 'behaviours-core',
    welcome: W.behaviours,
  },
  {
    code: C.dp,
    product: 'dp',
    title: 'Discovery Process',
    welcome: W.dp,
    resiliencyEnabled: true,
    parts: [C.dpEqPart, C.dpValuesPart, C.dpBehavioursPart],
  },
];

/** The demo surveys the README links to. Idempotent: an existing code is left as it is. */
export async function seedDemoSurveys(db: Db): Promise<void> {
  const layouts = new Map((await db.select().from(reportLayouts)).map((l) => [l.title, l.id]));
  for (const demo of DEMO_SURVEYS) {
    const [existing] = await db
      .select({ id: surveys.id })
      .from(surveys)
      .where(eq(surveys.accessCode, demo.code));
    if (existing) continue;
    const [row] = await db
      .insert(surveys)
      .values({
        product: demo.product,
        title: demo.title,
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
