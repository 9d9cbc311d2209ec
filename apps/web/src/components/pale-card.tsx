import { Paper, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** api-notes "Look and feel": pale-blue rounded cards (#f7fcff, 12px radius) with dark type. */
export function PaleCard({ children, ...props }: PaperProps & { children: ReactNode }) {
  return (
    <Paper bg="#f7fcff" c="dark.9" radius={12} p={{ base: 'md', sm: 'xl' }} shadow="sm" {...props}>
      {children}
    </Paper>
  );
}
