import { z } from 'zod';
import { adminListQuery, adminPage } from './admin.ts';
import { PathIdSchema } from './ids.ts';
import { LOCALES, type Locale } from './locales.ts';
import { textSchema } from './primitives.ts';
import { API_PRODUCTS } from './survey-products.ts';

/*
 * The console's Surveys area (issue 13): every survey of every product, created and edited from
 * the browser (the command line's survey:create), its link, participants and completion counts.
 * The form and the API share SurveyFormSchema; messages are keys of the admin namespace.
 */

export const SURVEY_SORTS = [
  'title',
  'product',
  'validFrom',
  'validTo',
  'price',
  'participants',
  'completed',
  'created',
] as const;
export type SurveySort = (typeof SURVEY_SORTS)[number];

/** A survey title per language: at most 200 characters (surveys.titles). */
export const SURVEY_TITLE_MAX = 200;
/** A welcome message per language: HTML, sanitised by the server when stored and served. */
export const SURVEY_WELCOME_MAX = 20_000;
/** The dearest survey: £99,999.99, so pence stay far inside the integer column. */
export const SURVEY_PRICE_MAX_PENCE = 9_999_999;

const E = 'admin.survey_admin.errors';

/**
 * GET /api/admin/surveys. `q` matches a title in any language or the access code (a
 * case-insensitive substring); `product` narrows. Newest first by default. The parts of a
 * discovery process are not listed: they are edited through their process.
 */
export const AdminSurveysQuerySchema = adminListQuery(SURVEY_SORTS).extend({
  product: z.enum(API_PRODUCTS, { error: 'validation.invalid' }).optional(),
});
export type AdminSurveysQuery = z.input<typeof AdminSurveysQuerySchema>;

/** Takings of a survey: begun (a taking exists), with a section answered, and completed. */
export const SurveyCountsSchema = z.object({
  participants: z.number().int(),
  started: z.number().int(),
  completed: z.number().int(),
});
export type SurveyCounts = z.infer<typeof SurveyCountsSchema>;

export const AdminSurveyListItemSchema = z.object({
  id: z.number(),
  product: z.enum(API_PRODUCTS),
  /** In the administrator's language, else the survey's default language. */
  title: z.string(),
  accessCode: z.string(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  pricePence: z.number().int(),
  participants: z.number().int(),
  completed: z.number().int(),
  createdAt: z.string(),
});
export type AdminSurveyListItem = z.infer<typeof AdminSurveyListItemSchema>;

export const AdminSurveysResponseSchema = adminPage(AdminSurveyListItemSchema);
export type AdminSurveysResponse = z.infer<typeof AdminSurveysResponseSchema>;

export const AdminSurveyParamsSchema = z.object({ surveyId: PathIdSchema });

/* ---- The create / edit form ---- */

const localeKey = z.enum(LOCALES, { error: 'validation.invalid' });

/** YYYY-MM-DD that is a real day (2026-02-30 is not), or empty for "no limit". */
const optionalCalendarDate = textSchema()
  .trim()
  .refine(
    (s) =>
      s === '' ||
      (/^\d{4}-\d{2}-\d{2}$/.test(s) &&
        new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s),
    `${E}.date`,
  )
  .transform((s) => (s === '' ? null : s));

/**
 * Pounds as typed ("49", "49.5", "49.50"): at most two decimals, no sign, stored as whole pence.
 * Text, not a number, so 0.1 + 0.2 never happens: the digits are moved, not multiplied.
 */
export const PriceInPoundsSchema = textSchema(`${E}.price`)
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, `${E}.price`)
  .transform((s) => {
    const [whole = '0', fraction = ''] = s.split('.');
    return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  })
  .pipe(z.number().int().min(0).max(SURVEY_PRICE_MAX_PENCE, `${E}.price_max`));

