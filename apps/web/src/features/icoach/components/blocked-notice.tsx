import { Alert, Button, Stack } from '@mantine/core';
import { IconInfoCircle, IconPackage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';

interface BlockedNoticeProps {
  message: string;
  /** A partner-package course: offer the packages page (issue 10: never "not found"). */
  needsPackage: boolean;
}

/**
 * Why the course cannot be opened, in place of its content (platform spec §8: "a type error from
 * the course check is shown as the page message"): its dates, or a partner package to buy.
 */
export function BlockedNotice({ message, needsPackage }: BlockedNoticeProps) {
  const { t } = useTranslation('icoach');
  return (
    <Stack gap="md" align="flex-start">
      <Alert
        color="brand"
        variant="light"
        w="100%"
        icon={<IconInfoCircle aria-hidden="true" />}
        role="status"
        styles={{ message: { color: 'var(--mantine-color-dark-9)', fontWeight: 600 } }}
      >
        {message}
      </Alert>
      {needsPackage && (
        <Button
          component={Link}
          to={paths.krisk.href()}
          size="md"
          leftSection={<IconPackage size={18} aria-hidden="true" />}
        >
          {t('welcome.see_packages')}
        </Button>
      )}
    </Stack>
  );
}
