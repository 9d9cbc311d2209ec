// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry } from './card-input';

describe('card fields as typed', () => {
  it('groups the card number in fours and stops at 16 digits', () => {
    expect(formatCardNumber('4242424242424242999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00')).toBe('4000 0000 00');
  });

  it('puts the slash in the expiry once the year starts', () => {
    expect(formatExpiry('04')).toBe('04');
    expect(formatExpiry('042')).toBe('04/2');
    expect(formatExpiry('04/28')).toBe('04/28');
    expect(formatExpiry('4/2899')).toBe('42/89');
  });

  it('keeps at most four digits of the security code', () => {
    expect(formatCvc('12a345')).toBe('1234');
  });
});
