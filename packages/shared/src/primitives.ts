import { z } from 'zod';

/*
 * The building blocks of every request schema (bodies, queries, params). They keep out what the
 * database would refuse with an error instead of an answer, so bad input is a 400 and never a 500
 * (hardening issue, item 8): PostgreSQL text cannot hold a NUL byte (SQLSTATE 22021) and its
 * integer column stops at 2^31 - 1 (22003). A route built from these inherits both rules.
 * Response schemas need none of this: the server writes them.
 */

/** PostgreSQL's `integer`: the largest id, and the ceiling of every whole number a request sends. */
export const PG_INTEGER_MAX = 2_147_483_647;

/** Half of a UTF-16 surrogate pair standing alone: no character at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * PostgreSQL refuses a NUL byte in text, and a lone surrogate in jsonb (where per-language texts
 * live), with an error, not a 400: text with either is refused at the door.
 */
const isStorableText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/**
 * Text a person or a client sends: any well-formed string without a NUL byte. `required` is the
 * message when the value is missing or not a string; chain `.trim()`, `.min()`, `.regex()` as on
 * `z.string()`.
 */
export function textSchema(required?: string) {
  return z
    .string(required === undefined ? undefined : { error: required })
    .refine(isStorableText, 'validation.invalid_characters');
}

/**
 * A reference to a row in a JSON body: a positive whole number the `integer` column can hold.
 * `message` names the field ('validation.nationality_required'); by default an id's own.
 */
export function rowIdSchema(message = 'validation.id_digits') {
  return z.number({ error: message }).int(message).positive(message).max(PG_INTEGER_MAX, message);
}

/**
 * A whole number that is not an id (a score, an amount in pence) between `min` and `max`, which
 * may not pass the `integer` column's range either.
 */
export function intSchema(min: number, max: number, message?: string) {
  return z
    .number(message === undefined ? undefined : { error: message })
    .int(message)
    .min(Math.max(min, -PG_INTEGER_MAX - 1), message)
    .max(Math.min(max, PG_INTEGER_MAX), message);
}
