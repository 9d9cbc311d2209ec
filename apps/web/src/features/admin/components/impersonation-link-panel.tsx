import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import { FormAlert } from '../../../components/form-alert';
import { useTranslation } from '../../../lib/i18n';
import { useCreateImpersonationLink } from '../api/change-person';
import { useDateFormat } from '../hooks/use-date-format';
import { CopyField } from './copy-field';

/**
 * Issue 13: "create a one-time impersonation link with one click (the command-line rules:
 * short-lived, logged)". The link is shown once, with a copy button and when it stops working.
 */
export function ImpersonationLinkPanel({ userId }: { userId: number }) {
  const { t } = useTranslation('admin');
  const formatDate = useDateFormat();
  const create = useCreateImpersonationLink(userId);
  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant="default"
          leftSection={<IconUserShare size={16} aria-hidden="true" />}
          loading={create.isPending}
          onClick={() => create.mutate()}
        >
          {t('people.impersonation.create')}
        </Button>
      </Group>
      <FormAlert message={create.error?.message} />
      {create.data && (
        <Paper withBorder p="sm" radius="sm" data-testid="impersonation-link">
          <Stack gap={6}>
            <CopyField
              label={t('people.impersonation.link_label')}
              value={create.data.link}
              copyLabel={t('people.impersonation.copy')}
              copiedLabel={t('people.impersonation.copied')}
            />
            <Text fz="sm" c="navy.7">
              {t('people.impersonation.expires', { at: formatDate(create.data.expiresAt, true) })}
            </Text>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
