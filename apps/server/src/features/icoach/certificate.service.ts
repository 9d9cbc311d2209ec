import { DEFAULT_LOCALE, isLocale } from '@portal/shared/locales';
import { asc, eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { icoachSkills } from '../../db/schema/icoach.ts';
import { AppError, NotFound } from '../../lib/errors.ts';
import { enforceCostlyLimit } from '../../lib/limits.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { cachedReport } from '../reports/report-cache.ts';
import { pick } from '../surveys/localised.ts';
import { buildCertificate } from './certificate.model.ts';
import { requireOwnLearner } from './learner-access.ts';

/**
 * GET /icoach/certificate/{icoachUserId}/: the certificate of a completed course, for its learner,
 * made by the report engine and kept by the report cache until the name or the course changes.
 */
export async function downloadCertificate(
  ctx: ActorContext,
  icoachUserId: number,
): Promise<Buffer> {
  const { learner, course } = await requireOwnLearner(ctx, icoachUserId);
  if (!learner.timeCompleted) throw new AppError(400, 'icoach.problems.certificate_not_ready');
  await enforceCostlyLimit(ctx, 'report', ctx.actor.user.id);
  const [person] = await ctx.db
    .select({ firstName: users.firstName, lastName: users.lastName, locale: users.locale })
    .from(users)
    .where(eq(users.id, ctx.actor.user.id));
  if (!person) throw new NotFound();
  const locale = isLocale(person.locale) ? person.locale : DEFAULT_LOCALE;
  const skills = await ctx.db
    .select({ category: icoachSkills.category, names: icoachSkills.names })
    .from(icoachSkills)
    .where(eq(icoachSkills.courseId, course.id))
    .orderBy(asc(icoachSkills.category), asc(icoachSkills.position));
  const model = buildCertificate({
    locale,
    personName: `${person.firstName} ${person.lastName}`.trim(),
    courseTitle: pick(course.titles, locale, course.defaultLanguage),
    completedAt: learner.timeCompleted,
    skills: skills.map((s) => ({
      category: s.category,
      name: pick(s.names, locale, course.defaultLanguage),
    })),
  });
  return cachedReport(ctx, {
    kind: 'icoach-certificate',
    ownerId: learner.id,
    revision: learner.timeCompleted.toISOString(),
    model,
  });
}
