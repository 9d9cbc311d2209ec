import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/shared/locales';
import i18next, { type BackendModule, type i18n as I18n, type TFunction } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { getLocale, setCurrentLocale } from './locale';

/** The namespaces the browser uses; mail.json is the server's alone. */
export const NAMESPACES = [
  'common',
  'accounts',
  'content',
  'dashboard',
  'surveys',
  'payments',
  'krisk',
  'icoach',
  'team-survey',
  'admin',
  'validation',
  'errors',
];

/*
 * The files of packages/shared/locales, which the server translates from too (conventions, habit
 * 12): the namespaces above, not the server's own (mail, messages, reports). Only the active
 * locale and the en_GB fallback are downloaded, each as one chunk (vite.config.ts, localeChunk).
 */
const files = import.meta.glob<Record<string, unknown>>(
  '../../../../packages/shared/locales/*/{common,accounts,content,dashboard,surveys,payments,krisk,icoach,team-survey,admin,validation,errors}.json',
  { import: 'default' },
);

const bundleBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = files[`../../../../packages/shared/locales/${language}/${namespace}.json`];
    // A locale not translated yet falls back to en_GB, key by key.
    if (!load) return callback(null, {});
    load().then(
      (data) => callback(null, data as Record<string, string>),
      (error: Error) => callback(error, null),
    );
  },
};

export const i18n: I18n = i18next.createInstance();

/**
 * Keys are '<namespace>.<path>' everywhere, as in the shared schemas' messages
 * ('validation.email_required') and on the server: '.' separates the namespace when the first
 * part names one, so no file may have a top-level key named like a namespace.
 */
export async function initI18n(locale: Locale = getLocale()): Promise<I18n> {
  if (!i18n.isInitialized) {
    await i18n
      .use(bundleBackend)
      .use(initReactI18next)
      .init({
        lng: locale,
        fallbackLng: DEFAULT_LOCALE,
        supportedLngs: [...LOCALES],
        load: 'currentOnly',
        ns: NAMESPACES,
        defaultNS: 'common',
        fallbackNS: false,
        nsSeparator: '.',
        keySeparator: '.',
        interpolation: { escapeValue: false },
        returnEmptyString: false,
        react: { useSuspense: false },
      });
  }
  setCurrentLocale(locale);
  return i18n;
}

/**
 * Switches the interface language: the translations are loaded first, then the texts, the API's
 * Accept-Language, <html lang> and the direction change together (Arabic is mirrored).
 */
export async function changeLocale(
  locale: Locale,
  options: { byHand?: boolean } = {},
): Promise<void> {
  await i18n.changeLanguage(locale);
  setCurrentLocale(locale, options);
}

const KEY_SHAPE = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/;

/**
 * Form errors are either keys from the shared schemas ('validation.year_digits') or texts the
 * server already translated: only the keys go through t().
 */
export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return KEY_SHAPE.test(message) ? t(message) : message;
}

/** t() for form errors: schema keys are translated, server texts shown as they are. */
export function useErrorText(): (error: { message?: string } | undefined) => string | undefined {
  const { t } = useTranslation();
  return (error) => translateMessage(t, error?.message);
}
