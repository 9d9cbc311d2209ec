import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';

/** platform spec §2: '404 - ' plus 'Sorry, we could not find what you were looking for.' */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageTitle(t('not_found.title'));
  return (
    <Container size="sm" py={64}>
      <Stack gap="lg" align="flex-start">
        <Title order={1}>{t('not_found.heading', { message: t('errors.not_found') })}</Title>
        <Text>{t('not_found.hint')}</Text>
        <Button component={Link} to={paths.home.href()}>
          {t('not_found.home')}
        </Button>
      </Stack>
    </Container>
  );
}
