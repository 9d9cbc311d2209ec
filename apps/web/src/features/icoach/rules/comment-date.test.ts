import { describe, expect, it } from 'vitest';
import { formatCommentDate } from './comment-date';

// A local time, so the test reads the same in any time zone.
const iso = new Date(2025, 0, 5, 15, 4).toISOString();

describe("a comment's date (platform spec §9 'MMMM Do, YYYY at h:mm a')", () => {
  it('reads as the spec writes it in English', () => {
    expect(formatCommentDate(iso, 'en_GB')).toBe('January 5th, 2025 at 3:04 pm');
  });

  it("uses each language's month names and clock", () => {
    expect(formatCommentDate(iso, 'de')).toBe('5. Januar 2025 um 15:04 Uhr');
    expect(formatCommentDate(iso, 'fr')).toBe('5 janvier 2025 à 15:04');
    expect(formatCommentDate(iso, 'ja')).toBe('2025年1月5日 15:04');
    expect(formatCommentDate(iso, 'ar')).toContain('يناير');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatCommentDate('not a date', 'en_GB')).toBe('');
  });
});
