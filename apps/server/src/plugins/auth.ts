import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { users } from '../db/schema/accounts.ts';
import { SessionCache } from '../features/accounts/session-cache.ts';
import { findActiveSession } from '../features/accounts/sessions.queries.ts';
import { Forbidden, Unauthorized } from '../lib/errors.ts';

export type UserRow = typeof users.$inferSelect;

/** Who is calling: the user, the session their token names, and who impersonates them. */
export interface Actor {
  user: UserRow;
  sessionId: string;
  impersonatorId: number | null;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Sessions this process has checked, forgotten when the database says they changed. */
    sessionCache: SessionCache;
    /** preHandler: 401 unless a valid, live session token is sent. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: as requireUser, then 403 unless the person is an administrator (issue 13). */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

/** Reads `Authorization: Bearer <token>`; the signature, the expiry and the session row must all hold. */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('actor', null);
  const sessionCache = new SessionCache(app.database.notifications);
  app.decorate('sessionCache', sessionCache);
  app.addHook('onClose', async () => sessionCache.stop());
  app.decorate('requireUser', async (request: FastifyRequest) => {
    request.actor = await readActor(request);
    if (!request.actor) throw new Unauthorized();
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    request.actor = await readActor(request);
    if (!request.actor) throw new Unauthorized();
    // Read from the database with the session on every call: a role taken away ends at once.
    if (!request.actor.user.isAdmin) throw new Forbidden();
  });

  async function readActor(request: FastifyRequest): Promise<Actor | null> {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return null;
    const claims = app.sessionTokens.verify(header.slice(7).trim());
    if (!claims) return null;
    const found = await sessionCache.lookup(claims.sid, claims.sub, () =>
      findActiveSession(app.db, claims.sid, claims.sub),
    );
    if (!found) return null;
    return {
      user: found.user,
      sessionId: found.session.id,
      impersonatorId: found.session.impersonatorId,
      expiresAt: found.session.expiresAt,
    };
  }
});

/** The signed-in actor of a route guarded by requireUser. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Unauthorized();
  return request.actor;
}
