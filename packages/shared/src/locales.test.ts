// Property-based tests of resolveLocale: whatever Accept-Language a browser sends, the server
// answers in one of the 12 locales of platform spec §1.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALE_BCP47, LOCALES, type Locale, resolveLocale } from './locales.ts';

const locale = fc.constantFrom(...LOCALES);
/** Tags of languages the portal does not offer. */
const unsupported = fc.constantFrom('it', 'pt-BR', 'nl', 'sv', 'pl', 'he', 'xx', '*', 'i-klingon');
const weight = fc.integer({ min: 1, max: 999 }).map((n) => (n / 1000).toFixed(3));

describe('resolveLocale', () => {
  it('answers one of the 12 locales for any header at all', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.constant(null),
          fc.constant(undefined),
        ),
        (header) => {
          expect(LOCALES).toContain(resolveLocale(header));
        },
      ),
    );
  });

  it('answers one of the 12 locales for any list of well-formed tags and weights', () => {
    const part = fc
      .tuple(fc.stringMatching(/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8}){0,2}$/), fc.option(weight))
      .map(([tag, q]) => (q ? `${tag};q=${q}` : tag));
    fc.assert(
      fc.property(fc.array(part, { maxLength: 6 }), (parts) => {
        expect(LOCALES).toContain(resolveLocale(parts.join(', ')));
      }),
    );
  });

  it('an exact locale code comes back as itself', () => {
    fc.assert(
      fc.property(locale, (l) => {
        expect(resolveLocale(l)).toBe(l);
      }),
    );
  });

  it('the BCP 47 tag of a locale, in any case, comes back as that locale', () => {
    fc.assert(
      fc.property(locale, fc.boolean(), (l, upper) => {
        const tag = upper ? LOCALE_BCP47[l].toUpperCase() : LOCALE_BCP47[l];
        expect(resolveLocale(tag)).toBe(l);
      }),
    );
  });

  it('a regional variant of a supported language comes back as that language', () => {
    fc.assert(
      fc.property(locale, fc.stringMatching(/^[A-Z]{2}$/), (l, region) => {
        const language = (LOCALE_BCP47[l].split('-')[0] as string).toLowerCase();
        expect(resolveLocale(`${language}-${region}`)).toBe(l);
      }),
    );
  });

  it('the supported language of highest weight wins, wherever it stands in the list', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(locale, { minLength: 2, maxLength: 5 }),
        fc.array(unsupported, { maxLength: 3 }),
        (chosen, others) => {
          // Weights fall in list order: the first chosen locale has the highest.
          const weighted = chosen.map((l, i) => `${l};q=${(0.9 - i * 0.1).toFixed(1)}`);
          const header = [...others.map((o) => `${o};q=1`), ...weighted.reverse()].join(',');
          expect(resolveLocale(header)).toBe(chosen[0] as Locale);
        },
      ),
    );
  });

  it('only unsupported languages, or nothing, fall back to en_GB', () => {
    fc.assert(
      fc.property(fc.array(unsupported, { maxLength: 4 }), (tags) => {
        expect(resolveLocale(tags.join(','))).toBe(DEFAULT_LOCALE);
      }),
    );
    expect(resolveLocale('')).toBe(DEFAULT_LOCALE);
    expect(resolveLocale(null)).toBe(DEFAULT_LOCALE);
  });

  it('reads the spellings browsers and the old client use', () => {
    expect(resolveLocale('en-US,en;q=0.9')).toBe('en_GB');
    expect(resolveLocale('zh-CN')).toBe('zh_Hans');
    expect(resolveLocale('zh_CN')).toBe('zh_Hans');
    expect(resolveLocale('fil-PH')).toBe('tl');
    expect(resolveLocale('ar-SA,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(resolveLocale('it, fr;q=0.5')).toBe('fr');
  });
});
