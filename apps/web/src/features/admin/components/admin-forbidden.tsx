import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';

/** What a signed-in person without the administrator role sees at /admin (the server says 403). */
export function AdminForbidden() {
  const { t } = useTranslation('admin');
  usePageTitle(t('forbidden.title'));
  return (
    <Container size="sm" py={{ base: 'xl', sm: 64 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="navy">
          <IconLock size={28} aria-hidden="true" />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('forbidden.title')}
        </Title>
        <Text c="navy.7">{t('forbidden.text')}</Text>
        <Button component={Link} to={paths.home.href()}>
          {t('forbidden.home')}
        </Button>
      </Stack>
    </Container>
  );
}
