/*
 * team-survey spec §9: "Dates as DD/MM/YYYY". Review dates are calendar days on the wire
 * (YYYY-MM-DD) and are written as they are; instants (last review, a rating's time) are written
 * on the reader's own calendar, as the portal dashboard does.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2026-03-01' → '01/03/2026'; '' for anything else. */
export function formatDay(day: string): string {
  const match = DAY.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** The review start a ratee carries as three numbers, as YYYY-MM-DD. */
export function dayOf(year: number, month: number, day: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (!format) {
    // Only the numbers are used (the order is ours), so the parts' locale does not matter.
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      numberingSystem: 'latn',
    });
    formats.set(key, format);
  }
  return format;
}

/** An instant as DD/MM/YYYY in the browser's time zone (or the one given); '' when unreadable. */
export function formatInstant(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    formatOf(timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year}`;
}

/**
 * Whether a rating belongs to the period that began on `reviewStart` (YYYY-MM-DD): the server
 * opens a period on its start day, in UTC, so the rating's UTC day is compared.
 */
export function isInPeriod(timeCreated: string, reviewStart: string): boolean {
  const date = new Date(timeCreated);
  if (Number.isNaN(date.getTime()) || !DAY.test(reviewStart)) return false;
  return date.toISOString().slice(0, 10) >= reviewStart;
}
