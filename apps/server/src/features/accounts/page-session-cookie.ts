import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cookieReader } from '../../lib/cookies.ts';
import type { Actor } from '../../plugins/auth.ts';

/*
 * The page-session cookie (decision 042). The API knows a person by the bearer token the web app
 * keeps in localStorage; a page request (typing an address, a reload) carries no such header, so
 * the server could not render a signed-in person's page. This cookie names the session for page
 * requests only:
 * - It holds a page token, not the API's: signed under a key of its own (app.pageTokens), so
 *   no API call accepts it, and a cookie copied out of a browser, or logged by a proxy, opens no
 *   account.
 * - HttpOnly: no script reads it. SameSite=Lax: sent on a top-level navigation, never on another
 *   site's subrequest.
 * - Read only by the web app's page handler, to render a GET page for its owner while the session
 *   it names is live: no API route reads it, so no API call gains a cross-site-request-forgery
 *   surface.
 * It is set when a browser's page asks GET /api/me (Sec-Fetch-Site: same-origin) for a session the
 * cookie does not name (every signed-in page asks for /me, so a sign-in, an impersonation and a renewed token all reach it) and removed at logout,
 * and by the page handler when its session has ended.
 */

export const PAGE_SESSION_COOKIE = 'portal_page_session';

const inCookie = cookieReader(PAGE_SESSION_COOKIE);

/** The token in a request's Cookie header, or null. */
export function pageSessionOf(cookieHeader: string | undefined): string | null {
  return inCookie(cookieHeader) || null;
}

const attributes = (secure: boolean) => `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * The Set-Cookie value that stores a page token until its session expires. A JWT's characters
 * (base64url and dots) need no escaping in a cookie.
 */
export function pageSessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  const seconds = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return `${PAGE_SESSION_COOKIE}=${token}; Max-Age=${seconds}; ${attributes(secure)}`;
}

/** The Set-Cookie value that removes the cookie. */
export function clearedPageSessionCookie(secure: boolean): string {
  return `${PAGE_SESSION_COOKIE}=; Max-Age=0; ${attributes(secure)}`;
}

/** Secure whenever the portal is served over HTTPS (its PUBLIC_URL). */
export const isSecureOrigin = (publicUrl: string) => publicUrl.startsWith('https:');

/**
 * The Set-Cookie value that gives a signed-in request's browser a page token for its session,
 * or null when its cookie already names that session.
 */
export function pageSessionCookieFor(
  app: FastifyInstance,
  request: FastifyRequest,
  secure: boolean,
): string | null {
  const actor = request.actor;
  // Only a browser's own page asks with Sec-Fetch-Site: same-origin. Nothing else has pages for
  // the cookie to render (a script, an app, a bench), nor is another site's request given one.
  if (!actor || request.headers['sec-fetch-site'] !== 'same-origin') return null;
  const current = pageSessionOf(request.headers.cookie);
  const named = current ? app.pageTokens.verify(current) : null;
  if (named && named.sid === actor.sessionId && named.sub === actor.user.id) return null;
  return pageSessionCookie(pageTokenOf(app, actor), actor.expiresAt, secure);
}

/** Page tokens this process has signed, by session: at most this many, the oldest out first. */
const KEPT_TOKENS = 20_000;
const signed = new WeakMap<FastifyInstance, Map<string, string>>();

/**
 * The session's page token. Signing one costs more than the rest of GET /api/me, and a client
 * that keeps no cookies (a script, a bench) would have one signed on every call: the token signed
 * last for the session is given again while it holds (its verification is remembered too).
 */
function pageTokenOf(app: FastifyInstance, actor: Actor): string {
  let tokens = signed.get(app);
  if (!tokens) {
    tokens = new Map();
    signed.set(app, tokens);
  }
  const known = tokens.get(actor.sessionId);
  if (known && app.pageTokens.verify(known)) return known;
  const minutes = Math.max(1, Math.ceil((actor.expiresAt.getTime() - Date.now()) / 60_000));
  const token = app.pageTokens.sign(
    {
      sub: actor.user.id,
      sid: actor.sessionId,
      ...(actor.impersonatorId === null ? {} : { imp: actor.impersonatorId }),
    },
    minutes,
  );
  tokens.delete(actor.sessionId);
  tokens.set(actor.sessionId, token);
  if (tokens.size > KEPT_TOKENS) tokens.delete(tokens.keys().next().value as string);
  return token;
}
