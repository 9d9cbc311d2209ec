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

export function createSessionTokens(secret: string): SessionTokens {
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    // Tokens verified once are remembered until they expire, so a signed-in call checks its
    // signature once (issue 14). Keyed by the token itself: fast-jwt's default key hashes every
    // token again on every call (2 % of a light call), to keep less in memory, which a few
    // hundred bytes per signed-in person does not need. The same bytes verify the same way.
    cache: 20_000,
    cacheKeyBuilder: (token: string) => token,
  });
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
      try {
        const payload = verifier(token) as Record<string, unknown>;
        if (typeof payload.sub !== 'number' || typeof payload.sid !== 'string') return null;
        if (typeof payload.exp !== 'number') return null;
        return payload as unknown as SessionClaims & { exp: number };
      } catch {
        return null;
      }
    },
  };
}
