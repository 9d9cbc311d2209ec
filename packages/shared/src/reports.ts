import { z } from 'zod';
import { PathIdSchema } from './ids.ts';

/*
 * Downloadable reports: platform spec §7 "Dashboard and report" (GET reports/download/{id}).
 * The bands are docs/decisions/006-scoring-model.md's, written once for every report.
 */

export const ReportDownloadParamsSchema = z.object({ surveyUserId: PathIdSchema });
export type ReportDownloadParams = z.infer<typeof ReportDownloadParamsSchema>;

/** The file name the browser saves a Soft Touch report as (platform spec §7). */
export const SOFT_TOUCH_REPORT_FILE = 'soft_touch_report.pdf';

export const SCORE_MAX = 100;
export const SCORE_BANDS = ['low', 'middle', 'high'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];
/** Lower bounds: middle from 40, high from 70 (decision 006). */
export const BAND_FLOORS = { middle: 40, high: 70 } as const;

/** Below 40 low, 40 to 69.9 middle, 70 and above high. */
export function scoreBand(score: number): ScoreBand {
  if (score >= BAND_FLOORS.high) return 'high';
  if (score >= BAND_FLOORS.middle) return 'middle';
  return 'low';
}