/** Pence back to the form's pounds text: 4950 → "49.50", 0 → "0". */
export function poundsText(pence: number): string {
  return pence === 0 ? '0' : `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}

const titles = z.partialRecord(
  localeKey,
  textSchema().trim().max(SURVEY_TITLE_MAX, `${E}.title_max`),
);
const welcomes = z.partialRecord(
  localeKey,
  textSchema().max(SURVEY_WELCOME_MAX, `${E}.welcome_max`),
);

const formFields = {
  /** Per language; the default language's is required, the others fall back to it. */
  titles,
  /** HTML per language; empty for none. */
  welcomeMessages: welcomes,
  defaultLanguage: localeKey,
  validFrom: optionalCalendarDate,
  validTo: optionalCalendarDate,
  price: PriceInPoundsSchema,
  /** One of the report layouts the database holds (GET /api/admin/survey-options). */
  layout: textSchema(`${E}.layout`).trim().min(1, `${E}.layout`).max(100, `${E}.layout`),
  /** May be taken again after completion. */
  isUnlimitedAccess: z.boolean({ error: 'validation.invalid' }),
  /** A discovery process ends with the resiliency questionnaire; other products ignore it. */
  resiliencyEnabled: z.boolean({ error: 'validation.invalid' }),
};

type FormShape = {
  titles: Partial<Record<Locale, string>>;
  defaultLanguage: Locale;
  validFrom: string | null;
  validTo: string | null;
};

/** The rules across fields, each message on the field it is about. */
function checkAcross(value: FormShape, ctx: z.RefinementCtx) {
  if (!value.titles[value.defaultLanguage]?.trim()) {
    ctx.addIssue({
      code: 'custom',
      message: `${E}.title_required`,
      path: ['titles', value.defaultLanguage],
    });
  }
  if (value.validFrom && value.validTo && value.validFrom > value.validTo) {
    ctx.addIssue({ code: 'custom', message: `${E}.dates_order`, path: ['validTo'] });
  }
}

/**
 * POST /api/admin/surveys: a new survey. `questionnaire` is one of its product's questionnaires
 * (a discovery process has none of its own: its parts use the default ones); empty for the
 * product's default.
 */
export const CreateSurveyBodySchema = z
  .object({
    product: z.enum(API_PRODUCTS, { error: `${E}.product` }),
    questionnaire: textSchema().trim().max(60, 'validation.invalid').optional(),
    ...formFields,
  })
  .superRefine(checkAcross);
export type CreateSurveyBody = z.output<typeof CreateSurveyBodySchema>;
export type CreateSurveyBodyInput = z.input<typeof CreateSurveyBodySchema>;

/**
 * PUT /api/admin/surveys/{surveyId}: every setting but the product and questionnaire, which are
 * fixed once the survey exists (its takings and scores are of that questionnaire). A `product`
 * sent that differs from the survey's is refused with `errors.product_fixed` on the field.
 */
export const UpdateSurveyBodySchema = z
  .object({
    product: z.enum(API_PRODUCTS, { error: `${E}.product` }).optional(),
    ...formFields,
  })
  .superRefine(checkAcross);
export type UpdateSurveyBody = z.output<typeof UpdateSurveyBodySchema>;
export type UpdateSurveyBodyInput = z.input<typeof UpdateSurveyBodySchema>;

/** GET /api/admin/surveys/{surveyId}: the settings as stored, the link and the counts. */
export const AdminSurveySchema = z.object({
  id: z.number(),
  product: z.enum(API_PRODUCTS),
  /** In the administrator's language, else the survey's default language. */
  title: z.string(),
  titles: z.record(z.string(), z.string()),
  /** Sanitised HTML per language. */
  welcomeMessages: z.record(z.string(), z.string()),
  defaultLanguage: z.string(),
  accessCode: z.string(),
  /** The public welcome page's path, as /eq/{code} or /discovery-process/{code}. */
  path: z.string(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  pricePence: z.number().int(),
  layout: z.string(),
  /** The questionnaire's key; null for a discovery process. */
  questionnaire: z.string().nullable(),
  isUnlimitedAccess: z.boolean(),
  resiliencyEnabled: z.boolean(),
  createdAt: z.string(),
  counts: SurveyCountsSchema,
});
export type AdminSurvey = z.infer<typeof AdminSurveySchema>;

/** GET /api/admin/survey-options: what the form's pickers offer. */
export const SurveyOptionsSchema = z.object({
  layouts: z.array(z.string()),
  questionnaires: z.array(z.object({ key: z.string(), product: z.enum(API_PRODUCTS) })),
});
export type SurveyOptions = z.infer<typeof SurveyOptionsSchema>;

/** POST /api/admin/surveys/welcome-preview: HTML in, the HTML the welcome page would show out. */
export const WelcomePreviewBodySchema = z.object({
  html: textSchema(`${E}.welcome_max`).max(SURVEY_WELCOME_MAX, `${E}.welcome_max`),
});
export type WelcomePreviewBody = z.infer<typeof WelcomePreviewBodySchema>;
export const WelcomePreviewResponseSchema = z.object({ html: z.string() });

/* ---- Participants ---- */

export const PARTICIPANT_SORTS = ['name', 'email', 'started', 'lastActivity', 'progress'] as const;
export type ParticipantSort = (typeof PARTICIPANT_SORTS)[number];

/**
 * GET /api/admin/surveys/{surveyId}/participants: each taking of the survey; `q` matches the
 * person's name or email. Most recently started first by default.
 */
export const SurveyParticipantsQuerySchema = adminListQuery(PARTICIPANT_SORTS);
export type SurveyParticipantsQuery = z.input<typeof SurveyParticipantsQuerySchema>;

export const SurveyParticipantSchema = z.object({
  surveyUserId: z.number(),
  userId: z.number(),
  fullName: z.string(),
  email: z.string(),
  startedAt: z.string(),
  /** The latest section answered, or the start, or the completion. */
  lastActivityAt: z.string(),
  /** Sections answered over all sections (a discovery process: over its three parts). */
  sectionsDone: z.number().int(),
  sectionsTotal: z.number().int(),
  completedAt: z.string().nullable(),
  /** False while a paid survey is unpaid. */
  isAuthorized: z.boolean(),
});
export type SurveyParticipant = z.infer<typeof SurveyParticipantSchema>;

export const SurveyParticipantsResponseSchema = adminPage(SurveyParticipantSchema);
export type SurveyParticipantsResponse = z.infer<typeof SurveyParticipantsResponseSchema>;
