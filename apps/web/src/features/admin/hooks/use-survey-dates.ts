import { LOCALE_BCP47 } from '@portal/shared/locales';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';

/**
 * A survey's opening dates (calendar dates, YYYY-MM-DD) in the interface language: "1 Jan 2026 –
 * 31 Dec 2026", an open end as "no limit". Read as UTC days, so no time zone moves a day.
 */
export function useSurveyDates(): (from: string | null, to: string | null) => string {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(LOCALE_BCP47[locale], {
      dateStyle: 'medium',
      timeZone: 'UTC',
    });
    const day = (iso: string | null) =>
      iso ? format.format(new Date(`${iso}T00:00:00Z`)) : t('survey_admin.no_limit');
    // An en dash between two dates reads the same in every language (and flips with the text).
    return (from, to) =>
      !from && !to ? t('survey_admin.always_open') : `${day(from)} – ${day(to)}`;
  }, [locale, t]);
}
