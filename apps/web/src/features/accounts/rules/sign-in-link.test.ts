import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { canRetrySignInLink, signInLinkFailure } from './sign-in-link';

const texts = {
  deadLink: 'This sign-in link is not valid or has expired.',
  failed: 'The link could not sign you in just now. Please try again.',
};

describe('a sign-in link that did not sign anyone in', () => {
  it("is told in the server's words when the server refused it or there were too many tries", () => {
    const dead = new ApiError(403, 'Dieser Anmeldelink ist ungültig oder abgelaufen.');
    expect(signInLinkFailure(dead, texts)).toBe('Dieser Anmeldelink ist ungültig oder abgelaufen.');
    const limited = new ApiError(
      429,
      'Too many requests from here. Please try again in 60 minutes.',
    );
    expect(signInLinkFailure(limited, texts)).toBe(
      'Too many requests from here. Please try again in 60 minutes.',
    );
  });

  it('is a dead link in our words when the token was mangled or the refusal had no message', () => {
    const mangled = new ApiError(400, 'Please check the form.', { token: ['Invalid'] });
    expect(signInLinkFailure(mangled, texts)).toBe(texts.deadLink);
    expect(signInLinkFailure(new ApiError(403, ''), texts)).toBe(texts.deadLink);
  });

  it('is a failure on the way, in our words, when the server or the network failed', () => {
    expect(signInLinkFailure(new ApiError(500, 'Something went wrong (abc)'), texts)).toBe(
      texts.failed,
    );
    expect(signInLinkFailure(new TypeError('Failed to fetch'), texts)).toBe(texts.failed);
  });

  it('may be tried again only when the link itself was not refused', () => {
    expect(canRetrySignInLink(new ApiError(403, 'Used'))).toBe(false);
    expect(canRetrySignInLink(new ApiError(400, 'Please check the form.'))).toBe(false);
    expect(canRetrySignInLink(new ApiError(429, 'Too many'))).toBe(true);
    expect(canRetrySignInLink(new ApiError(502, ''))).toBe(true);
    expect(canRetrySignInLink(new TypeError('Failed to fetch'))).toBe(true);
  });
});
