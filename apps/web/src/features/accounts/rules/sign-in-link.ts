import { ApiError } from '../../../lib/api-client';

interface FailureTexts {
  /** A link that cannot sign anyone in, in our words (errors.sign_in_link_invalid). */
  deadLink: string;
  /** Anything that went wrong on the way: the server failed, the network is down. */
  failed: string;
}

/**
 * What the sign-in link page says when the link did not sign anyone in: the server's own,
 * translated words for a used, expired or unknown link (403) and for too many tries (429); our
 * words for a token the server would not even read (400, a mangled link) and for a failure of
 * the server (whose 5xx message names only a request id) or the network.
 */
export function signInLinkFailure(error: unknown, texts: FailureTexts): string {
  if (!(error instanceof ApiError)) return texts.failed;
  if (error.status === 400) return texts.deadLink;
  if (error.status < 500 && error.message) return error.message;
  return error.status === 403 ? texts.deadLink : texts.failed;
}

/**
 * Whether trying the same link again could work: not when the server refused the link itself
 * (403: used, expired or unknown; 400: no token), only after a failure on the way.
 */
export function canRetrySignInLink(error: unknown): boolean {
  return !(error instanceof ApiError && (error.status === 403 || error.status === 400));
}
