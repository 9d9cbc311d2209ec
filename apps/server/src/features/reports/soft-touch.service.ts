import { DEFAULT_LOCALE, isLocale } from '@portal/shared/locales';
import { SOFT_TOUCH_LAYOUT } from '@portal/shared/surveys';
import { AppError, NotFound } from '../../lib/errors.ts';
import { enforceCostlyLimit } from '../../lib/limits.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { pick } from '../surveys/localised.ts';
import { cachedReport } from './report-cache.ts';
import { findOwnReportSubject, listDimensions } from './reports.queries.ts';
import { buildSoftTouchReport } from './soft-touch.model.ts';

/**
 * GET /reports/download/{surveyUserId} (platform spec §7): the PDF of a completed taking whose
 * survey has the 'E.Q. Soft Touch Report' layout, for the person who took it. Someone else's
 * taking, or one that does not exist, is not found; administrators come later.
 */
export async function downloadSoftTouchReport(
  ctx: ActorContext,
  surveyUserId: number,
): Promise<Buffer> {
  await enforceCostlyLimit(ctx, 'report', ctx.actor.user.id);
  const subject = await findOwnReportSubject(ctx.db, surveyUserId, ctx.actor.user.id);
  if (!subject) throw new NotFound();
  // A discovery process has no questionnaire of its own: its report comes with its own layout.
  if (subject.layoutTitle !== SOFT_TOUCH_LAYOUT || subject.questionnaireId === null) {
    throw new AppError(400, 'reports.errors.no_report');
  }
  if (!subject.timeCompleted || !subject.scores || !subject.computedAt) {
    throw new AppError(400, 'reports.errors.not_completed');
  }
  const model = buildSoftTouchReport({
    locale: subject.locale,
    personName: `${subject.firstName} ${subject.lastName}`.trim(),
    // The report is in the person's language: the survey's title too (issue 9).
    surveyTitle: pick(
      subject.surveyTitles,
      isLocale(subject.locale) ? subject.locale : DEFAULT_LOCALE,
      subject.surveyDefaultLanguage,
    ),
    completedAt: subject.timeCompleted,
    dimensions: await listDimensions(ctx.db, subject.questionnaireId),
    scores: subject.scores,
  });
  return cachedReport(ctx, {
    kind: 'soft-touch',
    ownerId: subject.surveyUserId,
    revision: subject.computedAt.toISOString(),
    model,
  });
}
