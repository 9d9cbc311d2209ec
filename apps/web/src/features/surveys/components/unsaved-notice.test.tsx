import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { renderWithProviders } from '../../../test/render';
import { UnsavedNotice } from './unsaved-notice';

const CONFLICT = 'This section was already saved with a different order.';

describe('the notice of a section not saved', () => {
  it('a 409 shows the server’s message and a Continue button instead of Try again', () => {
    const onContinue = vi.fn();
    const onRetry = vi.fn();
    renderWithProviders(
      <UnsavedNotice
        status="failed"
        error={new ApiError(409, CONFLICT)}
        retryInMs={null}
        onRetry={onRetry}
        onContinue={onContinue}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(CONFLICT);
    expect(screen.queryByRole('button', { name: 'Try again now' })).toBeNull();
    screen.getByRole('button', { name: 'Continue' }).click();
    expect(onContinue).toHaveBeenCalledOnce();
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('a network failure keeps the answers and offers to try again', () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <UnsavedNotice
        status="failed"
        error={new TypeError('Failed to fetch')}
        retryInMs={4000}
        onRetry={onRetry}
        onContinue={vi.fn()}
      />,
    );
    expect(screen.getByText('They are kept on this device, so nothing is lost.')).toBeTruthy();
    screen.getByRole('button', { name: 'Try again now' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
