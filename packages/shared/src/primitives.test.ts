import { describe, expect, it } from 'vitest';
import { intSchema, PG_INTEGER_MAX, rowIdSchema, textSchema } from './primitives.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('request primitives', () => {
  it('text with a NUL byte anywhere is refused with a translated key', () => {
    for (const value of ['\u0000', 'a\u0000', '\u0000b', 'Ada\u0000Lovelace']) {
      expect(messages(textSchema().safeParse(value))).toEqual(['validation.invalid_characters']);
    }
    expect(textSchema().trim().min(1).parse('  Ada  ')).toBe('Ada');
  });

  it('half of a surrogate pair alone is refused; whole pairs (emoji, rare CJK) are text', () => {
    for (const value of ['\ud800', 'a\udc00', '\udbff\u0041', '\ude00x\ud83d']) {
      expect(messages(textSchema().safeParse(value))).toEqual(['validation.invalid_characters']);
    }
    for (const value of ['😀', 'a😀b', '𠀋', 'مرحبا'])
      expect(textSchema().parse(value)).toBe(value);
  });

  it('an id is a positive whole number the integer column can hold', () => {
    expect(rowIdSchema().parse(1)).toBe(1);
    expect(rowIdSchema().parse(PG_INTEGER_MAX)).toBe(PG_INTEGER_MAX);
    for (const value of [PG_INTEGER_MAX + 1, 0, -1, 1.5, '1', null, Number.POSITIVE_INFINITY]) {
      expect(messages(rowIdSchema('validation.nationality_required').safeParse(value))).toEqual([
        'validation.nationality_required',
      ]);
    }
  });

  it('a whole number that is not an id stays inside its bounds and the column range', () => {
    expect(intSchema(1, 4).safeParse(4).success).toBe(true);
    expect(intSchema(1, 4).safeParse(5).success).toBe(false);
    expect(intSchema(0, Number.MAX_SAFE_INTEGER).safeParse(PG_INTEGER_MAX + 1).success).toBe(false);
    expect(intSchema(1, 4, 'surveys.score_range').safeParse(2.5).error?.issues[0]?.message).toBe(
      'surveys.score_range',
    );
  });
});
