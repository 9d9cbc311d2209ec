import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from './i18n';

/** Each page names itself in the tab title, so screen-reader users know where a link took them. */
export function usePageTitle(title?: string): void {
  const { t } = useTranslation('common');
  useDocumentTitle(title ? `${title} | ${t('brand')}` : t('brand'));
}
