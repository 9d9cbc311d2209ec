/** platform spec §1: the 12 interface languages, en_GB first and default. */
export const LOCALES = [
  'en_GB',
  'ar',
  'zh_Hans',
  'fr',
  'de',
  'hi',
  'es',
  'ru',
  'tl',
  'tr',
  'ja',
  'ko',
] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en_GB';

/** Storage keys named by the spec (platform §1, api-notes "Wire conventions"). */
export const LOCALE_STORAGE_KEY = 'user_locale';
export const VISITOR_LOCALE_STORAGE_KEY = 'default_locale';

export const RTL_LOCALES: readonly Locale[] = ['ar'];

/** The language's own name, shown in the switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en_GB: 'English (UK)',
  ar: 'العربية',
  zh_Hans: '简体中文',
  fr: 'Français',
  de: 'Deutsch',
  hi: 'हिन्दी',
  es: 'Español',
  ru: 'Русский',
  tl: 'Filipino',
  tr: 'Türkçe',
  ja: '日本語',
  ko: '한국어',
};

/** BCP 47 tags for Intl and for `<html lang>`; tl is written fil in CLDR. */
export const LOCALE_BCP47: Record<Locale, string> = {
  en_GB: 'en-GB',
  ar: 'ar',
  zh_Hans: 'zh-Hans',
  fr: 'fr',
  de: 'de',
  hi: 'hi',
  es: 'es',
  ru: 'ru',
  tl: 'fil',
  tr: 'tr',
  ja: 'ja',
  ko: 'ko',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isRtl(locale: Locale): boolean {
  return RTL_LOCALES.includes(locale);
}

/**
 * Picks the best supported locale from an Accept-Language header or a stored value:
 * exact codes first (en_GB, zh_Hans), then BCP 47 tags (en-GB, zh-CN, fil), then the language.
 */
export function resolveLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const candidates = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((c) => c.tag && !Number.isNaN(c.q) && c.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of candidates) {
    const found = matchTag(tag);
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}

function matchTag(tag: string): Locale | undefined {
  if (isLocale(tag)) return tag;
  const lower = tag.toLowerCase().replace('_', '-');
  const [lang] = lower.split('-');
  if (lang === 'en') return 'en_GB';
  if (lang === 'zh') return 'zh_Hans';
  if (lang === 'fil' || lang === 'tl') return 'tl';
  return LOCALES.find((l) => l === lang);
}
