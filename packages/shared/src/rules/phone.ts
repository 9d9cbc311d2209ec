import { LIMITS } from '../limits.ts';

/** platform spec §5: an optional plus then 11 to 16 digits. */
export const PHONE_PATTERN = new RegExp(
  `^\\+?\\d{${LIMITS.phoneMinDigits},${LIMITS.phoneMaxDigits}}$`,
);

/** platform spec §5: "a full international number of at least 12 digits". */
export function isFullInternationalNumber(phone: string): boolean {
  return phone.replace(/\D/g, '').length >= LIMITS.phoneInternationalMinDigits;
}
