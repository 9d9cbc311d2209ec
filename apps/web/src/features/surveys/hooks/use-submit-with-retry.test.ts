import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { retryDelayMs, useSubmitWithRetry } from './use-submit-with-retry';

function useHarness(
  send: (p: number[]) => Promise<string>,
  onSaved: (r: string) => void,
  initial: number[] | null = null,
) {
  const [pending, setPending] = useState<number[] | null>(initial);
  return { pending, ...useSubmitWithRetry({ send, onSaved, pending, setPending }) };
}

describe('answers are never lost (sending a section)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 2, 4, 8 ... at most 30 seconds between tries', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(retryDelayMs)).toEqual([
      2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('keeps the answer after a network failure and sends it again by itself', async () => {
    const send = vi
      .fn<(p: number[]) => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('next');
    const onSaved = vi.fn();
    const { result } = renderHook(() => useHarness(send, onSaved));
    await act(async () => result.current.submit([3, 1, 2]));
    expect(result.current.status).toBe('failed');
    expect(result.current.pending).toEqual([3, 1, 2]);
    expect(result.current.retryInMs).toBe(2000);
    expect(onSaved).not.toHaveBeenCalled();

    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith([3, 1, 2]);
    expect(onSaved).toHaveBeenCalledWith('next');
  });

  it('a 4xx is shown and waits for the retry button', async () => {
    const send = vi
      .fn<(p: number[]) => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(400, 'Please answer the sections in order.'))
      .mockResolvedValueOnce('ok');
    const onSaved = vi.fn();
    const { result } = renderHook(() => useHarness(send, onSaved));
    await act(async () => result.current.submit([1]));
    expect(result.current.retryInMs).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => result.current.retry());
    expect(onSaved).toHaveBeenCalledWith('ok');
  });

  it('an answer confirmed before a reload is sent again on the way back', async () => {
    const send = vi.fn<(p: number[]) => Promise<string>>().mockResolvedValue('next');
    const onSaved = vi.fn();
    await act(async () => {
      renderHook(() => useHarness(send, onSaved, [2, 1]));
    });
    expect(send).toHaveBeenCalledWith([2, 1]);
    expect(onSaved).toHaveBeenCalledWith('next');
  });
});
