import { z } from 'zod';

/** What every dashboard card has, whatever its product (platform spec §3). Times are ISO instants. */
const DashboardItemBase = z.object({
  id: z.number(),
  timeCreated: z.string().nullable(),
  timeCompleted: z.string().nullable(),
  /** Last time the person opened or answered it, for the sort control. */
  lastReviewed: z.string().nullable(),
  completedCountProgress: z.number(),
  amountCountProgress: z.number(),
});
const Offering = z.object({
  title: z.string(),
  accessCode: z.string(),
  reportLayout: z.object({ title: z.string() }),
});

export const DashboardSurveyItemSchema = DashboardItemBase.extend({
  /**
   * False while a paid survey waits for its payment (platform spec §4: "if not authorised (not
   * paid) go to the payment page"): the card offers the payment page instead of a 0 % progress.
   */
  isAuthorized: z.boolean(),
  surveyProduct: z.object({ survey: Offering }),
});
export type DashboardSurveyItem = z.infer<typeof DashboardSurveyItemSchema>;
export const DashboardIcoachItemSchema = DashboardItemBase.extend({ icoachCourse: Offering });
export type DashboardIcoachItem = z.infer<typeof DashboardIcoachItemSchema>;
export const DashboardTsItemSchema = DashboardItemBase.extend({
  survey: Offering.extend({ id: z.number() }),
});
export type DashboardTsItem = z.infer<typeof DashboardTsItemSchema>;

export const DashboardResponseSchema = z.object({
  eq: z.array(DashboardSurveyItemSchema),
  values: z.array(DashboardSurveyItemSchema),
  behaviours: z.array(DashboardSurveyItemSchema),
  dp: z.array(DashboardSurveyItemSchema),
  ipulse: z.array(DashboardSurveyItemSchema),
  icoach: z.array(DashboardIcoachItemSchema),
  tsSurvey: z.array(DashboardTsItemSchema),
});
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;
