import { describe, expect, it } from 'vitest';
import { formatWholePercent } from './percent';

describe('a whole percent (iCoach scores, 360 success scores)', () => {
  it('is written the way the language does', () => {
    expect(formatWholePercent(80, 'en_GB')).toBe('80%');
    expect(formatWholePercent(80, 'fr')).toMatch(/^80\s%$/u);
    expect(formatWholePercent(5, 'de')).toMatch(/^5\s%$/u);
    expect(formatWholePercent(80, 'tr')).toBe('%80');
    // Arabic-Indic or Western digits and sign, as the runtime's CLDR data has them.
    expect(formatWholePercent(80, 'ar')).toMatch(/^\p{Cf}?(80|٨٠)\p{Cf}?[%٪]\p{Cf}?$/u);
  });

  it('stays within 0-100 and whole', () => {
    expect(formatWholePercent(0, 'en_GB')).toBe('0%');
    expect(formatWholePercent(100, 'en_GB')).toBe('100%');
    expect(formatWholePercent(66.6, 'en_GB')).toBe('67%');
    expect(formatWholePercent(140, 'en_GB')).toBe('100%');
    expect(formatWholePercent(Number.NaN, 'en_GB')).toBe('0%');
  });
});
