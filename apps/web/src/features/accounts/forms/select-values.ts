import { z } from 'zod';

/*
 * Mantine's Select holds the chosen id as a string, or null when nothing is chosen; the wire
 * wants numbers. These turn one into the other inside the form schema.
 */

/** A required choice; the message is the shared schema's key for that field. */
export const requiredChoice = (message: string) =>
  z
    .string()
    .nullable()
    .refine((v) => v !== null && v !== '', message)
    .transform((v) => Number(v));

/** An optional choice: null when none. */
export const optionalChoice = z
  .string()
  .nullable()
  .transform((v) => (v ? Number(v) : null));

/** A stored id back into the Select's string form. */
export const choiceOf = (id: number | null | undefined): string | null =>
  id === null || id === undefined ? null : String(id);
