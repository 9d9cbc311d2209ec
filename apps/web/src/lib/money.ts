import { LOCALE_BCP47, type Locale } from '@portal/shared/locales';

const formats = new Map<Locale, Intl.NumberFormat>();

/**
 * Money is integer pence on the wire (conventions, habit 11); people read pounds in their own
 * language's format: 4900 → '£49.00' in English, '49,00 £' in German and Spanish.
 */
export function formatPence(pence: number, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    // narrowSymbol: '£' where a language's own format would say 'GBP' or '£GB' (es, fr).
    format = new Intl.NumberFormat(LOCALE_BCP47[locale], {
      style: 'currency',
      currency: 'GBP',
      currencyDisplay: 'narrowSymbol',
    });
    formats.set(locale, format);
  }
  // Arabic's narrow symbol is still 'UK£': the pound sign alone, in the language's own place.
  return format
    .formatToParts(pence / 100)
    .map((part) => (part.type === 'currency' ? '£' : part.value))
    .join('');
}
