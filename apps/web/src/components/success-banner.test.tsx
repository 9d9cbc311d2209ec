import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { SuccessBanner } from './success-banner';

function Harness() {
  const [trigger, setTrigger] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setTrigger((n) => n + 1)}>
        save
      </button>
      <SuccessBanner message="Your changes have been saved." trigger={trigger} />
    </>
  );
}

describe('success banner (platform spec §9: gone after 3000 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows nothing until the first success', () => {
    renderWithProviders(<Harness />);
    expect(screen.queryByText('Your changes have been saved.')).toBeNull();
  });

  it('shows the message for 3000 ms, then hides it', () => {
    renderWithProviders(<Harness />);
    act(() => screen.getByRole('button', { name: 'save' }).click());
    expect(screen.getByText('Your changes have been saved.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Your changes have been saved.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Your changes have been saved.')).toBeNull();
  });

  it('restarts the 3000 ms on a second success', () => {
    renderWithProviders(<Harness />);
    act(() => screen.getByRole('button', { name: 'save' }).click());
    act(() => vi.advanceTimersByTime(2000));
    act(() => screen.getByRole('button', { name: 'save' }).click());
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('Your changes have been saved.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Your changes have been saved.')).toBeNull();
  });
});
