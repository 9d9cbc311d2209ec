import type { MouseEvent } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type UseFormSetError,
} from 'react-hook-form';
import { ApiError } from './api-client';

interface ApplyOptions<T extends FieldValues> {
  /** Server field name → form field name, for names that differ (dob → dob.year). */
  map?: Record<string, Path<T> | undefined>;
  /** platform spec §8: the reset form joins all messages with newlines; others show the first. */
  join?: boolean;
}

/**
 * Puts a 400's per-field messages on the form's fields (conventions, habit 7) and returns the
 * fields it set, in the server's order; fields the form does not have are left to the caller.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  options: ApplyOptions<T> = {},
): Path<T>[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const set: Path<T>[] = [];
  for (const [serverField, messages] of Object.entries(error.errors)) {
    const field = options.map?.[serverField] ?? (serverField as Path<T>);
    if (!fields.includes(field) || set.includes(field)) continue;
    const message = options.join ? messages.join('\n') : (messages[0] ?? '');
    setError(field, { type: 'server', message });
    set.push(field);
  }
  return set;
}

/** The DOM id of a form field: a per-form prefix and the field's path ('reg', 'dob.day' → 'reg-dob-day'). */
export function fieldId(prefix: string, name: string): string {
  return `${prefix}-${name.replaceAll('.', '-')}`;
}

/** The first field, in page order, that has an error. */
export function firstErrorField<T extends FieldValues>(
  order: readonly Path<T>[],
  errors: FieldErrors<T>,
): Path<T> | undefined {
  return order.find((name) => get(errors, name) !== undefined);
}

/**
 * platform spec §5: "On failure the page scrolls to the first error". Waits a frame so the
 * error texts are on the page before measuring, focuses the field (for keyboard and screen-reader
 * users; a phone opens its keyboard there) and brings it to the middle of the screen, clear of the
 * sticky header. Focus comes first: a focus during a smooth scroll stops it on some phones.
 */
export function scrollToField(id: string): void {
  window.requestAnimationFrame(() => {
    const element = document.getElementById(id);
    if (!element) return;
    element.focus({ preventScroll: true });
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  });
}

/**
 * The one way a form shows its first error (registration and profile, issue 9): the first field
 * in page order with an error, by its DOM id `{prefix}-{name}`, scrolled to and focused. Takes the
 * form's errors (an invalid submit) or the fields applyServerErrors set (a 400: the form state
 * read in the same handler is the one from before). Answers the field, or undefined for none.
 */
export function showFirstError<T extends FieldValues>(
  prefix: string,
  order: readonly Path<T>[],
  errors: FieldErrors<T> | readonly Path<T>[],
): Path<T> | undefined {
  const first = Array.isArray(errors)
    ? order.find((name) => errors.includes(name))
    : firstErrorField<T>(order, errors as FieldErrors<T>);
  if (first) scrollToField(fieldId(prefix, first));
  return first;
}

/**
 * Props for a form's submit button: pressing it leaves the focus in the field being edited, so
 * that field's on-blur check cannot put an error text above the button between press and release,
 * move the button from under the finger or pointer and lose the click (issue 9: on a phone, Save
 * then did nothing and focused nothing). The submit's own check shows every error and focuses
 * the first with showFirstError. Keyboard use is unchanged.
 */
export const submitKeepsFocus = {
  onMouseDown: (event: MouseEvent) => event.preventDefault(),
};
