import type { ApiProduct } from '@portal/shared/surveys';
import { useCallback, useState } from 'react';
import { storage } from '../../../lib/storage';
import { draftPrefix } from './local-records';

/*
 * Answers are never lost (architecture, "Rules that shape the code"): the order, the scores or
 * the text a person is working on is kept in localStorage per signed-in user, survey user and
 * section, so a reload or a crash resumes where they were. `pending` holds a confirmed submit the
 * server has not acknowledged yet; it is retried until it is, and only then is the draft removed.
 */
export interface Draft<V, P> {
  value: V;
  pending: P | null;
}

export interface DraftAddress {
  userId: number;
  product: ApiProduct;
  surveyUserId: number;
  /** A section id, or 'comment' / 'resiliency'. */
  part: number | string;
}

export function draftKey(address: DraftAddress): string {
  return `${draftPrefix(address.userId, address.product, address.surveyUserId)}${address.part}`;
}

export function readDraft<V, P>(
  key: string,
  isValue: (value: unknown) => value is V,
): Draft<V, P> | null {
  const raw = storage.get(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Draft<unknown, P>>;
    if (!isValue(parsed.value)) return null;
    return { value: parsed.value, pending: parsed.pending ?? null };
  } catch {
    return null;
  }
}

export function writeDraft<V, P>(key: string, draft: Draft<V, P>): void {
  storage.set(key, JSON.stringify(draft));
}

export function removeDraft(key: string): void {
  storage.remove(key);
}

/**
 * A draft as React state: every change is written through to storage at once. `initial` makes
 * the value when nothing (valid) is stored.
 */
export function useDraft<V, P>(
  key: string,
  isValue: (value: unknown) => value is V,
  initial: () => V,
) {
  const [draft, setDraft] = useState<Draft<V, P>>(
    () => readDraft<V, P>(key, isValue) ?? { value: initial(), pending: null },
  );
  const update = useCallback(
    (next: Draft<V, P>) => {
      writeDraft(key, next);
      setDraft(next);
    },
    [key],
  );
  const setValue = useCallback((value: V) => update({ value, pending: null }), [update]);
  const setPending = useCallback(
    (pending: P | null) =>
      setDraft((current) => {
        const next = { ...current, pending };
        writeDraft(key, next);
        return next;
      }),
    [key],
  );
  const clear = useCallback(() => removeDraft(key), [key]);
  return { draft, setValue, setPending, clear };
}
