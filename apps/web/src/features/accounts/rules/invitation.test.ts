import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { deadLinkMessage } from './invitation';

describe('a link that cannot be used (issue 11)', () => {
  const fallback = 'This invitation link is not valid or has expired.';

  it("is a 400 with only a message, told in the server's words", () => {
    const error = new ApiError(400, 'This invitation link is not valid or has expired. Ask…');
    expect(deadLinkMessage(error, fallback)).toBe(
      'This invitation link is not valid or has expired. Ask…',
    );
  });

  it('is a 400 naming only the token (a mangled link), told in our words', () => {
    const error = new ApiError(400, 'Please check the form.', { token: ['Invalid'] });
    expect(deadLinkMessage(error, fallback)).toBe(fallback);
  });

  it('is not a password the server refused, too many tries, a failure or the network', () => {
    const password = new ApiError(400, 'Please check the form.', {
      newPassword: ['At least 8 characters'],
    });
    expect(deadLinkMessage(password, fallback)).toBeNull();
    expect(deadLinkMessage(new ApiError(429, 'Too many requests'), fallback)).toBeNull();
    expect(deadLinkMessage(new ApiError(500, 'Internal'), fallback)).toBeNull();
    expect(deadLinkMessage(new TypeError('Failed to fetch'), fallback)).toBeNull();
  });
});
