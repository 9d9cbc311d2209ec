import localeLoaders from 'virtual:locale-bundles';
import { DEFAULT_LOCALE, type Locale } from '@portal/shared/locales';
import { fillSlots, type MessageTree, messageAt } from '@portal/shared/messages';
import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { getLocale, setCurrentLocale } from './locale';
import { NAMESPACES } from './namespaces';

/*
 * The interface's translations: a small translator of our own over the shared message files
 * (decision 036), in place of i18next and react-i18next, which were 18 KB of gzipped JS on every
 * page for what this does.
 */

const NAMESPACE_SET = new Set<string>(NAMESPACES);

/** A language's messages, by namespace. */
export type LocaleMessages = Record<string, MessageTree>;

export interface TranslateOptions {
  /** Shown when neither the language nor en_GB has the key. */
  defaultValue?: string;
  /** Values for the message's {{name}} slots. */
  [slot: string]: unknown;
}

export type TFunction = (key: string, options?: TranslateOptions) => string;

/**
 * Keys are '<namespace>.<path>' everywhere, as in the shared schemas' messages
 * ('validation.email_required') and on the server. '.' separates the namespace when the first
 * part names one; otherwise the key is in the caller's namespace (useTranslation('dashboard')),
 * 'common' by default. So no file may have a top-level key named like a namespace.
 */
export class Translator {
  private readonly bundles = new Map<string, Map<string, MessageTree>>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private current: string = DEFAULT_LOCALE,
    private readonly fetchMessages: (locale: string) => Promise<LocaleMessages> = () =>
      Promise.resolve({}),
  ) {}

  get language(): string {
    return this.current;
  }

  readonly getLanguage = (): string => this.current;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Loads a language's messages once. If they fail to load (offline, say), its texts fall back
   * to en_GB, and they are tried again on the next language change.
   */
  load(locale: string): Promise<void> {
    let pending = this.loading.get(locale);
    if (!pending) {
      pending = this.fetchMessages(locale).then(
        (messages) => {
          for (const [namespace, tree] of Object.entries(messages)) {
            this.addResourceBundle(locale, namespace, tree);
          }
        },
        (error: unknown) => {
          this.loading.delete(locale);
          console.error(error);
        },
      );
      this.loading.set(locale, pending);
    }
    return pending;
  }

  async changeLanguage(locale: string): Promise<void> {
    await Promise.all([this.load(locale), this.load(DEFAULT_LOCALE)]);
    if (locale === this.current) return;
    this.current = locale;
    for (const listener of this.listeners) listener();
  }

  addResourceBundle(locale: string, namespace: string, tree: MessageTree): void {
    let byNamespace = this.bundles.get(locale);
    if (!byNamespace) {
      byNamespace = new Map();
      this.bundles.set(locale, byNamespace);
    }
    byNamespace.set(namespace, { ...byNamespace.get(namespace), ...tree });
  }

  getResourceBundle(locale: string, namespace: string): MessageTree | undefined {
    return this.bundles.get(locale)?.get(namespace);
  }

  t(key: string, options?: TranslateOptions, namespace = 'common'): string {
    return this.translate(this.current, key, options, namespace);
  }

  /** The language's text, else en_GB's, else the default value, else the key itself. */
  translate(
    language: string,
    key: string,
    options?: TranslateOptions,
    namespace = 'common',
  ): string {
    const parts = key.split('.');
    const [first = ''] = parts;
    const [ns, path] = NAMESPACE_SET.has(first) ? [first, parts.slice(1)] : [namespace, parts];
    const text =
      messageAt(this.getResourceBundle(language, ns), path) ??
      messageAt(this.getResourceBundle(DEFAULT_LOCALE, ns), path) ??
      options?.defaultValue ??
      key;
    return fillSlots(text, options);
  }
}

export const i18n = new Translator(getLocale(), async (locale) => {
  const load = localeLoaders[locale];
  return load ? ((await load()).default as LocaleMessages) : {};
});

/** The translations are loaded before the first paint, so no page flashes another language. */
export async function initI18n(locale: Locale = getLocale()): Promise<Translator> {
  await i18n.changeLanguage(locale);
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

const TranslatorContext = createContext<Translator>(i18n);

/** Another translator for what is below it: the error page's tests give it fixed messages. */
export function TranslatorProvider({
  value,
  children,
}: {
  value: Translator;
  children: ReactNode;
}) {
  return createElement(TranslatorContext.Provider, { value }, children);
}

/**
 * t() for a component, in its namespace ('common' unless named). The component renders again
 * when the language changes (after the new messages are in), and t is a new function then, so
 * effects and memos that use it run again.
 */
export function useTranslation(namespace = 'common'): { t: TFunction; i18n: Translator } {
  const translator = useContext(TranslatorContext);
  const language = useSyncExternalStore(
    translator.subscribe,
    translator.getLanguage,
    translator.getLanguage,
  );
  const t = useMemo<TFunction>(
    () => (key, options) => translator.translate(language, key, options, namespace),
    [translator, language, namespace],
  );
  return { t, i18n: translator };
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
