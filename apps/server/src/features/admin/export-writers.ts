import { once } from 'node:events';
import fs from 'node:fs';
import type { ExportFormat } from '@portal/shared/admin-exports';
import ExcelJS from 'exceljs';

/*
 * The two file formats of an export (issue 13), each written row by row to a file so that 100,000
 * rows never sit in memory at once (docs/decisions/028-exports.md).
 */

export type Cell = string | number | boolean | Date | null | undefined;

export interface RowWriter {
  /** Writes one row; resolves when the file can take more (backpressure). */
  row(cells: readonly Cell[]): Promise<void>;
  /** Finishes the file and closes it. */
  close(): Promise<void>;
  /** Closes the file after a failure (the caller removes it). */
  abort(): Promise<void>;
}

/*
 * A cell that a spreadsheet would read as a formula (=, +, -, @, and tab or carriage return, which
 * some spreadsheets skip before one) gets a leading apostrophe (OWASP "CSV Injection"): a
 * participant's name must never run as a formula on the administrator's machine.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  if (typeof cell === 'string') return guardFormula(cell);
  // A number or boolean is data, never a formula (a negative number keeps its minus).
  return String(cell);
}

/** RFC 4180: a field with a quote, comma, CR or LF is quoted, its quotes doubled. */
export function csvField(cell: Cell): string {
  const text = cellText(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly Cell[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

/** UTF-8 with a byte-order mark, which Excel needs to read the file as UTF-8; CRLF line ends. */
function csvWriter(file: string): RowWriter {
  const out = fs.createWriteStream(file);
  // Lines are gathered a few dozen kilobytes at a time: one write call per row is slow.
  let pending = '\uFEFF';
  const flush = async () => {
    if (!pending) return;
    const chunk = pending;
    pending = '';
    if (!out.write(chunk)) await once(out, 'drain');
  };
  return {
    async row(cells) {
      pending += csvLine(cells);
      if (pending.length >= 64 * 1024) await flush();
    },
    async close() {
      await flush();
      out.end();
      await once(out, 'finish');
    },
    async abort() {
      out.destroy();
    },
  };
}

/**
 * exceljs's streaming writer: each row is committed (serialised to the zip stream) as it comes, and
 * strings are written inline rather than into a shared-strings table that would grow with the file.
 * A string cell is never a formula in XLSX, so no guard is needed there.
 */
function xlsxWriter(file: string): RowWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Export');
  return {
    async row(cells) {
      sheet.addRow(cells.map((c) => (c === undefined ? null : c))).commit();
    },
    async close() {
      sheet.commit();
      await workbook.commit();
    },
    async abort() {
      // The zip stream closes its file once committed; a half-written file is removed by the caller.
      await workbook.commit().catch(() => undefined);
    },
  };
}

export function createRowWriter(format: ExportFormat, file: string): RowWriter {
  return format === 'csv' ? csvWriter(file) : xlsxWriter(file);
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
