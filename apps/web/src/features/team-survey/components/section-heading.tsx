import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A dashboard section's heading (h2) with its actions beside it. */
export function SectionHeading({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Title order={2} id={id} fz="h3">
        {title}
      </Title>
      {children}
    </Group>
  );
}
