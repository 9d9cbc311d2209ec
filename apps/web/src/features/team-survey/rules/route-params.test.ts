import { describe, expect, it } from 'vitest';
import { parseRateeParams, parseRatingType } from './route-params';

describe('360 route parameters', () => {
  it('takes digits-only ids and refuses the rest', () => {
    expect(parseRateeParams({ tsSurveyId: '3', tsRaterRateeId: '12' })).toEqual({
      tsSurveyId: 3,
      rateeId: 12,
    });
    expect(parseRateeParams({ tsSurveyId: '3', tsRaterRateeId: '1e2' })).toBeNull();
    expect(parseRateeParams({ tsSurveyId: '-3', tsRaterRateeId: '12' })).toBeNull();
    expect(
      parseRateeParams({ tsSurveyId: '3', tsManagerRateeId: '7' }, 'tsManagerRateeId'),
    ).toEqual({ tsSurveyId: 3, rateeId: 7 });
  });

  it('knows the two manager rating types', () => {
    expect(parseRatingType('everyday')).toBe('everyday');
    expect(parseRatingType('overall')).toBe('overall');
    expect(parseRatingType('results')).toBeNull();
  });
});
