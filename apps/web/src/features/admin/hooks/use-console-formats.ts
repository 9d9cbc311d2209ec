import { LOCALE_BCP47 } from '@portal/shared/locales';
import { useMemo } from 'react';
import { useLocale } from '../../../lib/locale';

/** Formats an ISO instant as a date and time in the interface language's own way. */
export function useDateTimeFormat(): (iso: string) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(LOCALE_BCP47[locale], {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return (iso: string) => format.format(new Date(iso));
  }, [locale]);
}

/** Formats an amount in minor units (pence) with its currency. */
export function useMoneyFormat(): (minor: number, currency: string) => string {
  const locale = useLocale();
  return useMemo(
    () => (minor: number, currency: string) =>
      new Intl.NumberFormat(LOCALE_BCP47[locale], { style: 'currency', currency }).format(
        minor / 100,
      ),
    [locale],
  );
}
