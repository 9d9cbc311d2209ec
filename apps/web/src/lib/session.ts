import { STORAGE_KEYS } from '@portal/shared/client';
import { useSyncExternalStore } from 'react';
import { storage } from './storage';

/*
 * platform spec §3 "Auth: a token entry in browser storage; an impersonation flag" and §4
 * "signed in when a stored token exists". This store is the one place that reads and writes them;
 * React reads it through useToken()/useImpersonated(), so every screen follows a sign-in or a
 * sign-out at once, also one made in another tab (the storage event).
 */
type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * The session of a page rendered outside the browser for one signed-in person (decision 042,
 * prerender/render-page.tsx); never set in a browser, which has its storage.
 */
let renderedFor: string | null = null;

export function setRenderSession(token: string | null): void {
  renderedFor = token;
}

export function getToken(): string | null {
  return renderedFor ?? (storage.get(STORAGE_KEYS.token) || null);
}

export function setToken(token: string): void {
  storage.set(STORAGE_KEYS.token, token);
  notify();
}

export function isImpersonated(): boolean {
  return storage.get(STORAGE_KEYS.impersonated) === 'true';
}

export function setImpersonated(value: boolean): void {
  if (value) storage.set(STORAGE_KEYS.impersonated, 'true');
  else storage.remove(STORAGE_KEYS.impersonated);
  notify();
}

/** Forgets the token and the impersonation flag (the caller also clears the query cache). */
export function clearSession(): void {
  storage.remove(STORAGE_KEYS.token);
  storage.remove(STORAGE_KEYS.impersonated);
  notify();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/*
 * The server's snapshot is the same as the browser's: a page rendered by the server for someone
 * signed in (decision 042) is taken over with their session, and Preact reads the server's
 * snapshot while it takes a page over. A page rendered for a visitor is never taken over by
 * someone signed in (its guard script, shared/prerendered-page.ts).
 */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeSession, getToken, getToken);
}

export function useImpersonated(): boolean {
  return useSyncExternalStore(subscribeSession, isImpersonated, isImpersonated);
}

/**
 * Whose session this is: the `sub` claim of the stored token (docs/decisions/003: a JWT
 * `{ sub, sid, imp?, exp }`), read without checking the signature. It only names this browser's
 * own records (api-notes "Wire conventions": local survey records are kept per signed-in user);
 * the server checks every call itself. Null when signed out or the token is not readable.
 */
export function userIdOfToken(token: string | null): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replaceAll('-', '+').replaceAll('_', '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const sub = (claims as { sub?: unknown } | null)?.sub;
    const id = typeof sub === 'string' ? Number(sub) : sub;
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export function getSessionUserId(): number | null {
  return userIdOfToken(getToken());
}

export function useSessionUserId(): number | null {
  return userIdOfToken(useToken());
}
