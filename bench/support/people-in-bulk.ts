import { sql } from 'drizzle-orm';
import type { App } from '../../apps/server/src/app.ts';

/**
 * Thousands of signed-in people in three statements (insertPeople opens their sessions one by
 * one, too slow for the tens of thousands a submit run needs): users, one session each, and a
 * token the app signs for it. Tokens are good on any process sharing the app's JWT secret.
 */
export async function insertPeopleInBulk(
  app: App,
  count: number,
  prefix: string,
): Promise<{ id: number; token: string }[]> {
  const rows = (
    (await app.db.execute(sql`
      with people as (
        insert into users (email, password_hash, first_name, last_name, locale, dob, gender, nationality_id, industry_id)
        select ${prefix} || '.' || g || '@bench.example', 'not-a-hash', 'Bench', 'Person' || g, 'en_GB', '1990-01-01', 0, 1, 1
          from generate_series(1, ${count}) g
        returning id)
      insert into sessions (user_id, expires_at)
      select id, now() + interval '1 day' from people
      returning user_id, id`)) as unknown as { rows: { user_id: number; id: string }[] }
  ).rows;
  return rows
    .map((r) => ({
      id: Number(r.user_id),
      token: app.sessionTokens.sign({ sub: Number(r.user_id), sid: r.id }, 1440),
    }))
    .sort((a, b) => a.id - b.id);
}
