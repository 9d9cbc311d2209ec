import { ActionIcon, CopyButton, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

interface CopyValueProps {
  value: string;
  copyLabel: string;
  copiedLabel: string;
}

/**
 * A code to type into a bank's form, left to right also in Arabic, with a copy button; the
 * copy is announced to screen readers.
 */
export function CopyValue({ value, copyLabel, copiedLabel }: CopyValueProps) {
  return (
    <CopyButton value={value} timeout={2500}>
      {({ copied, copy }) => (
        <Group gap="xs" wrap="nowrap">
          <Text component="span" ff="monospace" fz="lg" fw={700} dir="ltr">
            {value}
          </Text>
          <Tooltip label={copied ? copiedLabel : copyLabel} withArrow>
            <ActionIcon variant="default" onClick={copy} aria-label={copyLabel} size="lg">
              {copied ? (
                <IconCheck size={18} color="var(--mantine-color-teal-9)" aria-hidden="true" />
              ) : (
                <IconCopy size={18} color="var(--mantine-color-brand-8)" aria-hidden="true" />
              )}
            </ActionIcon>
          </Tooltip>
          <VisuallyHidden role="status">{copied ? copiedLabel : ''}</VisuallyHidden>
        </Group>
      )}
    </CopyButton>
  );
}
