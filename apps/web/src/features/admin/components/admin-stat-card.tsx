import { Anchor, Paper, SimpleGrid, Skeleton, Text, useDirection } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useNumberFormat } from '../hooks/use-number-format';

export interface AdminStatCardProps {
  label: string;
  /** The count; undefined while it loads (a placeholder is shown). */
  value: number | undefined;
  /** A short line under the number. */
  hint?: string;
  /** Where the label leads (the area that deals with these). */
  href?: string;
}

/** A list of counts: a grid of AdminStatCard, one, two or three a row as the width allows. */
export function AdminStatGrid({
  label,
  busy,
  children,
}: {
  label: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <SimpleGrid
      component="ul"
      aria-label={label}
      aria-busy={busy || undefined}
      cols={{ base: 2, lg: 3 }}
      spacing={{ base: 'xs', sm: 'sm' }}
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {children}
    </SimpleGrid>
  );
}

/** One count with its label, in the interface language's digits. */
export function AdminStatCard({ label, value, hint, href }: AdminStatCardProps) {
  const format = useNumberFormat();
  const { dir } = useDirection();
  const Chevron = dir === 'rtl' ? IconChevronLeft : IconChevronRight;
  return (
    <Paper component="li" withBorder p={{ base: 'sm', sm: 'md' }} radius="md" bg="white">
      {href ? (
        <Anchor component={Link} to={href} fz="sm" fw={600} display="block">
          {label}
          {/* Inline, so it follows the last word when the label wraps. */}
          <Chevron
            size={14}
            aria-hidden="true"
            style={{ verticalAlign: 'middle', marginInlineStart: 4 }}
          />
        </Anchor>
      ) : (
        <Text fz="sm" fw={600} c="navy.7">
          {label}
        </Text>
      )}
      {value === undefined ? (
        <Skeleton height={34} width="40%" mt={6} />
      ) : (
        <Text fz={{ base: 24, sm: 30 }} fw={700} lh={1.2} mt={4}>
          {format(value)}
        </Text>
      )}
      {hint && (
        <Text fz="xs" c="navy.7" mt={2}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}
