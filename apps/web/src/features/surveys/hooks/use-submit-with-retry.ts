import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';

/*
 * Answers are never lost (architecture): a confirmed answer is kept (the caller's draft holds it
 * as `pending`) until the server acknowledges it. A network fault or a 5xx is tried again by
 * itself after 2, 4, 8 ... up to 30 seconds, and at once with the retry button; a 4xx is shown and
 * waits for the person. The server stores a section once, so sending it twice is harmless.
 */
export type SubmitStatus = 'idle' | 'saving' | 'failed';

const FIRST_DELAY_MS = 2_000;
const MAX_DELAY_MS = 30_000;

export function retryDelayMs(failures: number): number {
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, failures - 1));
}

export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

interface Options<P, R> {
  send: (payload: P) => Promise<R>;
  /** Called once the server has the answer (the caller clears its draft and moves on). */
  onSaved: (result: R) => void | Promise<void>;
  /** A confirmed answer not yet acknowledged, from the draft (resumed after a reload). */
  pending: P | null;
  setPending: (payload: P | null) => void;
}

export function useSubmitWithRetry<P, R>({ send, onSaved, pending, setPending }: Options<P, R>) {
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [error, setError] = useState<unknown>(null);
  const [retryInMs, setRetryInMs] = useState<number | null>(null);
  const failures = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef(false);
  const latest = useRef({ send, onSaved });
  latest.current = { send, onSaved };

  const attempt = useCallback(async (payload: P) => {
    if (inFlight.current) return;
    window.clearTimeout(timer.current);
    inFlight.current = true;
    setStatus('saving');
    setRetryInMs(null);
    try {
      const result = await latest.current.send(payload);
      failures.current = 0;
      setError(null);
      setStatus('idle');
      inFlight.current = false;
      await latest.current.onSaved(result);
    } catch (caught) {
      inFlight.current = false;
      failures.current += 1;
      setError(caught);
      setStatus('failed');
      if (isRetryable(caught)) {
        const delay = retryDelayMs(failures.current);
        setRetryInMs(delay);
        timer.current = window.setTimeout(() => void attempt(payload), delay);
      }
    }
  }, []);

  const submit = useCallback(
    (payload: P) => {
      setPending(payload);
      void attempt(payload);
    },
    [attempt, setPending],
  );

  const retry = useCallback(() => {
    if (pending !== null) void attempt(pending);
  }, [attempt, pending]);

  // A confirmed answer left from before a reload is sent again by itself, once.
  const leftOver = useRef(pending);
  useEffect(() => {
    const payload = leftOver.current;
    leftOver.current = null;
    if (payload !== null) void attempt(payload);
  }, [attempt]);

  // Changing the answers drops the unsent ones: what is on screen is sent next time.
  useEffect(() => {
    if (pending !== null) return;
    window.clearTimeout(timer.current);
    setRetryInMs(null);
    setError(null);
    setStatus((current) => (current === 'failed' ? 'idle' : current));
  }, [pending]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { submit, retry, status, error, retryInMs, hasPending: pending !== null };
}
