import type { TokenResponse } from '@portal/shared/accounts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, impersonationLinks, users } from '../../db/schema/accounts.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimit, HOUR } from '../../lib/limits.ts';
import { randomToken, sha256 } from '../../lib/secure-tokens.ts';
import type { ServiceContext } from '../../plugins/context.ts';
import { issueToken } from './sessions.service.ts';
import { findUserByEmail, findUserById } from './users.queries.ts';

const LINK_MINUTES = 10;
/** An administrator opens a handful of links an hour; a guesser many. */
const LINK_TRIES_PER_ADDRESS_PER_HOUR = 30;

/**
 * Made by an administrator's command (`npm run admin -- impersonate <email>`): a one-time link
 * valid for ten minutes. Answers the link's path and query.
 */
export async function createImpersonationLink(
  db: Db,
  p: { targetEmail: string; adminEmail?: string | undefined; createdBy: string },
): Promise<{ path: string; expiresAt: Date }> {
  const target = await findUserByEmail(db, p.targetEmail);
  if (!target) throw new Error(`No account with the email ${p.targetEmail}`);
  const admin = p.adminEmail ? await findUserByEmail(db, p.adminEmail) : await firstAdmin(db);
  if (!admin?.isAdmin) throw new Error('An administrator account is needed (--admin <email>)');
  const token = randomToken();
  const expiresAt = new Date(Date.now() + LINK_MINUTES * 60_000);
  await db.insert(impersonationLinks).values({
    tokenHash: sha256(token),
    targetUserId: target.id,
    adminUserId: admin.id,
    createdBy: p.createdBy,
    expiresAt,
  });
  const query = new URLSearchParams({ impersonate_user: target.email, token });
  return { path: `/?${query.toString()}`, expiresAt };
}

async function firstAdmin(db: Db) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(users.id)
    .limit(1);
  return row ?? null;
}

/** POST /impersonate: spends the link and signs in as the target, marked as impersonated. */
export async function impersonate(
  ctx: ServiceContext,
  targetEmail: string,
  token: string | undefined,
): Promise<TokenResponse> {
  // A public write: limited per address like the other one-time links (issue 8).
  await enforceLimit(
    ctx.limiter,
    {
      max: LINK_TRIES_PER_ADDRESS_PER_HOUR,
      windowSeconds: HOUR,
      messageKey: 'errors.too_many_requests',
    },
    `impersonate:${sha256(ctx.ip)}`,
  );
  const invalid = new AppError(403, 'errors.impersonation_link_invalid');
  if (!token) throw invalid;
  const target = await findUserByEmail(ctx.db, targetEmail);
  if (!target) throw invalid;
  const [link] = await ctx.db
    .update(impersonationLinks)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(impersonationLinks.tokenHash, sha256(token)),
        eq(impersonationLinks.targetUserId, target.id),
        isNull(impersonationLinks.usedAt),
        gt(impersonationLinks.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!link) throw invalid;
  const admin = await findUserById(ctx.db, link.adminUserId);
  if (!admin?.isAdmin) throw invalid;
  await ctx.db.insert(auditLog).values({
    action: 'impersonation.start',
    actorUserId: admin.id,
    targetUserId: target.id,
    detail: { linkId: link.id, createdBy: link.createdBy, ip: ctx.ip },
  });
  ctx.log.warn({ adminUserId: admin.id, targetUserId: target.id }, 'impersonation started');
  return { token: await issueToken(ctx, target.id, admin.id) };
}
