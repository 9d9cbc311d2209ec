import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { modalErrorText } from './modal-error';

const t = (key: string) => `t:${key}`;

describe('a set-up modal’s error text', () => {
  it('shows the server’s detail for 400, 403 and 404', () => {
    const body = { message: 'm', detail: 'This review is live.' };
    expect(modalErrorText(new ApiError(400, 'm', {}, body), t)).toBe('This review is live.');
    expect(modalErrorText(new ApiError(404, 'Not found', {}, { message: 'Not found' }), t)).toBe(
      'Not found',
    );
  });

  it('says the generic text for anything else', () => {
    expect(modalErrorText(new ApiError(500, 'boom'), t)).toBe('t:errors.internal');
    expect(modalErrorText(new TypeError('offline'), t)).toBe('t:errors.internal');
  });
});
