import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/**
 * A read-only field holding a value to hand on (a link), with a button that copies it and says so.
 * Focusing the field selects it all, for those who copy by keyboard instead.
 */
export function CopyField({
  label,
  value,
  copyLabel,
  copiedLabel,
  dir,
  testId,
}: {
  label: string;
  value: string;
  copyLabel: string;
  copiedLabel: string;
  /** 'ltr' for an address, which reads left to right even on an Arabic page. */
  dir?: 'ltr';
  testId?: string;
}) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={label}
        value={value}
        readOnly
        dir={dir}
        data-testid={testId}
        style={{ flex: 1, minWidth: 0 }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            variant="default"
            onClick={copy}
            leftSection={
              copied ? (
                <IconCheck size={16} aria-hidden="true" />
              ) : (
                <IconCopy size={16} aria-hidden="true" />
              )
            }
          >
            {copied ? copiedLabel : copyLabel}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
