import { createSigner, createVerifier } from 'fast-jwt';

/** What a session token says: whose session it is, and which session row backs it. */
export interface SessionClaims {
  sub: number;
  sid: string;
  /** Present when an administrator acts as this user. */
  imp?: number;
}

export interface SessionTokens {
  sign(claims: SessionClaims, ttlMinutes: number): string;
  /** Null when the signature, the shape or the expiry is wrong. */
  verify(token: string): (SessionClaims & { exp: number }) | null;
}

export interface SessionTokenOptions {
  /** Tokens remembered as verified, oldest first out. */
  maxRemembered?: number;
  now?: () => number;
}

type VerifiedClaims = SessionClaims & { exp: number };

export function createSessionTokens(
  secret: string,
  options: SessionTokenOptions = {},
): SessionTokens {
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'] });
  const maxRemembered = options.maxRemembered ?? 20_000;
  const now = options.now ?? Date.now;
  /*
   * Tokens this process has verified, by their own text, so a signed-in call checks its signature
   * once (issue 14). The same bytes verify the same way under the same secret; the expiry is
   * checked on every call. fast-jwt's own cache hashes every token again on every call (2 % of
   * GET /api/me) and held 1,000, fewer than a survey launch's crowd; a key builder of our own
   * makes it warn at every start (GHSA-rp9m-7r4c-75qg). A few hundred bytes per person.
   */
  const remembered = new Map<string, VerifiedClaims>();

  function checked(token: string): VerifiedClaims | null {
    try {
      const payload = verifier(token) as Record<string, unknown>;
      if (typeof payload.sub !== 'number' || typeof payload.sid !== 'string') return null;
      if (typeof payload.exp !== 'number') return null;
      return payload as unknown as VerifiedClaims;
    } catch {
      return null;
    }
  }

  return {
    sign(claims, ttlMinutes) {
      const signer = createSigner({
        key: secret,
        algorithm: 'HS256',
        expiresIn: ttlMinutes * 60_000,
      });
      return signer({ ...claims });
    },
    verify(token) {
      const known = remembered.get(token);
      if (known) {
        if (known.exp * 1000 > now()) return known;
        remembered.delete(token);
        return null;
      }
      const claims = checked(token);
      if (!claims) return null;
      if (remembered.size >= maxRemembered) {
        const oldest = remembered.keys().next().value;
        if (oldest !== undefined) remembered.delete(oldest);
      }
      remembered.set(token, claims);
      return claims;
    },
  };
}
