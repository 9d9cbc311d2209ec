import { LOCALE_BCP47 } from '@portal/shared/locales';
import { useMemo } from 'react';
import { useLocale } from '../../../lib/locale';

/** Formats counts in the interface language's own way (1,234 · 1.234 · ١٬٢٣٤). */
export function useNumberFormat(): (value: number) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.NumberFormat(LOCALE_BCP47[locale]);
    return (value: number) => format.format(value);
  }, [locale]);
}
