import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a section page shows until its statements and its board are in. */
export function SectionLoader() {
  const { t } = useTranslation('surveys');
  return (
    <Center py="xl">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
