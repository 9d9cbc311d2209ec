import { describe, expect, it } from 'vitest';
import { KRISK_ICOACH_CODES, kriskIcoachCode } from './krisk.ts';
import { KRISK_TITLES } from './survey-products.ts';
import { AccessCodeSchema } from './surveys.ts';

describe('KRisk iCoach codes', () => {
  it('each KRisk option has its own access code of 50 alphanumerics', () => {
    const codes = KRISK_TITLES.map((title) => KRISK_ICOACH_CODES[title]);
    for (const code of codes) expect(AccessCodeSchema.safeParse(code).success).toBe(true);
    expect(new Set(codes).size).toBe(3);
  });

  it('only the three KRisk titles have a code', () => {
    expect(kriskIcoachCode('KRisk Option 2')).toBe(KRISK_ICOACH_CODES['KRisk Option 2']);
    expect(kriskIcoachCode('KRisk Option 4')).toBeNull();
    expect(kriskIcoachCode('krisk option 1')).toBeNull();
    expect(kriskIcoachCode(null)).toBeNull();
  });
});
