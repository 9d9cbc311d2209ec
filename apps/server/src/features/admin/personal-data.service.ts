import type { PersonalDataExport } from '@portal/shared/admin-people';
import { DEFAULT_LOCALE, isLocale } from '@portal/shared/locales';
import { AppError, Forbidden, NotFound, Validation } from '../../lib/errors.ts';
import { enforceLimit, HOUR } from '../../lib/limits.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { pick } from '../surveys/localised.ts';
import { recordAudit } from './admin-audit.ts';
import { erasePerson } from './erasure.queries.ts';
import { findPerson, type PersonRow } from './people.queries.ts';
import { personThings } from './people.service.ts';
import {
  answersOf,
  auditEntriesAbout,
  commentsOf,
  courseCommentsOf,
  goalsOf,
  managerRatingsGivenBy,
  resiliencyOf,
  resultsOf,
  skillRatingsGivenBy,
  stepCompletionsOf,
  testAttemptsOf,
} from './personal-data.queries.ts';

/*
 * A person's data, as European data law gives them the right to (issue 13): a copy of all of it
 * (access, portability), and its erasure. The console does both for anyone but the administrator
 * themselves; a person does both for themselves from /account. One builder, one erasure
 * (docs/decisions/025-erasing-a-person.md).
 */

/** Where the erasure left a picture: the storage area picture.service writes to. */
const PICTURES_AREA = 'pictures';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const group = <T, K>(rows: T[], key: (row: T) => K) => {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
};

async function buildExport(ctx: ActorContext, person: PersonRow): Promise<PersonalDataExport> {
  const db = ctx.db;
  const things = await personThings(ctx, person.id);
  const takingIds = things.takings.map((t) => t.surveyUserId);
  const courseIds = things.courses.map((c) => c.icoachUserId);
  const answers = group(await answersOf(db, takingIds), (a) => a.surveyUserId);
  const results = group(await resultsOf(db, takingIds), (r) => r.surveyUserId);
  const comments = group(await commentsOf(db, takingIds), (c) => c.surveyUserId);
  const resiliency = group(await resiliencyOf(db, takingIds), (r) => r.dpSurveyUserId);
  const steps = group(await stepCompletionsOf(db, courseIds), (s) => s.icoachUserId);
  const courseComments = group(await courseCommentsOf(db, courseIds), (c) => c.icoachUserId);
  const attempts = group(await testAttemptsOf(db, courseIds), (a) => a.icoachUserId);
  const { passwordHash: _secret, ...account } = person;
  const locale = isLocale(person.locale) ? person.locale : DEFAULT_LOCALE;
  return {
    exportedAt: new Date().toISOString(),
    account: {
      ...account,
      awaitingOwnerSince: iso(account.awaitingOwnerSince),
      deactivatedAt: iso(account.deactivatedAt),
      createdAt: account.createdAt.toISOString(),
      updatedAt: account.updatedAt.toISOString(),
    },
    takings: things.takings.map((t) => ({
      ...t,
      answers: (answers.get(t.surveyUserId) ?? []).map((a) => ({
        statementId: a.statementId,
        statement: pick(a.texts, locale),
        rank: a.rank,
        score: a.score,
      })),
      results: results.get(t.surveyUserId)?.[0]?.scores ?? null,
      comment: comments.get(t.surveyUserId)?.[0]?.comment ?? null,
      resiliencyAnswers: (resiliency.get(t.surveyUserId) ?? []).map((r) => ({
        questionId: r.questionId,
        value: r.value,
      })),
    })),
    courses: things.courses.map((c) => ({
      ...c,
      stepsCompleted: (steps.get(c.icoachUserId) ?? []).map((s) => ({
        stepId: s.stepId,
        completedAt: s.completedAt.toISOString(),
      })),
      comments: (courseComments.get(c.icoachUserId) ?? []).map((m) => ({
        id: m.id,
        stepId: m.stepId,
        text: m.text,
        createdAt: m.createdAt.toISOString(),
        hidden: m.hiddenAt !== null,
      })),
      testAttempts: (attempts.get(c.icoachUserId) ?? []).map((a) => ({
        skillId: a.skillId,
        score: a.score,
        answers: a.answers,
        createdAt: a.createdAt.toISOString(),
      })),
    })),
    teamSurvey: {
      roles: things.teamSurveyRoles,
      skillRatingsGiven: (await skillRatingsGivenBy(db, person.id)).map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
      })),
      managerRatingsGiven: (await managerRatingsGivenBy(db, person.id)).map((r) => ({
        rateeId: r.rateeId,
        reviewId: r.reviewId,
        type: r.type,
        score: r.score,
        comment: r.comment,
        createdAt: r.createdAt.toISOString(),
      })),
      goals: (await goalsOf(db, person.id)).map((g) => ({
        ...g,
        createdAt: g.createdAt.toISOString(),
      })),
    },
    payments: things.payments,
    auditEntries: (await auditEntriesAbout(db, person.id)).map((e) => {
      // The address an administrator acted from is theirs, not this person's.
      const { ip: _ip, ...detail } = e.detail ?? {};
      return {
        action: e.action,
        createdAt: e.createdAt.toISOString(),
        byThemselves: e.actorUserId === person.id,
        detail: e.detail ? detail : null,
      };
    }),
  };
}

