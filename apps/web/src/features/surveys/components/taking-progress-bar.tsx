import { Group, Progress, Stack, Text } from '@mantine/core';
import type { ProgressResponse } from '@portal/shared/surveys';
import { useTranslation } from '../../../lib/i18n';
import { takingProgress } from '../rules/taking-progress';

/** The survey shell's progress bar (platform spec §2), on the blue title band. */
export function TakingProgressBar({ progress }: { progress: ProgressResponse | undefined }) {
  const { t } = useTranslation('surveys');
  const { percent, done, total } = takingProgress(progress);
  return (
    <Stack gap={4} mt="xs">
      <Group justify="space-between" gap="xs">
        <Text fz="sm" c="white" id="taking-progress-label">
          {t('taking.progress_label')}
        </Text>
        <Text fz="sm" c="white" fw={600}>
          {t('taking.progress_text', { done, total })}
        </Text>
      </Group>
      {/* The progressbar role is on the section, so its name goes there too. */}
      <Progress.Root size="md" bg="rgba(255, 255, 255, 0.3)">
        <Progress.Section
          value={percent}
          color="teal.5"
          aria-labelledby="taking-progress-label"
          aria-valuetext={t('taking.progress_value', { percent })}
        />
      </Progress.Root>
    </Stack>
  );
}
