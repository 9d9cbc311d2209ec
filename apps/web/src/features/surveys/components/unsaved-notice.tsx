import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import type { SubmitStatus } from '../hooks/use-submit-with-retry';

interface UnsavedNoticeProps {
  status: SubmitStatus;
  error: unknown;
  retryInMs: number | null;
  onRetry: () => void;
  /**
   * A 409: the section was stored already with other answers (another tab or device). Sending it
   * again cannot help; the person carries on from what the server holds.
   */
  onContinue?: () => void;
}

/**
 * Says that confirmed answers have not reached the server yet, that they are kept on this
 * device, and when they will be sent again (architecture: "answers are never lost").
 */
export function UnsavedNotice({
  status,
  error,
  retryInMs,
  onRetry,
  onContinue,
}: UnsavedNoticeProps) {
  const { t } = useTranslation('surveys');
  const ref = useRef<HTMLDivElement>(null);
  const failed = status === 'failed';
  // The Confirm button is at the end of a long list: bring the notice into view when it appears.
  useEffect(() => {
    if (failed) ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [failed]);
  if (!failed) return null;
  const serverMessage = error instanceof ApiError && error.status < 500 ? error.message : '';
  if (onContinue && error instanceof ApiError && error.status === 409) {
    return (
      <Alert ref={ref} color="orange" variant="light" role="alert">
        <Stack gap="xs">
          <Text fz="sm">{serverMessage}</Text>
          <Group>
            <Button size="xs" variant="filled" color="dark" onClick={onContinue}>
              {t('save.continue')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert
      ref={ref}
      color="orange"
      variant="light"
      icon={<IconCloudOff aria-hidden="true" />}
      role="alert"
      title={t('save.not_saved')}
      styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
    >
      <Stack gap="xs">
        {serverMessage && <Text fz="sm">{serverMessage}</Text>}
        <Text fz="sm">{t('save.kept')}</Text>
        {retryInMs !== null && (
          <Text fz="sm">{t('save.retrying', { seconds: Math.round(retryInMs / 1000) })}</Text>
        )}
        <Group>
          <Button size="xs" variant="filled" color="dark" onClick={onRetry}>
            {t('save.retry')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
