import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/**
 * A form's general error, above the fields; announced when it appears. Text and icon in red.9:
 * the default light-variant red is under 4.5:1 on its tinted background (STACK-NOTES).
 */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden="true" />}
      role="alert"
      styles={{
        message: { color: 'var(--mantine-color-red-9)', whiteSpace: 'pre-line' },
        icon: { color: 'var(--mantine-color-red-9)' },
      }}
    >
      {message}
    </Alert>
  );
}
