import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

/** The 360 pages' loading state, named for screen readers. */
export function TsLoader() {
  const { t } = useTranslation('team-survey');
  return (
    <Center flex={1} py="xl">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
