import type { SessionCheckResponse } from '@portal/shared/accounts';
import type { ActorContext, ServiceContext } from '../../plugins/context.ts';
import { deleteSession, deleteUserSessions, insertSession } from './sessions.queries.ts';

/** Opens a session row and signs a token that names it. */
export async function issueToken(
  ctx: ServiceContext,
  userId: number,
  impersonatorId: number | null = null,
): Promise<string> {
  const ttl = ctx.config.tokenTtlMinutes;
  const session = await insertSession(ctx.db, {
    userId,
    impersonatorId,
    expiresAt: new Date(Date.now() + ttl * 60_000),
  });
  return ctx.sessionTokens.sign(
    { sub: userId, sid: session.id, ...(impersonatorId ? { imp: impersonatorId } : {}) },
    ttl,
  );
}

/** Replaces the caller's session with a fresh one (profile update answers a new token). */
export async function rotateToken(ctx: ActorContext): Promise<string> {
  const token = await issueToken(ctx, ctx.actor.user.id, ctx.actor.impersonatorId);
  await deleteSession(ctx.db, ctx.actor.sessionId);
  return token;
}

/** Ends every session of the user and opens one new one (password change). */
export async function restartSessions(ctx: ActorContext): Promise<string> {
  await deleteUserSessions(ctx.db, ctx.actor.user.id);
  return issueToken(ctx, ctx.actor.user.id, ctx.actor.impersonatorId);
}

export async function logout(ctx: ActorContext): Promise<void> {
  await deleteSession(ctx.db, ctx.actor.sessionId);
}

export function checkSession(ctx: ActorContext): SessionCheckResponse {
  return { active: true, expiresAt: ctx.actor.expiresAt.toISOString() };
}
