import { isLocale, VISITOR_LOCALE_STORAGE_KEY } from '@portal/shared/locales';
import { useEffect } from 'react';
import { changeLocale } from '../../../lib/i18n';
import { getLocale } from '../../../lib/locale';
import { storage } from '../../../lib/storage';

/**
 * platform spec §2: "The survey's default language is applied to a signed-out visitor", unless
 * the visitor picked a language by hand (api-notes: remembered under default_locale).
 */
export function useVisitorLanguage(defaultLanguage: string | undefined, signedIn: boolean): void {
  useEffect(() => {
    if (signedIn || !defaultLanguage || !isLocale(defaultLanguage)) return;
    if (storage.get(VISITOR_LOCALE_STORAGE_KEY)) return;
    if (defaultLanguage !== getLocale()) void changeLocale(defaultLanguage);
  }, [defaultLanguage, signedIn]);
}
