import { LIMITS } from '../limits.ts';

/** The date-of-birth parts a form holds, as typed. */
export interface DobParts {
  day: string;
  month: string;
  year: string;
}

export interface Dob {
  /** Calendar date, YYYY-MM-DD. */
  date: string;
  dobIsAccurate: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/**
 * platform spec §4: day and month both given make a full date (accurate); year only makes
 * 1 January of that year (not accurate). Returns null when the parts do not form a date.
 */
export function dobFromParts(parts: DobParts): Dob | null {
  const year = Number(parts.year);
  if (!/^\d{4}$/.test(parts.year)) return null;
  const day = parts.day.trim();
  const month = parts.month.trim();
  if (!day && !month) return { date: `${parts.year}-01-01`, dobIsAccurate: false };
  if (!day || !month) return null;
  // platform spec §5: day and month are numeric, at most 2 characters ('1e1' and '007' are not).
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month)) return null;
  const d = Number(day);
  const m = Number(month);
  if (!isValidCalendarDate(year, m, d)) return null;
  return { date: `${parts.year}-${pad(m)}-${pad(d)}`, dobIsAccurate: true };
}

/** platform spec §4: accurate gives day, month and year; otherwise only the year. */
export function partsFromDob(date: string | null | undefined, dobIsAccurate: boolean): DobParts {
  if (!date) return { day: '', month: '', year: '' };
  const [y = '', m = '', d = ''] = date.slice(0, 10).split('-');
  return dobIsAccurate
    ? { day: String(Number(d)), month: String(Number(m)), year: y }
    : { day: '', month: '', year: y };
}

/**
 * The wire carries dob as an ISO instant (platform spec §4: "adjusted for the timezone offset and
 * sent as ISO"): midnight UTC of the calendar date, so every timezone reads the same day back.
 */
export function dobToIso(date: string): string {
  return `${date}T00:00:00.000Z`;
}

/** Reads the calendar date back from an ISO instant or a plain date; null when it is not one. */
export function calendarDateFromIso(iso: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/.exec(iso);
  if (!m) return null;
  const [, y, mo, d] = m;
  if (!isValidCalendarDate(Number(y), Number(mo), Number(d))) return null;
  if (iso.length > 10 && Number.isNaN(Date.parse(iso))) return null;
  return `${y}-${mo}-${d}`;
}

export function isPlausibleBirthYear(year: number, today = new Date()): boolean {
  return year >= LIMITS.earliestBirthYear && year <= today.getUTCFullYear();
}

/** DD/MM/YYYY, the one date format of both specs. */
export function formatDate(value: string | Date): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}
