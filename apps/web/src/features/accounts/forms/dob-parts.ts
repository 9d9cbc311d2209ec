import {
  type DobParts,
  dobFromParts,
  dobToIso,
  isPlausibleBirthYear,
  isValidCalendarDate,
} from '@portal/shared/rules/dob';
import { z } from 'zod';

/*
 * Day, month and year as typed are a form-only concern (conventions, habit 2: "a form-only field
 * extends the schema in the web"); the wire carries dob as ISO plus dobIsAccurate.
 */
const DAY = /^\d{1,2}$/;
const MONTH = /^\d{1,2}$/;
const YEAR = /^\d{4}$/;

function checkDobParts(parts: DobParts, ctx: z.RefinementCtx): void {
  const day = parts.day.trim();
  const month = parts.month.trim();
  const year = parts.year.trim();
  // platform spec §5: day numeric 1 to 31, max 2 characters.
  const dayOk = !day || (DAY.test(day) && Number(day) >= 1 && Number(day) <= 31);
  if (!dayOk) ctx.addIssue({ code: 'custom', path: ['day'], message: 'validation.day_numeric' });
  // platform spec §5: month numeric 1 to 12, max 2 characters.
  const monthOk = !month || (MONTH.test(month) && Number(month) >= 1 && Number(month) <= 12);
  if (!monthOk)
    ctx.addIssue({ code: 'custom', path: ['month'], message: 'validation.month_numeric' });
  // platform spec §5: year required, numeric, exactly 4 digits.
  let yearOk = false;
  if (!year) ctx.addIssue({ code: 'custom', path: ['year'], message: 'validation.year_required' });
  else if (!YEAR.test(year))
    ctx.addIssue({ code: 'custom', path: ['year'], message: 'validation.year_digits' });
  else if (!isPlausibleBirthYear(Number(year))) {
    ctx.addIssue({ code: 'custom', path: ['year'], message: 'validation.year_range' });
  } else yearOk = true;
  if (!dayOk || !monthOk) return;
  // platform spec §4: day and month together make a full date; the year alone is 1 January.
  if (day && !month) {
    ctx.addIssue({ code: 'custom', path: ['month'], message: 'validation.dob_day_month_together' });
  } else if (month && !day) {
    ctx.addIssue({ code: 'custom', path: ['day'], message: 'validation.dob_day_month_together' });
  } else if (
    day &&
    month &&
    yearOk &&
    !isValidCalendarDate(Number(year), Number(month), Number(day))
  ) {
    ctx.addIssue({ code: 'custom', path: ['day'], message: 'validation.dob_invalid' });
  }
}

export const DobPartsSchema = z
  .object({ day: z.string(), month: z.string(), year: z.string() })
  .superRefine(checkDobParts);

/** The wire's dob and dobIsAccurate from checked parts (platform spec §4). */
export function dobPayload(parts: DobParts): { dob: string; dobIsAccurate: boolean } {
  const dob = dobFromParts({
    day: parts.day.trim(),
    month: parts.month.trim(),
    year: parts.year.trim(),
  });
  if (!dob) throw new Error('dobPayload needs parts that DobPartsSchema accepted');
  return { dob: dobToIso(dob.date), dobIsAccurate: dob.dobIsAccurate };
}

export const EMPTY_DOB: DobParts = { day: '', month: '', year: '' };
