import { describe, expect, it } from 'vitest';
import { createSessionTokens } from './session-tokens.ts';

const SECRET = 'a-secret-long-enough-for-hs256-tokens';

describe('session tokens', () => {
  it('verifies a token it signed, and answers the same claims from memory the next time', () => {
    const tokens = createSessionTokens(SECRET);
    const token = tokens.sign({ sub: 7, sid: 'abc' }, 60);
    const first = tokens.verify(token);
    expect(first).toMatchObject({ sub: 7, sid: 'abc' });
    expect(tokens.verify(token)).toBe(first);
  });

  it('refuses a token signed with another secret, or altered by one character', () => {
    const tokens = createSessionTokens(SECRET);
    const token = tokens.sign({ sub: 7, sid: 'abc' }, 60);
    expect(tokens.verify(token)).not.toBeNull();
    const other = createSessionTokens(`${SECRET}-other`).sign({ sub: 7, sid: 'abc' }, 60);
    expect(tokens.verify(other)).toBeNull();
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    expect(tokens.verify(`${token.slice(0, -2)}${last}${token.at(-1)}`)).toBeNull();
  });

  it('refuses a remembered token once it has expired', () => {
    let clock = Date.now();
    const tokens = createSessionTokens(SECRET, { now: () => clock });
    const token = tokens.sign({ sub: 7, sid: 'abc' }, 1);
    expect(tokens.verify(token)).not.toBeNull();
    clock += 61_000;
    expect(tokens.verify(token)).toBeNull();
  });

  it('remembers at most as many tokens as it is told, and still verifies the ones it forgot', () => {
    const tokens = createSessionTokens(SECRET, { maxRemembered: 2 });
    const [a, b, c] = ['a', 'b', 'c'].map((sid) => tokens.sign({ sub: 1, sid }, 60));
    const claimsOfA = tokens.verify(a!);
    tokens.verify(b!);
    tokens.verify(c!);
    const again = tokens.verify(a!);
    expect(again).toEqual(claimsOfA);
    expect(again).not.toBe(claimsOfA);
  });
});
