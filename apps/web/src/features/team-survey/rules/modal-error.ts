import { ApiError } from '../../../lib/api-client';

/*
 * team-survey spec §8: add, remove and publish answer 400, 403 or 404 with the text to show in
 * `detail`, and the modal stays open with it. Other failures say the generic text (the spec
 * rethrows them; a modal that vanished would lose what the person typed).
 */
export function modalErrorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError && [400, 403, 404].includes(error.status)) {
    const body = error.body as { detail?: unknown } | null;
    const detail = typeof body?.detail === 'string' ? body.detail : '';
    return detail || error.message || t('errors.internal');
  }
  return t('errors.internal');
}
