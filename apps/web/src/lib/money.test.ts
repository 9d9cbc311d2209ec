// @vitest-environment node
import { LOCALES } from '@portal/shared/locales';
import { describe, expect, it } from 'vitest';
import { formatPence } from './money';

describe('formatPence', () => {
  it('shows the partner packages and a paid survey in pounds with two decimals', () => {
    expect(formatPence(4900, 'en_GB')).toBe('£49.00');
    expect(formatPence(14900, 'en_GB')).toBe('£149.00');
    expect(formatPence(24900, 'en_GB')).toBe('£249.00');
    expect(formatPence(2500, 'en_GB')).toBe('£25.00');
  });

  it('keeps odd pence and groups thousands', () => {
    expect(formatPence(5, 'en_GB')).toBe('£0.05');
    expect(formatPence(123456, 'en_GB')).toBe('£1,234.56');
  });

  it("writes the amount in the reader's own format", () => {
    expect(formatPence(4900, 'de')).toMatch(/^49,00\s£$/u);
    expect(formatPence(123456, 'de')).toMatch(/^1\.234,56\s£$/u);
    expect(formatPence(4900, 'es')).toMatch(/^49,00\s£$/u);
  });

  it('names the pound in every locale', () => {
    for (const locale of LOCALES) {
      expect(formatPence(4900, locale)).toMatch(/£/u);
      // The sign alone: no 'UK£' (Arabic's own symbol) nor 'GBP'.
      expect(formatPence(4900, locale)).not.toMatch(/\p{L}/u);
    }
  });
});
