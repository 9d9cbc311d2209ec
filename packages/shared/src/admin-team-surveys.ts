import { z } from 'zod';
import { EmailSchema } from './accounts.ts';
import { adminListQuery, adminPage } from './admin.ts';
import { AdminPersonRefSchema } from './admin-payments.ts';
import { PathIdSchema } from './ids.ts';
import { LIMITS } from './limits.ts';
import { LOCALES, type Locale } from './locales.ts';
import { intSchema, textSchema } from './primitives.ts';
import { isValidCalendarDate } from './rules/dob.ts';

/*
 * The console's 360 surveys area (issue 13): create one, name its managers by email, set its
 * anonymity threshold and reminder days, and see its ratees and where each review stands.
 * Messages are keys of the `validation` and `admin` namespaces.
 */

/**
 * The fewest raters whose scores a skill's average may be shown from, and a ratee published with:
 * with one, the average is that rater's score, so the rater is singled out (issue 12: averages are
 * withheld below the threshold). The most is what a team can reasonably gather.
 */
export const TS_THRESHOLD_MIN = 2;
export const TS_THRESHOLD_MAX = 20;
/**
 * Reminders go this many days before a period's expiry (reminders.ts). The shortest period a
 * ratee can have is one month (TsAddRateeBody: 1-36 months), at least 28 days, so a reminder day
 * below 28 always falls inside the period it is about.
 */
export const TS_REMINDER_DAYS_MAX = 27;
export const TS_TITLE_MAX = 200;
export const TS_WELCOME_MAX = 20_000;

/** A real calendar date, YYYY-MM-DD, that the date column takes (not 2026-02-30, not year 0). */
const calendarDate = textSchema('validation.date_invalid')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date_invalid')
  .refine((v) => {
    const [y, m, d] = v.split('-').map(Number) as [number, number, number];
    return y >= 1900 && y <= 2999 && isValidCalendarDate(y, m, d);
  }, 'validation.date_invalid');

/** One text per interface language, each optional; the empty string means "not translated". */
function perLocale(max: number, tooLong: string) {
  const text = textSchema().trim().max(max, tooLong).optional();
  return z.object(Object.fromEntries(LOCALES.map((l) => [l, text])) as Record<Locale, typeof text>);
}

/**
 * POST /api/admin/team-surveys and PUT /api/admin/team-surveys/{id}: the whole of a survey's
 * settings. The default language must have a title: other languages read it until translated
 * (decision 017). The welcome messages are HTML, sanitised when stored.
 */
export const AdminTeamSurveyBodySchema = z
  .object({
    titles: perLocale(TS_TITLE_MAX, 'admin.team_surveys.title_max'),
    welcomeMessages: perLocale(TS_WELCOME_MAX, 'admin.team_surveys.welcome_max').default({}),
    defaultLanguage: z.enum(LOCALES, { error: 'validation.invalid' }),
    validFrom: calendarDate.nullable().default(null),
    validTo: calendarDate.nullable().default(null),
    anonymityThreshold: intSchema(
      TS_THRESHOLD_MIN,
      TS_THRESHOLD_MAX,
      'admin.team_surveys.threshold_range',
    ),
    reminderDays: intSchema(0, TS_REMINDER_DAYS_MAX, 'admin.team_surveys.reminder_days_range'),
  })
  .superRefine((body, ctx) => {
    if (!body.titles[body.defaultLanguage]) {
      ctx.addIssue({
        code: 'custom',
        path: ['titles', body.defaultLanguage],
        message: 'admin.team_surveys.title_required',
      });
    }
    if (body.validFrom && body.validTo && body.validFrom > body.validTo) {
      ctx.addIssue({
        code: 'custom',
        path: ['validTo'],
        message: 'admin.team_surveys.valid_to_before_from',
      });
    }
  });
export type AdminTeamSurveyBody = z.input<typeof AdminTeamSurveyBodySchema>;
export type AdminTeamSurveyValues = z.output<typeof AdminTeamSurveyBodySchema>;

export const TEAM_SURVEY_SORTS = ['title', 'created', 'ratees'] as const;
export type TeamSurveySort = (typeof TEAM_SURVEY_SORTS)[number];

/**
 * GET /api/admin/team-surveys: `q` matches a title in any language or the access code
 * (a case-insensitive substring). Newest first by default.
 */
