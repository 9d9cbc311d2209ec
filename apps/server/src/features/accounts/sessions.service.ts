import type { SessionCheckResponse } from '@portal/shared/accounts';
import type { ActorContext, ServiceContext } from '../../plugins/context.ts';
import { deleteSession, deleteUserSessions, insertSession } from './sessions.queries.ts';

/** An administrator acting as someone gets an hour, not a working day (hardening issue). */
export const IMPERSONATION_MINUTES = 60;

/**
 * Opens a session row and signs a token that names it. `notAfter` caps the expiry: a replaced
 * impersonated session keeps its end, so rotating cannot stretch the hour.
 */
export async function issueToken(
  ctx: ServiceContext,
  userId: number,
  impersonatorId: number | null = null,
  notAfter?: Date,
): Promise<string> {
  const now = Date.now();
  const minutes = impersonatorId
    ? Math.min(ctx.config.tokenTtlMinutes, IMPERSONATION_MINUTES)
    : ctx.config.tokenTtlMinutes;
  const expiresAt = Math.min(
    now + minutes * 60_000,
    notAfter?.getTime() ?? Number.POSITIVE_INFINITY,
  );
  const session = await insertSession(ctx.db, {
    userId,
    impersonatorId,
    expiresAt: new Date(expiresAt),
  });
  return ctx.sessionTokens.sign(
    { sub: userId, sid: session.id, ...(impersonatorId ? { imp: impersonatorId } : {}) },
    (expiresAt - now) / 60_000,
  );
}

/** The end a replacement session must not pass: only impersonated sessions keep theirs. */
const keptEnd = (ctx: ActorContext) => (ctx.actor.impersonatorId ? ctx.actor.expiresAt : undefined);

/** Replaces the caller's session with a fresh one (profile update answers a new token). */
export async function rotateToken(ctx: ActorContext): Promise<string> {
  const token = await issueToken(ctx, ctx.actor.user.id, ctx.actor.impersonatorId, keptEnd(ctx));
  await deleteSession(ctx.db, ctx.actor.sessionId);
  return token;
}

/** Ends every session of the user and opens one new one (password change). */
export async function restartSessions(ctx: ActorContext): Promise<string> {
  await deleteUserSessions(ctx.db, ctx.actor.user.id);
  return issueToken(ctx, ctx.actor.user.id, ctx.actor.impersonatorId, keptEnd(ctx));
}

export async function logout(ctx: ActorContext): Promise<void> {
  await deleteSession(ctx.db, ctx.actor.sessionId);
}

export function checkSession(ctx: ActorContext): SessionCheckResponse {
  return { active: true, expiresAt: ctx.actor.expiresAt.toISOString() };
}
