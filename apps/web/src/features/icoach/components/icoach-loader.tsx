import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

/** The iCoach pages' loading state, named for screen readers. */
export function IcoachLoader() {
  const { t } = useTranslation('icoach');
  return (
    <Center flex={1} py="xl">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