export const AdminTeamSurveysQuerySchema = adminListQuery(TEAM_SURVEY_SORTS);
export type AdminTeamSurveysQuery = z.input<typeof AdminTeamSurveysQuerySchema>;

export const AdminTeamSurveyParamsSchema = z.object({ teamSurveyId: PathIdSchema });
export const AdminTeamSurveyManagerParamsSchema = AdminTeamSurveyParamsSchema.extend({
  userId: PathIdSchema,
});

/** One survey as the list shows it. Instants are ISO strings; dates YYYY-MM-DD. */
export const AdminTeamSurveySchema = z.object({
  id: z.number(),
  /** In the administrator's language, else the survey's default language. */
  title: z.string(),
  accessCode: z.string(),
  anonymityThreshold: z.number(),
  reminderDays: z.number(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  managers: z.number(),
  ratees: z.number(),
  /** Ratees published (live): their reviews are under way. */
  publishedRatees: z.number(),
  createdAt: z.string(),
});
export type AdminTeamSurvey = z.infer<typeof AdminTeamSurveySchema>;

export const AdminTeamSurveysResponseSchema = adminPage(AdminTeamSurveySchema);
export type AdminTeamSurveysResponse = z.infer<typeof AdminTeamSurveysResponseSchema>;

export const AdminTeamSurveyManagerSchema = AdminPersonRefSchema.extend({
  /** Set while the account waits for its owner (decision 023): invited, not signed in yet. */
  awaitingOwner: z.boolean(),
  /** The ratees they manage; a manager with any cannot be removed (decision 031). */
  ratees: z.number(),
});
export type AdminTeamSurveyManager = z.infer<typeof AdminTeamSurveyManagerSchema>;

/** GET /api/admin/team-surveys/{id}: the settings as stored, and the managers. */
export const AdminTeamSurveyDetailSchema = AdminTeamSurveySchema.extend({
  titles: z.record(z.string(), z.string()),
  welcomeMessages: z.record(z.string(), z.string()),
  defaultLanguage: z.enum(LOCALES),
  managerList: z.array(AdminTeamSurveyManagerSchema),
});
export type AdminTeamSurveyDetail = z.infer<typeof AdminTeamSurveyDetailSchema>;

/**
 * POST /api/admin/team-surveys/{id}/managers: an existing person becomes a manager; a new email
 * gets an account waiting for its owner and an invitation. `fullName` names a new person (the
 * part of the email before the @ when left out); an existing person keeps their own name.
 */
export const AdminTeamSurveyManagerBodySchema = z.object({
  email: EmailSchema,
  fullName: textSchema()
    .trim()
    .max(LIMITS.nameMax * 2 + 1, 'validation.full_name_too_long')
    .optional(),
});
export type AdminTeamSurveyManagerBody = z.input<typeof AdminTeamSurveyManagerBodySchema>;

export const RATEE_STATE_SORTS = ['name', 'manager', 'expires'] as const;
export type RateeStateSort = (typeof RATEE_STATE_SORTS)[number];

/** GET /api/admin/team-surveys/{id}/ratees: `q` matches the ratee's or manager's name or email. */
export const AdminTeamSurveyRateesQuerySchema = adminListQuery(RATEE_STATE_SORTS);
export type AdminTeamSurveyRateesQuery = z.input<typeof AdminTeamSurveyRateesQuerySchema>;

/**
 * Where one ratee's review stands. Counts only: who rated is never shown (issue 12).
 * `ratingsExpected` is raters × skills of the open period; the last closed period's score is 0-10
 * (the results show it × 10 as a percent; null when nothing counted).
 */
export const AdminRateeStateSchema = z.object({
  rateeId: z.number(),
  ratee: AdminPersonRefSchema,
  manager: AdminPersonRefSchema,
  isLive: z.boolean(),
  raters: z.number(),
  skills: z.number(),
  openPeriod: z.object({ startsOn: z.string(), expiresOn: z.string() }).nullable(),
  ratingsGiven: z.number(),
  ratingsExpected: z.number(),
  overallGiven: z.boolean(),
  lastClosedScore: z.number().nullable(),
  lastClosedOn: z.string().nullable(),
});
export type AdminRateeState = z.infer<typeof AdminRateeStateSchema>;

export const AdminRateeStatesResponseSchema = adminPage(AdminRateeStateSchema);
export type AdminRateeStatesResponse = z.infer<typeof AdminRateeStatesResponseSchema>;
