/**
 * What the token entry tells the welcome page through the history entry's state (never the
 * address: the one-time token must not stay there).
 */
export interface WelcomeState {
  /** Signed in by the link just now: begin the course at once (platform spec §2). */
  autoBegin?: boolean;
  /** The link could not sign in (spent, expired): shown above the Sign in tabs. */
  signInError?: string;
}

export function readWelcomeState(state: unknown): WelcomeState {
  if (typeof state !== 'object' || state === null) return {};
  const value = state as Record<string, unknown>;
  return {
    autoBegin: value.autoBegin === true,
    signInError: typeof value.signInError === 'string' ? value.signInError : undefined,
  };
}
