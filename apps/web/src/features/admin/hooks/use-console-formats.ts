import { LOCALE_BCP47 } from '@portal/shared/locales';
import { useMemo } from 'react';
import { useLocale } from '../../../lib/locale';
import { useDateFormat } from './use-date-format';

/** Formats an ISO instant as a date and time in the interface language's own way. */
export function useDateTimeFormat(): (iso: string) => string {
  const formatDate = useDateFormat();
  return useMemo(() => (iso: string) => formatDate(iso, true), [formatDate]);
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
