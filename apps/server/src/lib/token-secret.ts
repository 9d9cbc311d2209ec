import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema/settings.ts';

/**
 * JWT_SECRET when set; otherwise one random secret kept in the database, so every server on
 * the same database accepts the same tokens and `npm start` needs no configuration.
 */
export async function resolveTokenSecret(config: Config, db: Db): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const key = 'token_secret';
  await db
    .insert(appSettings)
    .values({ key, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  if (!row) throw new Error('Could not read the token secret');
  return row.value;
}

/**
 * The key of the page-session cookie's tokens (decision 042), derived from the session tokens'
 * secret: every server agrees on it without configuration, and a token signed with one key never
 * verifies under the other.
 */
export function pageTokenSecret(tokenSecret: string): string {
  return createHmac('sha256', tokenSecret).update('portal page-session tokens').digest('base64url');
}
