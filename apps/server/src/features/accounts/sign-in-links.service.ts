import type { SignInLinkResponse } from '@portal/shared/accounts';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, signInLinks } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit, HOUR } from '../../lib/limits.ts';
import { randomToken, sha256 } from '../../lib/secure-tokens.ts';
import type { ServiceContext } from '../../plugins/context.ts';
import { markInvitationOpened } from '../admin/invitation-opened.ts';
import { issueToken } from './sessions.service.ts';

/**
 * One-time sign-in links (issue 10): the token a mail or an administrator hands out travels in a
 * URL once, is kept only as its SHA-256, and is spent for a normal session, which never travels in
 * a URL. Two days is long enough to open an invitation the next working day, short enough that a
 * forwarded or logged mail is soon worthless (docs/decisions/018).
 */
export const SIGN_IN_LINK_HOURS = 48;

/** The purpose of an invitation link: only POST /public/invitation/ spends it (it sets a password). */
export const INVITATION_PURPOSE = 'invitation';

export async function createSignInLink(
  db: Db,
  p: { userId: number; purpose: string; hours?: number; landing?: string },
): Promise<{ token: string; expiresAt: Date; id: number }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + (p.hours ?? SIGN_IN_LINK_HOURS) * 3_600_000);
  const [row] = await db
    .insert(signInLinks)
    .values({
      tokenHash: sha256(token),
      userId: p.userId,
      purpose: p.purpose,
      landing: p.landing ?? null,
      expiresAt,
    })
    .returning({ id: signInLinks.id });
  return { token, expiresAt, id: row!.id };
}

/**
 * A one-time link that signs its person in and lands on `landing` (a reminder's page), at
 * `PUBLIC_URL/sign-in/{token}`; the web page spends it with POST /public/sign-in-link/.
 */
export async function createLandingSignInLink(
  ctx: { db: Db; config: { publicUrl: string } },
  p: { userId: number; purpose: string; landing: string },
): Promise<string> {
  const { token } = await createSignInLink(ctx.db, p);
  return `${ctx.config.publicUrl}/sign-in/${token}`;
}

/** POST /public/sign-in-link/: spends the link, once, for a session of its person. */
export async function useSignInLink(
  ctx: ServiceContext,
  token: string,
): Promise<SignInLinkResponse> {
  // A public write: limited per address like the other one-time links (issue 8).
  await enforceLimit(
    ctx.limiter,
    {
      max: ctx.config.limits.resetRequestsPerAddressPerHour,
      windowSeconds: HOUR,
      messageKey: 'errors.too_many_requests',
    },
    `sign-in-link:use:${sha256(ctx.ip)}`,
  );
  const [link] = await ctx.db
    .update(signInLinks)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(signInLinks.tokenHash, sha256(token)),
        ne(signInLinks.purpose, INVITATION_PURPOSE),
        isNull(signInLinks.usedAt),
        gt(signInLinks.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!link) throw new AppError(403, 'errors.sign_in_link_invalid');
  await markInvitationOpened(ctx.db, link.id);
  await ctx.db.insert(auditLog).values({
    action: 'sign-in-link.use',
    actorUserId: link.userId,
    targetUserId: link.userId,
    detail: { linkId: link.id, purpose: link.purpose },
  });
  return { token: await issueToken(ctx, link.userId), next: link.landing };
}
