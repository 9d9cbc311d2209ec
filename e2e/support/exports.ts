import fs from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { text } from './surveys.ts';

/*
 * The console's exports (issue 13) as an administrator meets them: the Export menu on a page, the
 * progress, the download, and the file opened as a spreadsheet would open it.
 */

/** RFC 4180 as a spreadsheet reads it. */
export function parseCsv(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i];
    if (quoted) {
      if (c === '"' && csv[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && csv[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** A CSV export's rows: UTF-8 with the byte-order mark Excel needs, then RFC 4180. */
export function csvRows(file: Buffer): string[][] {
  expect(file.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  return parseCsv(file.toString('utf8').slice(1));
}

/** An XLSX export's first sheet as a header and rows of values, read back with exceljs. */
export async function xlsxRows(file: Buffer): Promise<{ header: unknown[]; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
  const rows: unknown[][] = [];
  for (let n = 2; n <= sheet.rowCount; n++) rows.push(values(n));
  return { header: values(1), rows };
}

/**
 * Opens the page's Export menu (named `menuName`, the menu's label by default), picks a format,
 * waits for the progress, then downloads: the file's bytes.
 */
export async function exportFromPage(
  page: Page,
  format: 'csv' | 'xlsx',
  locale = 'en_GB',
  menuName = text(locale, 'admin', 'exports.menu_label'),
): Promise<Buffer> {
  const words = (key: string) => text(locale, 'admin', key);
  await page.getByRole('button', { name: menuName }).click();
  await page.getByRole('menuitem', { name: words(`exports.as_${format}`) }).click();
  const download = page.getByRole('button', { name: new RegExp(`^${words('exports.download')} `) });
  // The bar shows while the job is queued or running; a small export may already be done.
  await expect(
    page.getByRole('progressbar', { name: words('exports.progress_label') }).or(download),
  ).toBeVisible();
  await expect(download).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: words('exports.see_all') })).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(new RegExp(`-\\d{4}-\\d{2}-\\d{2}\\.${format}$`));
  return fs.readFile((await file.path())!);
}
