import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

/** What a section page shows until its statements and its board are in. */
export function SectionLoader() {
  const { t } = useTranslation('surveys');
  return (
    <Center py="xl">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
