import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { loadOutcome } from './load-outcome';

describe('a 360 page that cannot load', () => {
  it('is not found on a 4xx and failed otherwise', () => {
    expect(loadOutcome(new ApiError(404, ''))).toBe('notFound');
    expect(loadOutcome(new ApiError(403, ''))).toBe('notFound');
    expect(loadOutcome(new ApiError(502, ''))).toBe('failed');
    expect(loadOutcome(new TypeError('Failed to fetch'))).toBe('failed');
  });
});
