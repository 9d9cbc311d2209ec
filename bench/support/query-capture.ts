import pg from 'pg';

/*
 * The SQL an in-process server sends while a few requests run, caught on node-postgres itself
 * (every driver call ends in Client#query), so a bench can EXPLAIN exactly what a route runs
 * instead of a copy of its query that may drift from the code.
 */

export interface CapturedQuery {
  text: string;
  values: unknown[];
}

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

/** Each distinct text once (with the values it was first sent with), or every round trip. */
export async function captureQueries(
  run: () => Promise<void>,
  options: { distinct: boolean } = { distinct: true },
): Promise<CapturedQuery[]> {
  const seen = new Map<string, CapturedQuery>();
  const all: CapturedQuery[] = [];
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : (first as { text?: string })?.text;
    // drizzle passes `({ text, rowMode, types }, values)`; others `(text, values)` or `({ text, values })`.
    const values =
      typeof first === 'string' ? second : ((first as { values?: unknown[] }).values ?? second);
    if (text) {
      const query = { text, values: Array.isArray(values) ? values : [] };
      all.push(query);
      if (!seen.has(text)) seen.set(text, query);
    }
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    proto.query = original;
  }
  return options.distinct ? [...seen.values()] : all;
}

/** A statement that only reads (a WITH that inserts, updates or deletes is a write). */
export const isRead = (text: string) =>
  /^\s*(select|with)\b/i.test(text) && !/\b(insert|update|delete)\b/i.test(text);

/**
 * EXPLAIN (ANALYZE, BUFFERS) of one caught query, in a transaction rolled back after it (ANALYZE
 * runs the statement); answers the plan's text and its execution time in ms.
 */
export async function explain(
  db: pg.Client,
  query: CapturedQuery,
): Promise<{ plan: string; executionMs: number }> {
  await db.query('begin');
  try {
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${query.text}`,
      query.values,
    );
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
    return { plan, executionMs };
  } finally {
    await db.query('rollback');
  }
}
