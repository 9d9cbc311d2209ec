import { z } from 'zod';
import { adminListQuery, adminPage } from './admin.ts';
import { PathIdSchema } from './ids.ts';
import { LIMITS } from './limits.ts';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './payments.ts';
import { textSchema } from './primitives.ts';
import { API_PRODUCTS } from './survey-products.ts';
import { TS_ROLES } from './team-survey.ts';

/*
 * The console's People area (issue 13) and a person's own data from /account: search, one
 * person's things, the administrator role, deactivation, the one-click impersonation link, the
 * data export and erasure (docs/decisions/025-erasing-a-person.md).
 */

/**
 * The accounts an erasure leaves behind to hold anonymised answers, payments and ratings carry
 * an address in this reserved domain (RFC 2606: `.invalid` never delivers). The console lists
 * none of them; a page that shows a taking's or a rating's person shows "erased person" for one.
 */
export const ERASED_EMAIL_DOMAIN = 'erased.invalid';
export const isErasedEmail = (email: string) => email.endsWith(`@${ERASED_EMAIL_DOMAIN}`);

export const PEOPLE_SORTS = ['name', 'email', 'created'] as const;
export type PeopleSort = (typeof PEOPLE_SORTS)[number];

/**
 * GET /api/admin/people: the console's list query (admin.ts). `q`: each word (at most five) must
 * start the first name, the last name or the email, case-insensitively; `sort` name (last name,
 * then first name; the default), email or created.
 */
export const PeopleListQuerySchema = adminListQuery(PEOPLE_SORTS);
export type PeopleListQuery = z.input<typeof PeopleListQuerySchema>;

/** One person as the list and the detail show them. Instants are ISO strings. */
export const PersonSummarySchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  /** Set while the account is deactivated: no sign-in, no session. */
  deactivatedAt: z.string().nullable(),
  /** Set while the account waits for its owner (decision 023). */
  awaitingOwnerSince: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof PersonSummarySchema>;

export const PeopleListResponseSchema = adminPage(PersonSummarySchema);
export type PeopleListResponse = z.infer<typeof PeopleListResponseSchema>;

export const PersonParamsSchema = z.object({ userId: PathIdSchema });

