import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** team-survey spec §2: "Layout toggle with values 1 or 2, default 2." */
export type CardLayout = 1 | 2;

/** Layout 2 puts cards in 1, 2, 3 or 4 columns by width (spec §2); layout 1 one card a row. */
const COLUMNS = { 1: 1, 2: { base: 1, sm: 2, md: 3, xl: 4 } } as const;

/** The cards as a list, named by its section, so a screen reader says how many there are. */
export function RateeGrid({
  layout,
  label,
  children,
}: {
  layout: CardLayout;
  label: string;
  children: { key: number | string; node: ReactNode }[];
}) {
  return (
    <SimpleGrid
      cols={COLUMNS[layout]}
      spacing="lg"
      component="ul"
      aria-label={label}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {children.map((child) => (
        <li key={child.key}>{child.node}</li>
      ))}
    </SimpleGrid>
  );
}
