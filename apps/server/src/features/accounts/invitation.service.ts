import type { InvitationResponse, PasswordResetFields } from '@portal/shared/accounts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { auditLog, sessions, signInLinks, users } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit, HOUR } from '../../lib/limits.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { sha256 } from '../../lib/secure-tokens.ts';
import type { ServiceContext } from '../../plugins/context.ts';
import { markInvitationOpened } from '../admin/invitation-opened.ts';
import { issueToken } from './sessions.service.ts';
import { createSignInLink, INVITATION_PURPOSE } from './sign-in-links.service.ts';

/** A one-time invitation link (48 h) that lands on `landing` once its owner has set a password. */
export function createInvitationLink(
  ctx: { db: ServiceContext['db']; config: ServiceContext['config'] },
  userId: number,
  landing: string,
): Promise<string> {
  return createSignInLink(ctx.db, { userId, purpose: INVITATION_PURPOSE, landing }).then(
    ({ token }) => `${ctx.config.publicUrl}/invitation/${token}`,
  );
}

/**
 * POST /public/invitation/: spends the invitation once, sets the password and ends the account's
 * waiting, in one transaction; any session of the account ends, as after a reset (whoever holds
 * the mailbox decides). Answers a new session and the path to land on.
 */
export async function acceptInvitation(
  ctx: ServiceContext,
  token: string,
  form: PasswordResetFields,
): Promise<InvitationResponse> {
  // Each try hashes a password: limited per address like a reset (issue 8).
  await enforceLimit(
    ctx.limiter,
    {
      max: ctx.config.limits.resetRequestsPerAddressPerHour,
      windowSeconds: HOUR,
      messageKey: 'errors.too_many_requests',
    },
    `invitation:use:${sha256(ctx.ip)}`,
  );
  const passwordHash = await hashPassword(form.newPassword);
  const link = await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(signInLinks)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(signInLinks.tokenHash, sha256(token)),
          eq(signInLinks.purpose, INVITATION_PURPOSE),
          isNull(signInLinks.usedAt),
          gt(signInLinks.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!used) return null;
    await markInvitationOpened(tx, used.id);
    // The person's other invitations (one per survey, one per publish) are spent with this one.
    await tx
      .update(signInLinks)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(signInLinks.userId, used.userId),
          eq(signInLinks.purpose, INVITATION_PURPOSE),
          isNull(signInLinks.usedAt),
        ),
      );
    await tx
      .update(users)
      .set({ passwordHash, awaitingOwnerSince: null, updatedAt: new Date() })
      .where(eq(users.id, used.userId));
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    await tx.insert(auditLog).values({
      action: 'invitation.accept',
      actorUserId: used.userId,
      targetUserId: used.userId,
      detail: { linkId: used.id },
    });
    return used;
  });
  if (!link) throw new AppError(400, 'errors.invitation_invalid');
  return { token: await issueToken(ctx, link.userId), next: link.landing ?? '/' };
}
