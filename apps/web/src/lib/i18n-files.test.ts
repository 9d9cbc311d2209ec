import { DEFAULT_LOCALE, LOCALES } from '@portal/shared/locales';
import { describe, expect, it } from 'vitest';
import { FALLBACK_LOCALE } from '../../build/fallback-locale';
import { changeLocale, i18n } from './i18n';
import { NAMESPACES } from './namespaces';

/*
 * Each language's messages are one module the build makes (build/locale-bundles.ts). A namespace
 * missing from it would load empty and show English or keys: every locale has every one.
 */
describe('the message files bundled for the browser', () => {
  it.each([...LOCALES])('hold every namespace the browser uses in %s', async (locale) => {
    await changeLocale(locale);
    for (const namespace of NAMESPACES) {
      const messages = i18n.getResourceBundle(locale, namespace) as Record<string, unknown>;
      expect(Object.keys(messages ?? {}).length, `${locale}/${namespace}`).toBeGreaterThan(0);
    }
    await changeLocale('en_GB');
  });
});

describe('the table of languages the build makes', () => {
  it('has a loader for each of the 12 locales and no other', async () => {
    const { default: loaders } = await import('virtual:locale-bundles');
    expect(Object.keys(loaders).sort()).toEqual([...LOCALES].sort());
  });

  it('asks for the fallback language from the HTML, the one every visit loads', () => {
    expect(FALLBACK_LOCALE).toBe(DEFAULT_LOCALE);
  });
});
