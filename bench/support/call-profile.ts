import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { insertPeople } from './bench-app.ts';
import { captureQueries, explain, isRead } from './query-capture.ts';

/*
 * The statements one survey-taking call sends to PostgreSQL (round trips) and what the reads
 * among them cost (EXPLAIN ANALYZE), for a new person on the database a capacity run left: an
 * app in this process on the same database, called through inject (the whole request, no
 * socket). Writes are counted, not explained (EXPLAIN ANALYZE would run them again).
 */

export interface CallProfile {
  call: string;
  statements: number;
  reads: number;
  readMs: number;
  slowest: { text: string; ms: number; plan: string } | null;
}

export async function profileCalls(
  env: Record<string, string>,
  db: pg.Client,
  survey: { id: number; firstSectionId: number },
): Promise<CallProfile[]> {
  const app = await buildApp(loadConfig({ ...env, LOG_LEVEL: 'silent', JOB_WORKER: 'false' }));
  await app.ready();
  try {
    const [person] = await insertPeople(app, 1, `profile${Date.now()}`);
    const [taking] = (
      (await app.db.execute(sql`
        insert into survey_users (survey_id, user_id, is_authorized)
        values (${survey.id}, ${person!.id}, true) returning id`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const headers = { authorization: `Bearer ${person!.token}` };
    const call = async (method: 'GET' | 'PATCH', url: string, payload?: unknown) => {
      const res = await app.inject({ method, url, headers, payload: payload as object });
      if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode}`);
      return res.json();
    };
    // A first call warms the caches a running server has warm (structure, session).
    let statementIds: number[] = [];
    const read = () =>
      call('GET', `/api/eq/section/id/${survey.firstSectionId}/statements/`).then((r) => {
        statementIds = (r as { id: number }[]).map((s) => s.id);
      });
    await read();
    const calls: [string, () => Promise<unknown>][] = [
      ['statements', read],
      [
        'submit',
        () =>
          call('PATCH', `/api/eq/survey/user/${taking!.id}/submit/`, {
            statements: statementIds.map((statementId) => ({ statementId })),
          }),
      ],
      ['progress', () => call('GET', `/api/eq/survey/user/${taking!.id}/progress/`)],
    ];
    const out: CallProfile[] = [];
    for (const [name, run] of calls) {
      const sent = await captureQueries(
        async () => {
          await run();
        },
        { distinct: false },
      );
      // A WITH that inserts, updates or deletes is a write.
      const reads = sent.filter((q) => isRead(q.text));
      let readMs = 0;
      let slowest: CallProfile['slowest'] = null;
      for (const q of reads) {
        await explain(db, q);
        const { plan, executionMs } = await explain(db, q);
        readMs += executionMs;
        if (!slowest || executionMs > slowest.ms) slowest = { text: q.text, ms: executionMs, plan };
      }
      out.push({ call: name, statements: sent.length, reads: reads.length, readMs, slowest });
    }
    return out;
  } finally {
    await app.close();
  }
}
