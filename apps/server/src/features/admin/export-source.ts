import type { Locale } from '@portal/shared/locales';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveys } from '../../db/schema/surveys.ts';
import { NotFound } from '../../lib/errors.ts';
import type { Cell } from './export-writers.ts';

/*
 * What an export's source is (issue 13, docs/decisions/028-exports.md): a header, a count, and
 * rows a batch at a time, read by keyset pagination so that a job holds one batch in memory
 * whatever the table's size.
 */

/** Rows per read: a survey's batch is this many takings and their answers (about 54 each). */
export const EXPORT_BATCH_SIZE = 500;

export interface ExportSource {
  /** The download's name without the extension, ASCII only. */
  baseName: string;
  header: string[];
  total: number;
  batches(): AsyncIterable<Cell[][]>;
}

export interface SourceContext {
  db: Db;
  locale: Locale;
}

/**
 * Reads pages of EXPORT_BATCH_SIZE rows, each after the last key of the one before, until a short
 * page (keyset pagination: an index seek per page, never OFFSET).
 */
export async function* keyset<Row>(
  page: (after: number | null) => Promise<Row[]>,
  keyOf: (row: Row) => number,
): AsyncIterable<Row[]> {
  let after: number | null = null;
  for (;;) {
    const rows = await page(after);
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH_SIZE) return;
    after = keyOf(rows[rows.length - 1] as Row);
  }
}

export async function surveyOrNotFound(db: Db, surveyId: number) {
  const [survey] = await db.select().from(surveys).where(eq(surveys.id, surveyId));
  if (!survey) throw new NotFound('errors.exports.survey_missing');
  return survey;
}
