import { z } from 'zod';
import { PathIdSchema } from './ids.ts';
import { intSchema, rowIdSchema, textSchema } from './primitives.ts';
import {
  ACCESS_CODE_PATTERN,
  API_PRODUCTS,
  type ApiProduct,
  apiProductOf,
  DEFAULT_LAYOUT,
  DP_PARTS,
  EQ_STATEMENTS_PER_SECTION,
  IPULSE_COMMENT_MAX,
  IPULSE_MAX,
  IPULSE_MIN,
  KRISK_TITLES,
  RANKING_PRODUCTS,
  type RankingProduct,
  RESILIENCY_MAX,
  RESILIENCY_MIN,
  ROUTE_PRODUCTS,
  type RouteProduct,
  routeProductOf,
  SOFT_TOUCH_LAYOUT,
  TAKEN_PRODUCTS,
  type TakenProduct,
} from './survey-products.ts';

/*
 * The questionnaire products' wire shapes: platform spec §3 and §7 "Surveys", api-notes
 * "Surveys". Messages are keys of the `validation` / `surveys` namespaces.
 */

export type { ApiProduct, RankingProduct, RouteProduct, TakenProduct };
// The products, layouts and limits live in survey-products.ts, which has no zod, so pages that
// need only them stay small; they are re-exported here for the modules that import them from here.
export {
  API_PRODUCTS,
  apiProductOf,
  DEFAULT_LAYOUT,
  DP_PARTS,
  EQ_STATEMENTS_PER_SECTION,
  IPULSE_COMMENT_MAX,
  IPULSE_MAX,
  IPULSE_MIN,
  KRISK_TITLES,
  RANKING_PRODUCTS,
  RESILIENCY_MAX,
  RESILIENCY_MIN,
  ROUTE_PRODUCTS,
  routeProductOf,
  SOFT_TOUCH_LAYOUT,
  TAKEN_PRODUCTS,
};

export const AccessCodeSchema = textSchema().regex(ACCESS_CODE_PATTERN, 'validation.access_code');
export const IdSchema = PathIdSchema;

export const ApiProductParamsSchema = z.object({ product: z.enum(API_PRODUCTS) });
export const TakenProductParamsSchema = z.object({ product: z.enum(TAKEN_PRODUCTS) });

export const ReportLayoutSchema = z.object({ id: z.number(), title: z.string() });
export const LogoSchema = z.object({ fileURL: z.string() });

/** api-notes: public survey info. Dates are calendar dates YYYY-MM-DD. */
export const SurveyInfoSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** HTML sanitised by the server's one allow-list (docs/decisions/012-stored-html-sanitiser.md). */
  welcomeMessage: z.string(),
  accessCode: z.string(),
  defaultLanguage: z.string(),
  isUnlimitedAccess: z.boolean(),
  logos: z.array(LogoSchema),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  /** Price in pence; 0 is free. */
  paymentAmount: z.number().int(),
  reportLayout: ReportLayoutSchema,
  product: z.enum(API_PRODUCTS),
  resiliency: z.boolean(),
});
export type SurveyInfo = z.infer<typeof SurveyInfoSchema>;

export const SurveyInfoResponseSchema = z.object({
  surveyProductId: z.number(),
  survey: SurveyInfoSchema,
});
export type SurveyInfoResponse = z.infer<typeof SurveyInfoResponseSchema>;

export const SectionSchema = z.object({
  id: z.number(),
  title: z.string(),
  instructions: z.string(),
  position: z.number(),
});
export const SectionsResponseSchema = z.array(SectionSchema);
export type Section = z.infer<typeof SectionSchema>;

export const RankingStatementSchema = z.object({
  id: z.number(),
  statement: z.string(),
  sectionId: z.number(),
});
export const RankingStatementsResponseSchema = z.array(RankingStatementSchema);
export type RankingStatement = z.infer<typeof RankingStatementSchema>;

export const IpulseStatementSchema = z.object({
  id: z.number(),
  position: z.number(),
  title: z.string(),
});
export const IpulseStatementsResponseSchema = z.array(IpulseStatementSchema);
export type IpulseStatement = z.infer<typeof IpulseStatementSchema>;

export const SurveyUserLookupBodySchema = z.object({
  surveyId: rowIdSchema(),
  accessCode: AccessCodeSchema,
});
export type SurveyUserLookupBody = z.infer<typeof SurveyUserLookupBodySchema>;

