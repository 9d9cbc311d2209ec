import {
  DEFAULT_LOCALE,
  isLocale,
  isRtl,
  LOCALE_BCP47,
  LOCALE_STORAGE_KEY,
  type Locale,
  VISITOR_LOCALE_STORAGE_KEY,
} from '@portal/shared/locales';
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
  document.documentElement.lang = LOCALE_BCP47[locale];
  document.documentElement.dir = directionOf(locale);
}

export function setCurrentLocale(locale: Locale, options: { byHand?: boolean } = {}): void {
  current = locale;
  storage.set(LOCALE_STORAGE_KEY, locale);
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
  return useSyncExternalStore(subscribe, getLocale, () => DEFAULT_LOCALE);
}
