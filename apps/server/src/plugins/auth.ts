import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { personChangesOf } from '../db/person-changes.ts';
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

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reads `Authorization: Bearer <token>`; the signature, the expiry and the session row must all hold. */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('actor', null);
  const sessionCache = new SessionCache(app.database.notifications);
  app.decorate('sessionCache', sessionCache);
  app.addHook('onClose', async () => sessionCache.stop());
  // A signed-in person's write that succeeded may change what their own pages show: this
  // process forgets those views before it answers, the others hear it within milliseconds
  // (decision 037). Writes to other people's views are told by the database's triggers.
  app.addHook('onSend', async (request, reply) => {
    if (request.actor && reply.statusCode < 400 && !READS.has(request.method)) {
      personChangesOf(app.db).changed(request.actor.user.id);
    }
  });
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
