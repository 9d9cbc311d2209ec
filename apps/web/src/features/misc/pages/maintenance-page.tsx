import { Container, Loader, Stack, Text, Title } from '@mantine/core';
import { LIMITS } from '@portal/shared/limits';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { usePageTitle } from '../../../lib/page-title';
import { getNationalities } from '../../lookups/api/get-nationalities';
import { lookupsKeys } from '../../lookups/api/lookups-keys';

/**
 * platform spec §2 and §4: says the service is offline for essential maintenance, polls the
 * nationalities call every 5 seconds and returns to '/' when it succeeds.
 */
export function MaintenancePage() {
  const { t } = useTranslation('common');
  usePageTitle(t('maintenance.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const probe = useQuery({
    queryKey: ['maintenance-probe', locale],
    queryFn: ({ signal }) => getNationalities(locale, signal),
    refetchInterval: LIMITS.maintenancePollMs,
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  });
  useEffect(() => {
    if (!probe.isSuccess) return;
    // Forget the failed lists so the pages load them afresh.
    void queryClient.resetQueries({ queryKey: lookupsKeys.all });
    navigate(paths.home.href(), { replace: true });
  }, [probe.isSuccess, navigate, queryClient]);

  return (
    <Container size="sm" py={64}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('maintenance.title')}</Title>
        <Text fz="lg">{t('errors.unavailable')}</Text>
        <Text>{t('maintenance.retry')}</Text>
        <Loader size="sm" aria-hidden="true" />
      </Stack>
    </Container>
  );
}
