import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe random token of 32 bytes, for one-time links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** One-time link tokens are stored only as their SHA-256. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
