import { describe, expect, it } from 'vitest';
import {
  formatPercent,
  formatPeriod,
  formatPeriodScore,
  isFractional,
  reportFileName,
} from './results-format';

describe('results percentages (team-survey spec §9)', () => {
  it('writes the average and leadership scores with one decimal only when fractional', () => {
    expect(formatPercent(72.5, 'en_GB')).toBe('72.5%');
    expect(formatPercent(80, 'en_GB')).toBe('80%');
    expect(formatPercent(100, 'en_GB')).toBe('100%');
    expect(formatPercent(0, 'en_GB')).toBe('0%');
  });

  it('rounds to one decimal first, so 72.04 reads 72% and 72.25 reads 72.3%', () => {
    expect(formatPercent(72.04, 'en_GB')).toBe('72%');
    expect(formatPercent(72.25, 'en_GB')).toBe('72.3%');
    expect(formatPercent(79.96, 'en_GB')).toBe('80%');
    expect(isFractional(72.04)).toBe(false);
    expect(isFractional(72.3)).toBe(true);
  });

  it('follows the reader’s locale for the decimal sign and the percent sign', () => {
    expect(formatPercent(72.5, 'de')).toBe('72,5\u00a0%');
    expect(formatPercent(72.5, 'fr')).toMatch(/^72,5\s%$/u);
    expect(formatPercent(80, 'tr')).toBe('%80');
    expect(formatPercent(72.5, 'ar')).toMatch(/72[.,٫]5/u);
  });

  it('shows a period’s 0-10 score × 10 as a percent, always with one decimal', () => {
    expect(formatPeriodScore(7.25, 'en_GB')).toBe('72.5%');
    expect(formatPeriodScore(8, 'en_GB')).toBe('80.0%');
    expect(formatPeriodScore(7.256, 'en_GB')).toBe('72.6%');
    expect(formatPeriodScore(8, 'de')).toBe('80,0\u00a0%');
  });
});

describe('period labels and report names', () => {
  it('writes a period as its first day and its expiry, DD/MM/YYYY', () => {
    expect(formatPeriod({ timeCreated: '2026-03-01', timeExpiry: '2026-06-01' })).toBe(
      '01/03/2026 – 01/06/2026',
    );
  });

  it('names the report Report, the ratee and the period’s date (spec §7)', () => {
    expect(reportFileName('Rosa Ratee', '2026-03-01')).toBe('Report Rosa Ratee 2026-03-01.pdf');
  });

  it('drops what no file system takes from the name', () => {
    expect(reportFileName(' A/B: "C"\tD ', '2026-03-01')).toBe('Report A B C D 2026-03-01.pdf');
  });
});
