import { z } from 'zod';

/**
 * An id in a path or query: digits only (platform spec §5, "ids digits only"), within the
 * database's integer range, so '1e3', '0x10' or '101.0' are refused rather than read as numbers.
 */
export const PathIdSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'validation.id_digits')
  .transform(Number)
  .pipe(
    z.number().int().positive('validation.id_digits').max(2_147_483_647, 'validation.id_digits'),
  );
