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
 * error texts are on the page before measuring, then focuses the field for keyboard users.
 */
export function scrollToField(id: string): void {
  window.requestAnimationFrame(() => {
    const element = document.getElementById(id);
    if (!element) return;
    element.scrollIntoView({ block: 'center', behavior: 'smooth' });
    element.focus({ preventScroll: true });
  });
}
