import type pg from 'pg';
import type { Acknowledged } from './survey-takers.ts';

export interface LostAnswerCheck {
  /** Distinct (taking, section) pairs the server acknowledged. */
  acknowledged: number;
  /** Of them: answers all there, in the order sent. */
  intact: number;
  /** No answer stored for the section. */
  missing: number;
  /** Some answers stored, but not as many as sent. */
  short: number;
  /** As many as sent, in another order. */
  reordered: number;
  /** Sections stored that no 2xx acknowledged (a reply lost in transit, or cut at the end). */
  storedUnacknowledged: number;
  examples: string[];
}

/**
 * Every section submit the server acknowledged must have its answers in the database: as many
 * as were sent, ranked in the order sent (rank 1 first).
 */
export async function checkLostAnswers(
  db: pg.Client,
  acknowledged: Acknowledged[],
): Promise<LostAnswerCheck> {
  const expected = new Map<string, number[]>();
  for (const a of acknowledged) expected.set(`${a.surveyUserId}:${a.sectionId}`, a.statementIds);
  // The bench's database holds nothing else: every section stored is one of its people's.
  const { rows } = await db.query<{ survey_user_id: number; section_id: number; ranked: string }>(
    `select a.survey_user_id, st.section_id,
            string_agg(a.statement_id::text, ',' order by a.rank) as ranked
       from answers a join statements st on st.id = a.statement_id
      group by 1, 2`,
  );
  const stored = new Map(rows.map((r) => [`${r.survey_user_id}:${r.section_id}`, r.ranked]));
  const check: LostAnswerCheck = {
    acknowledged: expected.size,
    intact: 0,
    missing: 0,
    short: 0,
    reordered: 0,
    storedUnacknowledged: 0,
    examples: [],
  };
  for (const [key, sent] of expected) {
    const found = stored.get(key)?.split(',').map(Number);
    let problem: 'missing' | 'short' | 'reordered' | undefined;
    if (!found) problem = 'missing';
    else if (found.length !== sent.length) problem = 'short';
    else if (found.some((id, i) => id !== sent[i])) problem = 'reordered';
    if (!problem) {
      check.intact += 1;
      continue;
    }
    check[problem] += 1;
    if (check.examples.length < 5)
      check.examples.push(
        `${problem} taking:section ${key}: sent ${sent.length}, stored ${found?.length ?? 0}`,
      );
  }
  for (const key of stored.keys()) if (!expected.has(key)) check.storedUnacknowledged += 1;
  return check;
}