export const PersonTakingSchema = z.object({
  surveyUserId: z.number(),
  surveyId: z.number(),
  /** In the administrator's language, else the survey's default language. */
  surveyTitle: z.string(),
  product: z.enum(API_PRODUCTS),
  /** A discovery-process part: the taking of the process it belongs to. */
  dpSurveyUserId: z.number().nullable(),
  isAuthorized: z.boolean(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
});

export const PersonCourseSchema = z.object({
  icoachUserId: z.number(),
  courseId: z.number(),
  courseTitle: z.string(),
  /** Steps done over all steps, as the learner's dashboard counts it (platform spec §4). */
  progressPercent: z.number(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
});

export const PersonTsRoleSchema = z.object({
  tsSurveyId: z.number(),
  surveyTitle: z.string(),
  role: z.enum(TS_ROLES),
});

export const PersonPaymentSchema = z.object({
  id: z.number(),
  surveyUserId: z.number(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  amountPence: z.number(),
  currency: z.string(),
  reference: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});

/** GET /api/admin/people/{userId}. */
export const PersonDetailSchema = PersonSummarySchema.extend({
  locale: z.string(),
  takings: z.array(PersonTakingSchema),
  courses: z.array(PersonCourseSchema),
  teamSurveyRoles: z.array(PersonTsRoleSchema),
  payments: z.array(PersonPaymentSchema),
});
export type PersonDetail = z.infer<typeof PersonDetailSchema>;

/** POST /api/admin/people/{userId}/impersonation-link: one use, ten minutes (the CLI's link). */
export const ImpersonationLinkResponseSchema = z.object({
  link: z.string(),
  expiresAt: z.string(),
});
export type ImpersonationLinkResponse = z.infer<typeof ImpersonationLinkResponseSchema>;

export const SetAdminBodySchema = z.object({ isAdmin: z.boolean({ error: 'validation.invalid' }) });
export type SetAdminBody = z.input<typeof SetAdminBodySchema>;

export const SetDeactivationBodySchema = z.object({
  deactivated: z.boolean({ error: 'validation.invalid' }),
});
export type SetDeactivationBody = z.input<typeof SetDeactivationBodySchema>;

/**
 * DELETE /api/account: the person confirms with their password (400 when it is wrong). Any
 * password the account could have: the length rules of today are not checked here.
 */
export const DeleteAccountBodySchema = z.object({
  password: textSchema('validation.password_required')
    .min(1, 'validation.password_required')
    .max(LIMITS.passwordMax, 'validation.password_max'),
});
export type DeleteAccountBody = z.input<typeof DeleteAccountBodySchema>;

const localised = z.string();

/**
 * GET /api/admin/people/{userId}/export and GET /api/account/export: everything the portal holds
 * about a person, as a JSON download (a right of access and to portability). Ratings about them
 * as a ratee are not in it: those are their raters' (who stay anonymous); ratings they gave are.
 */
export const PersonalDataExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.number(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    locale: z.string(),
    dob: z.string().nullable(),
    dobIsAccurate: z.boolean(),
    gender: z.number().nullable(),
    phone: z.string().nullable(),
    nationalityId: z.number().nullable(),
    industryId: z.number().nullable(),
    marketId: z.number().nullable(),
    roleId: z.number().nullable(),
    jobFunctionId: z.number().nullable(),
    regionId: z.number().nullable(),
    locationId: z.number().nullable(),
    levelId: z.number().nullable(),
    code: z.string().nullable(),
    endUserCodeStatus: z.boolean(),
    pictureFileName: z.string().nullable(),
    isAdmin: z.boolean(),
    awaitingOwnerSince: z.string().nullable(),
    deactivatedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  takings: z.array(
    PersonTakingSchema.extend({
      answers: z.array(
        z.object({
          statementId: z.number(),
          statement: localised,
          rank: z.number().nullable(),
          score: z.number().nullable(),
        }),
      ),
      /** Dimension key to score, 0-100, once completed. */
      results: z.record(z.string(), z.number()).nullable(),
      comment: z.string().nullable(),
      resiliencyAnswers: z.array(z.object({ questionId: z.number(), value: z.number() })),
    }),
  ),
  courses: z.array(
    PersonCourseSchema.extend({
      stepsCompleted: z.array(z.object({ stepId: z.number(), completedAt: z.string() })),
      comments: z.array(
        z.object({
          id: z.number(),
          stepId: z.number(),
          text: z.string(),
          createdAt: z.string(),
          hidden: z.boolean(),
        }),
      ),
      testAttempts: z.array(
        z.object({
          skillId: z.number(),
          score: z.number(),
          answers: z.record(z.string(), z.number()),
          createdAt: z.string(),
        }),
      ),
    }),
  ),
  teamSurvey: z.object({
    roles: z.array(PersonTsRoleSchema),
    /** As a rater: only the ratings they gave. */
    skillRatingsGiven: z.array(
      z.object({
        rateeId: z.number(),
        skillId: z.number(),
        reviewId: z.number(),
        score: z.number(),
        comment: z.string(),
        createdAt: z.string(),
      }),
    ),
    /** As a manager: their everyday and overall ratings. */
    managerRatingsGiven: z.array(
      z.object({
        rateeId: z.number(),
        reviewId: z.number(),
        type: z.string(),
        score: z.number(),
        comment: z.string(),
        createdAt: z.string(),
      }),
    ),
    /** As a ratee: their goals (their own input and their manager's). */
    goals: z.array(
      z.object({
        rateeId: z.number(),
        reviewId: z.number(),
        title: z.string(),
        goal: z.string(),
        rateeInput: z.string(),
        managerInput: z.string(),
        successScore: z.number().nullable(),
        createdAt: z.string(),
      }),
    ),
  }),
  payments: z.array(
    PersonPaymentSchema.extend({
      countryCode: z.string().nullable(),
      postalCode: z.string().nullable(),
    }),
  ),
  /** What was done to their account, and when (impersonation, role, deactivation...). */
  auditEntries: z.array(
    z.object({
      action: z.string(),
      createdAt: z.string(),
      byThemselves: z.boolean(),
      detail: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});
export type PersonalDataExport = z.infer<typeof PersonalDataExportSchema>;
