import { Paper, SimpleGrid, Text } from '@mantine/core';

/**
 * A record's facts under its page header, as a description list (label, then value) in a box:
 * one column on a phone, three from the small breakpoint up.
 */
export function AdminFacts({ facts }: { facts: [label: string, value: string][] }) {
  return (
    <Paper withBorder p="md" radius="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" component="dl" m={0}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" fz="xs" fw={700} c="navy.7">
              {label}
            </Text>
            {/* An e-mail address or a code has no spaces to break at on a narrow screen. */}
            <Text component="dd" m={0} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
