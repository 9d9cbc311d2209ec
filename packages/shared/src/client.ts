/**
 * The public client key sent as X-AUTH-TOKEN (api-notes "Wire conventions"): it names the
 * client, it authenticates nothing.
 */
export const CLIENT_KEY = 'talent-portal-web';
export const CLIENT_KEY_HEADER = 'X-AUTH-TOKEN';

/** Browser storage keys. The token key is namespaced so other apps on the host do not clash. */
export const STORAGE_KEYS = {
  token: 'talent-portal:token',
  impersonated: 'talent-portal:impersonated',
} as const;

/** Where pictures are served from; the web builds image URLs from the server's fileURL. */
export const API_PREFIX = '/api';
