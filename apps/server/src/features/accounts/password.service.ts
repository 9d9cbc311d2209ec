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
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { randomToken, sha256 } from '../../lib/secure-tokens.ts';
import type { ActorContext, ServiceContext } from '../../plugins/context.ts';
import { clearAccountFailures } from './login-limits.ts';
import { passwordResetMail } from './password-reset.mail.ts';
import { assertOwnAccount } from './profile.service.ts';
import { deleteUserSessions } from './sessions.queries.ts';
import { restartSessions } from './sessions.service.ts';
import { findUserByEmail, updateUser } from './users.queries.ts';

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
 * Answers the same whether or not the address has an account (issue 2), and sends the mail
 * off the request path so the timing does not tell either.
 */
export async function requestPasswordReset(
  ctx: ServiceContext,
  form: z.output<typeof PasswordRequestBodySchema>['passwordRequestForm'],
): Promise<MessageResponse> {
  const user = await findUserByEmail(ctx.db, form.username);
  if (user) {
    const token = randomToken();
    await ctx.db
      .delete(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await ctx.db.insert(passwordResets).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
    });
    const link = `${linkOrigin(ctx, form.origin)}/reset-password/${encodeURIComponent(user.email)}/${token}`;
    const locale = isLocale(user.locale) ? user.locale : ctx.locale;
    const mail = passwordResetMail(translator(locale), {
      to: user.email,
      name: user.firstName,
      link,
    });
    ctx.mailer.send(mail).catch((error) => ctx.log.error({ err: error }, 'reset mail not sent'));
  }
  return { message: ctx.t('messages.reset_requested') };
}

/** A link may point back to the origin the browser came from only when it is ours. */
function linkOrigin(ctx: ServiceContext, origin: string | undefined): string {
  const allowed = new Set([ctx.config.publicUrl, ctx.requestOrigin]);
  return origin && allowed.has(origin.replace(/\/$/, ''))
    ? origin.replace(/\/$/, '')
    : ctx.config.publicUrl;
}

export async function resetPassword(
  ctx: ServiceContext,
  params: { email: string; token: string },
  form: z.output<typeof PasswordResetFormSchema>,
): Promise<MessageResponse> {
  const invalid = new AppError(400, 'errors.reset_link_invalid');
  const email = EmailSchema.safeParse(params.email);
  if (!email.success) throw invalid;
  const user = await findUserByEmail(ctx.db, email.data);
  if (!user) throw invalid;
  const passwordHash = await hashPassword(form.password);
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
  await updateUser(ctx.db, user.id, { passwordHash });
  await deleteUserSessions(ctx.db, user.id);
  // Whoever reset the password holds the mailbox: the failures that led here no longer count.
  await clearAccountFailures(ctx.db, user.email);
  return { message: ctx.t('messages.password_reset_done') };
}
