import { LOCALES } from '@portal/shared/locales';
import { describe, expect, it } from 'vitest';
import { changeLocale, i18n, NAMESPACES } from './i18n';

/*
 * i18n.ts names the namespaces twice: in NAMESPACES, which i18next loads, and in the pattern of
 * files bundled for the browser (a pattern must be written out). A namespace missing from the
 * pattern would load empty and show keys; this holds the two together for every locale.
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
