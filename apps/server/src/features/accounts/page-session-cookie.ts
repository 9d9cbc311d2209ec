/*
 * The page-session cookie (decision 042). The API knows a person by the bearer token the web app
 * keeps in localStorage; a page request (typing an address, a reload) carries no such header, so
 * the server could not render a signed-in person's page. This cookie holds a copy of that token
 * for page requests only:
 * - HttpOnly: no script reads it, so it adds nothing an XSS could steal that localStorage did
 *   not already hold.
 * - SameSite=Lax: sent on a top-level navigation, never on another site's subrequest.
 * - Read only by the web app's page handler, to render a GET page for its owner: no API route
 *   ever reads it, so no API call gains a cross-site-request-forgery surface.
 * It is set when GET /api/me answers a session it lacks (every signed-in page asks for /me, so
 * sign-in, impersonation and a renewed token all reach it) and removed at logout. A cookie whose
 * session has ended is simply not honoured: the session is checked as for any call.
 */

export const PAGE_SESSION_COOKIE = 'portal_page_session';

const IN_HEADER = new RegExp(`(?:^|;\\s*)${PAGE_SESSION_COOKIE}=([^;]*)`);

/** The token in a request's Cookie header, or null. */
export function pageSessionOf(cookieHeader: string | undefined): string | null {
  const value = cookieHeader?.match(IN_HEADER)?.[1];
  return value ? value : null;
}

/** The bearer token of a request's Authorization header, or null. */
export function bearerTokenOf(authorization: string | undefined): string | null {
  if (!authorization?.startsWith('Bearer ')) return null;
  return authorization.slice(7).trim() || null;
}

const attributes = (secure: boolean) => `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * The Set-Cookie value that stores `token` until its session expires. A JWT's characters
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
