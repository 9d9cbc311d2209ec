/*
 * platform spec §9 "Dates DD/MM/YYYY", on the person's own calendar: an assessment finished at
 * 23:30 in New York (04:30 UTC the next day) was finished on the day the person lived (issue 9).
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (!format) {
    // Only the numbers are used (the order is ours), so the locale of the parts does not matter.
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

/**
 * DD/MM/YYYY of an instant in a time zone; the browser's own when none is given. An instant
 * that cannot be read gives ''.
 */
export function formatLocalDate(value: string | Date, timeZone?: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    formatOf(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year}`;
}
