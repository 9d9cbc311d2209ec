import {
  DEFAULT_LOCALE,
  isLocale,
  isRtl,
  LOCALE_BCP47,
  LOCALE_STORAGE_KEY,
  type Locale,
  VISITOR_LOCALE_STORAGE_KEY,
} from '@portal/shared/locales';
import { LOCALE_COOKIE } from '@portal/shared/prerendered-page';
import { useSyncExternalStore } from 'react';
import { storage } from './storage';

/*
 * The current interface language. platform spec §1: en_GB by default, kept under user_locale;
 * §7: sent as Accept-Language on every call. i18n.ts switches the translations and then calls
 * setCurrentLocale, so the texts, <html lang/dir> and the API language change together.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function readStoredLocale(): Locale {
  const stored = storage.get(LOCALE_STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

let current: Locale = readStoredLocale();

export function getLocale(): Locale {
  return current;
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return isRtl(locale) ? 'rtl' : 'ltr';
}

/** <html lang> for screen readers and hyphenation, <html dir> for the mirrored Arabic layout. */
export function applyDocumentLocale(locale: Locale): void {
  // The build's prerender (src/prerender) has no document: its <html> attributes are written there.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = LOCALE_BCP47[locale];
  document.documentElement.dir = directionOf(locale);
}

/**
 * The server reads the language from this cookie to send the home page already rendered in it
 * (decision 040); a year, as long as a person's choice is worth keeping.
 */
function rememberLocaleForServer(locale: Locale): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and not in every browser the portal serves; one fixed, non-secret cookie.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax${secure}`;
}

export function setCurrentLocale(locale: Locale, options: { byHand?: boolean } = {}): void {
  current = locale;
  storage.set(LOCALE_STORAGE_KEY, locale);
  rememberLocaleForServer(locale);
  // api-notes "Wire conventions": a language picked by hand is remembered so that a survey's
  // default language does not override it.
  if (options.byHand) storage.set(VISITOR_LOCALE_STORAGE_KEY, locale);
  applyDocumentLocale(locale);
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLocale(): Locale {
  // The build's prerender renders in the language it has set (decision 040), as the browser does.
  return useSyncExternalStore(subscribe, getLocale, getLocale);
}
