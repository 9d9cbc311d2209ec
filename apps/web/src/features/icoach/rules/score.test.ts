import { describe, expect, it } from 'vitest';
import { formatPercent } from './score';

describe('iCoach score as a percentage (platform spec §9)', () => {
  it('writes the whole percent the way the language does', () => {
    expect(formatPercent(80, 'en_GB')).toBe('80%');
    expect(formatPercent(80, 'fr')).toMatch(/^80\s%$/u);
    expect(formatPercent(80, 'tr')).toBe('%80');
    // Arabic-Indic or Western digits and sign, as the runtime's CLDR data has them.
    expect(formatPercent(80, 'ar')).toMatch(/^\p{Cf}?(80|٨٠)\p{Cf}?[%٪]\p{Cf}?$/u);
  });

  it('keeps a score within 0-100 and whole', () => {
    expect(formatPercent(0, 'en_GB')).toBe('0%');
    expect(formatPercent(100, 'en_GB')).toBe('100%');
    expect(formatPercent(66.6, 'en_GB')).toBe('67%');
    expect(formatPercent(140, 'en_GB')).toBe('100%');
    expect(formatPercent(Number.NaN, 'en_GB')).toBe('0%');
  });
});
