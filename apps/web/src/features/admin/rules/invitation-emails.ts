import { EmailSchema } from '@portal/shared/accounts';

/*
 * The addresses an administrator pastes or uploads to invite (issue 13): read in the browser, each
 * checked by the same schema as the API, so the wrong ones are seen before anything is sent.
 */

export interface ReadAddresses {
  /** Valid, lower case, each once, in the order given. */
  valid: string[];
  /** What could not be read as an address, as it was written, each once. */
  invalid: { text: string; message: string }[];
  /** Addresses given more than once (after case folding): sent once. */
  repeated: number;
}

/** "Ann <ann@example.com>" (a mail program's copy) reads as its address. */
const unwrap = (s: string) => s.match(/<([^<>]+)>\s*$/)?.[1] ?? s;

/** Checks a list of entries: valid ones folded and deduplicated, the others kept to show. */
export function checkAddresses(entries: string[]): ReadAddresses {
  const valid: string[] = [];
  const seen = new Set<string>();
  const invalid: ReadAddresses['invalid'] = [];
  const seenInvalid = new Set<string>();
  let repeated = 0;
  for (const raw of entries) {
    const text = unwrap(raw.trim().replace(/^["']|["']$/g, '')).trim();
    if (!text) continue;
    const parsed = EmailSchema.safeParse(text);
    if (parsed.success) {
      if (seen.has(parsed.data)) repeated += 1;
      else {
        seen.add(parsed.data);
        valid.push(parsed.data);
      }
    } else if (!seenInvalid.has(text)) {
      seenInvalid.add(text);
      invalid.push({
        text,
        message: parsed.error.issues[0]?.message ?? 'validation.email_invalid',
      });
    }
  }
  return { valid, invalid, repeated };
}

/** A pasted list: one address a line, or separated by commas, semicolons, tabs or spaces. */
export function splitPasted(text: string): string[] {
  return text
    .split(/[\n\r,;\t]+/)
    .flatMap((part) => (part.includes('<') ? [part] : part.split(/\s+/)))
    .map((s) => s.trim())
    .filter(Boolean);
}

/** One CSV line's cells (commas or semicolons; double quotes around a cell, "" inside one). */
function cellsOf(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells.map((s) => s.trim());
}

/**
 * A CSV file's addresses: the column headed like "email" (E-mail, Email address, Courriel...), else
 * the column whose cells most often hold an "@". A header row is not an address.
 */
export function csvAddresses(text: string): string[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim());
  if (lines.length === 0) return [];
  const first = lines[0]!;
  const separator = (first.match(/;/g)?.length ?? 0) > (first.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows = lines.map((l) => cellsOf(l, separator));
  const header = rows[0]!;
  const named = header.findIndex((h) => /e-?mail|courriel|correo/i.test(h) && !h.includes('@'));
  let column = named;
  if (column < 0) {
    const width = Math.max(...rows.map((r) => r.length));
    const atCounts = Array.from(
      { length: width },
      (_, i) => rows.filter((r) => r[i]?.includes('@')).length,
    );
    column = atCounts.indexOf(Math.max(...atCounts));
  }
  const body = header[column]?.includes('@') ? rows : rows.slice(1);
  return body.map((r) => r[column] ?? '').filter(Boolean);
}