export const SurveyUserResponseSchema = z.object({
  surveyUserId: z.number(),
  isAuthorized: z.boolean(),
  isCompleted: z.boolean(),
});
export type SurveyUserResponse = z.infer<typeof SurveyUserResponseSchema>;

/**
 * GET /{product}/survey/user/{id}/ (issue 9): what the browser's local survey record holds
 * (platform spec §3 "Local survey record"), so a section address opened from a bookmark, another
 * device or after clearing storage rebuilds the record instead of ending on not found.
 */
export const SurveyUserRecordResponseSchema = z.object({
  surveyUserId: z.number(),
  surveyId: z.number(),
  accessCode: z.string(),
  product: z.enum(API_PRODUCTS),
  /** The survey's title in the caller's language. */
  title: z.string(),
  /** For a discovery-process part: the discovery process's survey-user id; null otherwise. */
  dpSurveyId: z.number().nullable(),
  /** For a discovery process: its parts' takings, as 'eq_45'. */
  dpChildSurveys: z.array(z.string()),
  isAuthorized: z.boolean(),
  isCompleted: z.boolean(),
});
export type SurveyUserRecordResponse = z.infer<typeof SurveyUserRecordResponseSchema>;

export const ProgressResponseSchema = z.object({
  /** The next section's id, or null when every section is answered. */
  nextSection: z.number().nullable(),
  /** Sections answered and sections in all, for the progress bar. */
  completedSections: z.number(),
  totalSections: z.number(),
});
export type ProgressResponse = z.infer<typeof ProgressResponseSchema>;

export const DpProgressResponseSchema = z.object({
  isCompleted: z.boolean(),
  nextSurveyPart: z
    .object({ id: z.number(), product: z.enum(DP_PARTS), surveyUserId: z.number() })
    .nullable(),
  /** Parts completed so far: eq 1, values 2, behaviours 3 (platform §4). */
  partsCompleted: z.number(),
  resiliency: z.boolean(),
});
export type DpProgressResponse = z.infer<typeof DpProgressResponseSchema>;

export const RankingSubmitBodySchema = z.object({
  statements: z
    .array(z.object({ statementId: rowIdSchema() }), {
      error: 'surveys.statements_required',
    })
    .min(1, 'surveys.statements_required')
    .max(200),
});
export type RankingSubmitBody = z.infer<typeof RankingSubmitBodySchema>;

export const IpulseSubmitBodySchema = z.object({
  statements: z
    .array(
      z.object({
        statementId: rowIdSchema(),
        score: intSchema(IPULSE_MIN, IPULSE_MAX, 'surveys.score_range'),
      }),
      { error: 'surveys.statements_required' },
    )
    .min(1, 'surveys.statements_required')
    .max(200),
});
export type IpulseSubmitBody = z.infer<typeof IpulseSubmitBodySchema>;

export const SubmitResponseSchema = z.object({ nextSection: z.number().nullable() });
export type SubmitResponse = z.infer<typeof SubmitResponseSchema>;

export const IpulseCommentBodySchema = z.object({
  comment: textSchema().trim().max(IPULSE_COMMENT_MAX, 'surveys.comment_max').default(''),
});
export type IpulseCommentBody = z.input<typeof IpulseCommentBodySchema>;

export const ResiliencyStatusResponseSchema = z.object({
  resiliencyStatus: z.boolean(),
  dpSurveyUserId: z.number(),
  /** True once this discovery process's resiliency answers are in. */
  answered: z.boolean(),
});
export type ResiliencyStatusResponse = z.infer<typeof ResiliencyStatusResponseSchema>;

export const ResiliencyQuestionSchema = z.object({
  id: z.number(),
  position: z.number(),
  question: z.string(),
});
export const ResiliencyQuestionsResponseSchema = z.object({
  resiliencyQuestions: z.array(ResiliencyQuestionSchema),
  /** Labels of the 1-5 scale, low to high, in the caller's language. */
  scale: z.array(z.string()),
});
export type ResiliencyQuestionsResponse = z.infer<typeof ResiliencyQuestionsResponseSchema>;

export const ResiliencyResponsesBodySchema = z.object({
  responses: z
    .array(
      z.object({
        questionId: rowIdSchema(),
        value: intSchema(RESILIENCY_MIN, RESILIENCY_MAX, 'surveys.resiliency_range'),
      }),
    )
    .min(1, 'surveys.statements_required')
    .max(100),
});
export type ResiliencyResponsesBody = z.infer<typeof ResiliencyResponsesBodySchema>;
export const ResiliencyResponsesQuerySchema = z.object({ surveyUserId: IdSchema });
