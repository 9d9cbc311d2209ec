import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';

/** The form's fields; a 400 naming one of them is a password to fix, not a dead link. */
export const INVITATION_FIELDS = ['newPassword', 'confirmPassword'] as const;

/**
 * Where an accepted invitation goes (issue 11: the server's `next`, such as the 360 dashboard).
 * Only a path of this portal: one that starts with a single "/" and holds no backslash or control
 * character (browsers read "/\host" and "/<tab>/host" as "//host", another site). Anything else
 * goes home.
 */
export function safeNextPath(next: unknown): string {
  const home = paths.home.href();
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//')) return home;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return home;
  const base = 'http://portal.invalid';
  try {
    return new URL(next, base).origin === base ? next : home;
  } catch {
    return home;
  }
}

/**
 * The message of a link that cannot be used (issue 11: unknown, used or expired answers 400
 * `{ message }`), or null when the failure is something else: a password to fix (400 with the
 * fields' errors), too many tries (429), the server or the network. A 400 that names only the
 * token (a mangled link) is a dead link too, told in our own words.
 */
export function deadLinkMessage(error: unknown, fallback: string): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const fields = Object.keys(error.errors);
  if (fields.some((field) => (INVITATION_FIELDS as readonly string[]).includes(field))) {
    return null;
  }
  return fields.length === 0 && error.message ? error.message : fallback;
}
