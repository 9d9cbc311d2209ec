import { describe, expect, it } from 'vitest';
import { parseAccessCode, parseId, parseWelcomeProduct } from './route-params';

describe('route parameters (platform spec §5)', () => {
  it('an access code is exactly 50 alphanumerics', () => {
    expect(parseAccessCode('a'.repeat(50))).toBe('a'.repeat(50));
    expect(parseAccessCode('a'.repeat(49))).toBeNull();
    expect(parseAccessCode(`${'a'.repeat(49)}-`)).toBeNull();
    expect(parseAccessCode(undefined)).toBeNull();
  });

  it('ids are digits only', () => {
    expect(parseId('12')).toBe(12);
    for (const bad of ['1e3', '0x10', '-1', '1.0', '', 'abc', '0']) expect(parseId(bad)).toBeNull();
  });

  it('welcome pages exist for eq, values, behaviours, discovery-process and ipulse; 360 comes later', () => {
    expect(parseWelcomeProduct('discovery-process')).toEqual({
      route: 'discovery-process',
      api: 'dp',
    });
    expect(parseWelcomeProduct('ipulse')?.api).toBe('ipulse');
    expect(parseWelcomeProduct('360')).toBeNull();
    expect(parseWelcomeProduct('dp')).toBeNull();
  });
});
