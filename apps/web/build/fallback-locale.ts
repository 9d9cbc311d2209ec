/**
 * The language every visit loads (the fallback of every other): DEFAULT_LOCALE of
 * @portal/shared/locales, which Vite's config loader cannot import (another package's TypeScript).
 * lib/i18n-files.test.ts holds the two equal.
 */
export const FALLBACK_LOCALE = 'en_GB';
