import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import path from 'node:path';

/*
 * The database's own limit for a section submit (issue 14): pgbench running the transaction the
 * server's submit runs (features/surveys/submit.service.ts, submitSection, with the queries of
 * taking.queries.ts), and nothing else:
 *   BEGIN;
 *   claimSection:    INSERT INTO section_submissions ... ON CONFLICT DO NOTHING RETURNING section_id
 *   insertAnswers:   INSERT INTO answers (survey_user_id, statement_id, rank) VALUES x18
 *   touchSurveyUser: UPDATE survey_users SET last_reviewed_at = now() WHERE id = ...
 *   COMMIT;
 * (the reads the server makes before it, to check the taker and the section, are the server's
 * own cost, not part of the transaction the issue compares with). Each transaction claims the
 * first section of a different, unsubmitted taking, as each server request does: a client's
 * n-th transaction takes number (n - 1) * clients + client_id, permuted over the seeded range
 * so that successive transactions touch takings spread over the table like real traffic.
 */

export interface PgbenchResult {
  tps: number;
  transactions: number;
  /** Failed transactions, and clients pgbench stopped on an error (a taking claimed twice). */
  failed: number;
  p50: number;
  p99: number;
  latencyAverage: number;
  /** pgbench's own lines, kept when something went wrong. */
  output: string;
}

/** The script for pgbench, as text: one transaction per run of the script. */
export function submitScript(section: { id: number; statementIds: number[] }): string {
  const values = section.statementIds.map((s, i) => `(:taking, ${s}, ${i + 1})`).join(', ');
  return [
    '\\set n :n + 1',
    '\\set taking :first + permute((:n - 1) * :clients + :client_id, :count)',
    'BEGIN;',
    // \gset fails on no row: a taking claimed already stops the client (counted as failed).
    `INSERT INTO section_submissions (survey_user_id, section_id) VALUES (:taking, ${section.id}) ON CONFLICT DO NOTHING RETURNING section_id AS claimed \\gset`,
    `INSERT INTO answers (survey_user_id, statement_id, rank) VALUES ${values};`,
    'UPDATE survey_users SET last_reviewed_at = now() WHERE id = :taking;',
    'COMMIT;',
    '',
  ].join('\n');
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0;

/** Writes the script into `folder` and runs pgbench with it; latencies from its per-transaction log. */
export async function runPgbenchSubmit(options: {
  databaseUrl: string;
  folder: string;
  section: { id: number; statementIds: number[] };
  takings: { firstId: number; lastId: number };
  clients: number;
  threads: number;
  seconds: number;
}): Promise<PgbenchResult> {
  const { databaseUrl, folder, section, takings, clients, threads, seconds } = options;
  const script = path.join(folder, 'section-submit.sql');
  await fs.writeFile(script, submitScript(section));
  const logPrefix = path.join(folder, 'pgbench-log');
  const args = [
    '-n',
    ...['-c', String(clients), '-j', String(threads), '-T', String(seconds)],
    ...['-D', 'n=0', '-D', `clients=${clients}`],
    ...['-D', `first=${takings.firstId}`, '-D', `count=${takings.lastId - takings.firstId + 1}`],
    ...['-f', script, '--log', `--log-prefix=${logPrefix}`],
    databaseUrl,
  ];
  const child = spawn(process.env.PGBENCH ?? 'pgbench', args, { cwd: folder });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = (await once(child, 'exit')) as [number | null];
  const number = (pattern: RegExp) => Number(output.match(pattern)?.[1] ?? Number.NaN);
  if (code !== 0 && !output.includes('tps =')) throw new Error(`pgbench failed:\n${output}`);

  // Log lines: client_id transaction_no latency_us script_no epoch_s epoch_us.
  const latencies: number[] = [];
  for (const file of await fs.readdir(folder)) {
    if (!file.startsWith('pgbench-log')) continue;
    for (const line of (await fs.readFile(path.join(folder, file), 'utf8')).split('\n')) {
      const latencyUs = Number(line.split(' ')[2]);
      if (Number.isFinite(latencyUs) && line) latencies.push(latencyUs / 1000);
    }
    await fs.rm(path.join(folder, file));
  }
  latencies.sort((a, b) => a - b);
  return {
    tps: number(/tps = ([\d.]+)/),
    transactions: number(/actually processed: (\d+)/),
    failed:
      (number(/number of failed transactions: (\d+)/) || 0) +
      (output.match(/aborted in command/g)?.length ?? 0),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    latencyAverage: number(/latency average = ([\d.]+) ms/),
    output,
  };
}
