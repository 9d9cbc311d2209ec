import { Button, Group, Loader, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useTranslation } from '../../../lib/i18n';

/**
 * What a console detail page shows before its record is there: the back link, so the way out is
 * never missing, then the server's error with Retry, or a spinner while it loads.
 */
export function AdminDetailPending({
  back,
  query,
  loadingLabel,
  loadFailedLabel,
}: {
  back: ReactNode;
  query: Pick<UseQueryResult<unknown, Error>, 'isError' | 'error' | 'refetch'>;
  loadingLabel: string;
  loadFailedLabel: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="md">
      {back}
      {query.isError ? (
        <Group gap="sm">
          {/* A failure without a message of its own still says what did not load. */}
          <FormAlert message={query.error?.message || loadFailedLabel} />
          <Button variant="default" size="xs" onClick={() => query.refetch()}>
            {t('table.retry')}
          </Button>
        </Group>
      ) : (
        <Loader aria-label={loadingLabel} />
      )}
    </Stack>
  );
}
