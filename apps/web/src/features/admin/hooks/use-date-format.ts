import { LOCALE_BCP47 } from '@portal/shared/locales';
import { useMemo } from 'react';
import { useLocale } from '../../../lib/locale';

/** Formats an ISO instant as a date (and, when asked, a time) in the interface language's way. */
export function useDateFormat(): (iso: string, withTime?: boolean) => string {
  const locale = useLocale();
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(LOCALE_BCP47[locale], { dateStyle: 'medium' });
    const dateTime = new Intl.DateTimeFormat(LOCALE_BCP47[locale], {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return (iso: string, withTime = false) => (withTime ? dateTime : date).format(new Date(iso));
  }, [locale]);
}
