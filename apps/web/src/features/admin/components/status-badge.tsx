import { Badge, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusBadgeProps {
  color: MantineColor;
  /** An outline, for a second, lesser mark beside a state (a partner course). */
  outline?: boolean;
  children: ReactNode;
}

/**
 * A state in the console (paid, pending, published, a learner's certificate): a light badge with
 * dark text, for contrast (axe), and never cut short. A Mantine badge ellipsises its label, and a
 * table cell gave it only that much room, so "Pending" showed as "PEN…" on the Payments page at
 * 1280 px; its least width is now its whole label.
 */
export function StatusBadge({ color, outline = false, children }: StatusBadgeProps) {
  return (
    <Badge variant={outline ? 'outline' : 'light'} color={color} c="dark.8" miw="max-content">
      {children}
    </Badge>
  );
}
