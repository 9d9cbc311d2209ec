import { ApiError } from '../../../lib/api-client';

/*
 * team-survey spec §8: "Ratee lookup: 404 redirects to notFound; others are rethrown". The server
 * answers 404 for anything the person may not see (and 403 for someone else's user info), so any
 * 4xx on loading a 360 page is not found; a network fault or 5xx says the page could not load.
 */
export function loadOutcome(error: unknown): 'notFound' | 'failed' {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? 'notFound'
    : 'failed';
}
