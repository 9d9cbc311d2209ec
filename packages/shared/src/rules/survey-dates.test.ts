import { describe, expect, it } from 'vitest';
import { surveyDateStatus, todayUtc } from './survey-dates.ts';

describe('survey dates (platform spec §5, by calendar date)', () => {
  const survey = { validFrom: '2026-01-10', validTo: '2026-01-20' };

  it('is open on the first and the last day', () => {
    expect(surveyDateStatus(survey, '2026-01-10')).toBe('active');
    expect(surveyDateStatus(survey, '2026-01-20')).toBe('active');
  });

  it('is not active the day before and expired the day after', () => {
    expect(surveyDateStatus(survey, '2026-01-09')).toBe('not_active');
    expect(surveyDateStatus(survey, '2026-01-21')).toBe('expired');
  });

  it('an open end never expires and an open start is always active', () => {
    expect(surveyDateStatus({ validFrom: null, validTo: null }, '1999-01-01')).toBe('active');
    expect(surveyDateStatus({ validFrom: '2020-01-01', validTo: null }, '2099-01-01')).toBe(
      'active',
    );
  });

  it('today is the UTC calendar date', () => {
    expect(todayUtc(new Date('2026-03-01T23:30:00-05:00'))).toBe('2026-03-02');
  });
});
