import { ApiError } from '../../../lib/api-client';

/** The form's fields; a 400 naming one of them is a password to fix, not a dead link. */
export const INVITATION_FIELDS = ['newPassword', 'confirmPassword'] as const;

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