/** GET /admin/people/{userId}/export: audited, since it hands a person's data to someone else. */
export async function exportPersonData(
  ctx: ActorContext,
  userId: number,
): Promise<PersonalDataExport> {
  const person = await findPerson(ctx.db, userId);
  if (!person) throw new NotFound();
  const data = await buildExport(ctx, person);
  await recordAudit(ctx.db, ctx, { action: 'admin.people.export', targetUserId: userId });
  return data;
}

/** GET /account/export: the signed-in person's own data. */
export async function exportOwnData(ctx: ActorContext): Promise<PersonalDataExport> {
  const person = await findPerson(ctx.db, ctx.actor.user.id);
  if (!person) throw new NotFound();
  const data = await buildExport(ctx, person);
  await recordAudit(ctx.db, ctx, { action: 'account.export', targetUserId: person.id });
  return data;
}

/**
 * Erases a person in one transaction, the audit record with it; the picture file goes after the
 * commit (a file cannot be rolled back, and a failed removal leaves only an unreachable file).
 */
async function erase(ctx: ActorContext, userId: number, action: string): Promise<void> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const person = await findPerson(tx, userId, true);
    if (!person) throw new NotFound();
    const erased = await erasePerson(tx, person);
    await recordAudit(tx, ctx, { action, targetUserId: userId, detail: { ...erased } });
    return { picture: person.pictureFileName };
  });
  if (outcome.picture) {
    await ctx.storage
      .remove(PICTURES_AREA, outcome.picture)
      .catch((error: unknown) =>
        ctx.log.error({ err: error, userId }, 'erased person’s picture not removed'),
      );
  }
}

/** DELETE /admin/people/{userId}: anyone but oneself (that is /account's delete). */
export async function erasePersonAsAdmin(ctx: ActorContext, userId: number): Promise<void> {
  if (userId === ctx.actor.user.id) throw new AppError(400, 'errors.people.cannot_erase_self');
  await erase(ctx, userId, 'admin.people.erase');
}

/**
 * DELETE /account: the person confirms with their password. Not from an impersonated session:
 * an administrator erases from the console, where it is their own audited act.
 */
export async function deleteOwnAccount(ctx: ActorContext, password: string): Promise<void> {
  if (ctx.actor.impersonatorId !== null) throw new Forbidden();
  // Each try hashes: a stolen session may not use this to guess the password (issue 8).
  await enforceLimit(
    ctx.limiter,
    {
      max: ctx.config.limits.costlyActionsPerUserPerHour,
      windowSeconds: HOUR,
      messageKey: 'errors.too_many_requests',
    },
    `account-delete:${ctx.actor.user.id}`,
  );
  if (!(await verifyPassword(ctx.actor.user.passwordHash, password))) {
    throw new Validation({ password: ['validation.current_password_wrong'] });
  }
  await erase(ctx, ctx.actor.user.id, 'account.erase');
}
