import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { ExportStatusResponse } from '@portal/shared/admin-exports';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { FormAlert } from '../../../components/form-alert';
import { useTranslation } from '../../../lib/i18n';
import { exportStatusQueryOptions, isUnderWay, useDownloadExport } from '../api/get-export';
import { useNumberFormat } from '../hooks/use-number-format';
import { StatusBadge } from './status-badge';

export interface ExportProgressProps {
  id: string;
  /** What the list already knows: no request until it is under way. */
  initial?: ExportStatusResponse;
}

const STATUS_COLOURS: Record<ExportStatusResponse['status'], string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
};

/** One export's status, as the shared poll of ExportProgress sees it (one request for both). */
function useExportStatus(id: string, initial?: ExportStatusResponse) {
  return useQuery({
    ...exportStatusQueryOptions(id),
    ...(initial ? { initialData: initial } : {}),
  });
}

export function ExportStatusBadge({ id, initial }: ExportProgressProps) {
  const { t } = useTranslation('admin');
  const status = useExportStatus(id, initial).data?.status ?? 'queued';
  return (
    <StatusBadge color={STATUS_COLOURS[status]}>{t(`exports.statuses.${status}`)}</StatusBadge>
  );
}

/**
 * Where one export stands (issue 13): a progress bar while the job runs (asked every second),
 * then its Download button, or why it failed.
 */
export function ExportProgress({ id, initial }: ExportProgressProps) {
  const { t } = useTranslation('admin');
  const number = useNumberFormat();
  const status = useExportStatus(id, initial);
  const download = useDownloadExport();
  const data = status.data;
  if (!data) return <Progress value={0} aria-label={t('exports.progress_label')} w={160} />;
  if (isUnderWay(data.status)) {
    const percent = data.total ? Math.min(100, (data.progress / data.total) * 100) : 0;
    return (
      <Stack gap={4} w={200} maw="100%">
        <Progress
          value={percent}
          striped
          animated
          size="md"
          aria-label={t('exports.progress_label')}
        />
        <Text fz="xs" c="navy.7" aria-live="polite">
          {data.total === null || data.status === 'queued'
            ? t('exports.preparing')
            : t('exports.progress', {
                progress: number(data.progress),
                total: number(data.total),
              })}
        </Text>
      </Stack>
    );
  }
  if (data.status === 'failed') {
    return <FormAlert message={data.error ?? t('exports.statuses.failed')} />;
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconDownload size={14} aria-hidden="true" />}
        loading={download.isPending}
        onClick={() => download.mutate(data)}
        aria-label={`${t('exports.download')} ${data.downloadName ?? ''}`.trim()}
      >
        {t('exports.download')}
      </Button>
      {download.error && <FormAlert message={download.error.message} />}
    </Group>
  );
}
