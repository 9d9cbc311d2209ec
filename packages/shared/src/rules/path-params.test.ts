import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PathIdSchema } from '../ids.ts';
import { AccessCodeSchema } from '../surveys.ts';
import { isAccessCode, parsePathId } from './path-params.ts';

describe('route parameters without zod agree with the schemas', () => {
  const candidates = fc.oneof(
    fc.string(),
    fc.stringMatching(/^[0-9]{0,12}$/),
    fc.stringMatching(/^[A-Za-z0-9]{48,52}$/),
    fc.constantFrom('0', '2147483647', '2147483648', '1e3', '0x10', ' 12', '12 '),
  );

  it('ids: digits only, positive, in range', () => {
    fc.assert(
      fc.property(candidates, (value) => {
        const parsed = PathIdSchema.safeParse(value);
        expect(parsePathId(value)).toBe(parsed.success ? parsed.data : null);
      }),
    );
  });

  it('access codes: exactly 50 alphanumerics', () => {
    fc.assert(
      fc.property(candidates, (value) => {
        expect(isAccessCode(value)).toBe(AccessCodeSchema.safeParse(value).success);
      }),
    );
  });
});
