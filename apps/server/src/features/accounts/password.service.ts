import type {
  MessageResponse,
  PasswordRequestBodySchema,
  PasswordResetFormSchema,
  TokenResponse,
  UpdatePasswordFormSchema,
} from '@portal/shared/accounts';
import { EmailSchema } from '@portal/shared/accounts';
import { isLocale } from '@portal/shared/locales';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { passwordResets } from '../../db/schema/accounts.ts';
import { AppError, Validation } from '../../lib/errors.ts';
import { translator } from '../../lib/i18n.ts';
import { enforceLimit, HOUR } from '../../lib/limits.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { randomToken, sha256 } from '../../lib/secure-tokens.ts';
import type { ActorContext, ServiceContext } from '../../plugins/context.ts';
import { clearAccountFailures } from './login-limits.ts';
import { passwordResetMail } from './password-reset.mail.ts';
import { assertOwnAccount } from './profile.service.ts';
import { deleteUserSessions } from './sessions.queries.ts';
import { restartSessions } from './sessions.service.ts';
import { findUserByEmail, storeResetLink, updateUser } from './users.queries.ts';

const RESET_LINK_MINUTES = 60;

export async function changePassword(
  ctx: ActorContext,
  userId: number,
  form: z.output<typeof UpdatePasswordFormSchema>,
): Promise<TokenResponse> {
  assertOwnAccount(ctx, userId);
  if (!(await verifyPassword(ctx.actor.user.passwordHash, form.oldPassword))) {
    throw new Validation({ oldPassword: ['validation.current_password_wrong'] });
  }
  await updateUser(ctx.db, userId, { passwordHash: await hashPassword(form.newPassword) });
  // Every other device is signed out; this one carries on with a new token.
  return { token: await restartSessions(ctx) };
}

/**
 * Answers the same whether or not the address has an account (issue 2), after the same work
 * (issue 8: the known path used to take longer): the limits are counted, the answer goes, and
 * only then is the link stored and mailed. At most a few mails an hour per address asked for,
 * counted whether or not it has an account, so the limit tells nothing either.
 */
export async function requestPasswordReset(
  ctx: ServiceContext,
  form: z.output<typeof PasswordRequestBodySchema>['passwordRequestForm'],
): Promise<MessageResponse> {
  const { limits } = ctx.config;
  await enforceLimit(
    ctx.limiter,
    {
      max: limits.resetRequestsPerAddressPerHour,
      windowSeconds: HOUR,
      messageKey: 'errors.too_many_requests',
    },
    `reset:address:${sha256(ctx.ip)}`,
  );
  await enforceLimit(
    ctx.limiter,
    {
      max: limits.resetMailsPerAccountPerHour,
      windowSeconds: HOUR,
      messageKey: 'errors.too_many_reset_mails',
    },
    `reset:account:${form.username}`,
  );
  ctx.background.run('reset link', () => mailResetLink(ctx, form));
  return { message: ctx.t('messages.reset_requested') };
}

/** Stores a one-time link for the account with that email, if there is one, and mails it. */
async function mailResetLink(
  ctx: ServiceContext,
  form: z.output<typeof PasswordRequestBodySchema>['passwordRequestForm'],
): Promise<void> {
  const token = randomToken();
  const target = await storeResetLink(
    ctx.db,
    form.username,
    sha256(token),
    new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
  );
  if (!target) return;
  const link = `${resetLinkBase(ctx.config.publicUrl, form.origin)}/reset-password/${encodeURIComponent(target.email)}/${token}`;
  const locale = isLocale(target.locale) ? target.locale : ctx.locale;
  await ctx.mailer.send(
    passwordResetMail(translator(locale), { to: target.email, name: target.firstName, link }),
  );
}

/**
 * Where a reset link starts: always PUBLIC_URL's scheme and host, never what the request says
 * (issue 8: a forged Host header mailed victims a link to the attacker). The `origin` field may
 * only choose a path under PUBLIC_URL on our own site.
 */
export function resetLinkBase(publicUrl: string, origin: string | undefined): string {
  if (!origin) return publicUrl;
  const ours = new URL(publicUrl);
  let asked: URL;
  try {
    asked = new URL(origin, `${publicUrl}/`);
  } catch {
    return publicUrl;
  }
  if (asked.origin !== ours.origin) return publicUrl;
  const base = ours.pathname.replace(/\/+$/, '');
  const path = asked.pathname.replace(/\/+$/, '');
  return path === base || path.startsWith(`${base}/`) ? `${ours.origin}${path}` : publicUrl;
}

export async function resetPassword(
  ctx: ServiceContext,
  params: { email: string; token: string },
  form: z.output<typeof PasswordResetFormSchema>,
): Promise<MessageResponse> {
  // Each try hashes a password: costly, so limited per address like the request.
  await enforceLimit(
    ctx.limiter,
    {
      max: ctx.config.limits.resetRequestsPerAddressPerHour,
      windowSeconds: HOUR,
      messageKey: 'errors.too_many_requests',
    },
    `reset:use:${sha256(ctx.ip)}`,
  );
  const invalid = new AppError(400, 'errors.reset_link_invalid');
  const email = EmailSchema.safeParse(params.email);
  if (!email.success) throw invalid;
  const user = await findUserByEmail(ctx.db, email.data);
  if (!user) throw invalid;
  const passwordHash = await hashPassword(form.newPassword);
  // Mark the link used in the same statement that finds it, so it works exactly once.
  const used = await ctx.db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(params.token)),
        eq(passwordResets.userId, user.id),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning({ id: passwordResets.id });
  if (used.length === 0) throw invalid;
  // A reset proves the mailbox: an account waiting for its owner has found them (decision 023).
  await updateUser(ctx.db, user.id, { passwordHash, awaitingOwnerSince: null });
  await deleteUserSessions(ctx.db, user.id);
  // Whoever reset the password holds the mailbox: the failures that led here no longer count.
  await clearAccountFailures(ctx.limiter, user.email, ctx.ip);
  return { message: ctx.t('messages.password_reset_done') };
}
