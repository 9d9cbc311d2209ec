import { Badge, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminAreaId } from '../components/admin-areas';
import { AdminPageHeader } from '../components/admin-page-header';

/**
 * An area of the console that is not built yet: its name and what it will do, no made-up rows.
 * Each area's engineer replaces its route's element with the real page (routes.tsx) and removes
 * its `coming_soon.<id>` text.
 */
export function AdminComingSoonPage({ area }: { area: Exclude<AdminAreaId, 'overview'> }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <AdminPageHeader title={t(`nav.${area}`)} />
      <Paper withBorder p="lg" radius="md" bg="white" maw={640}>
        <Badge variant="light" color="navy" mb="sm">
          {t('coming_soon.badge')}
        </Badge>
        <Text>{t(`coming_soon.${area}`)}</Text>
      </Paper>
    </>
  );
}
