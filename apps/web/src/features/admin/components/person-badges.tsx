import { Badge, Group } from '@mantine/core';
import type { PersonSummary } from '@portal/shared/admin-people';
import { useTranslation } from 'react-i18next';
import { type PersonBadge, personBadges } from '../rules/people';

// Dark shades on light backgrounds: each reaches 4.5:1 (axe).
const COLORS: Record<PersonBadge, string> = {
  administrator: 'blue',
  deactivated: 'red',
  awaiting_owner: 'yellow',
  erased: 'gray',
};

export function PersonBadges({ person }: { person: PersonSummary }) {
  const { t } = useTranslation('admin');
  const badges = personBadges(person);
  if (badges.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {badges.map((badge) => (
        <Badge
          key={badge}
          color={COLORS[badge]}
          variant="light"
          size="sm"
          styles={{ label: { color: `var(--mantine-color-${COLORS[badge]}-9)` } }}
        >
          {t(`people.badges.${badge}`)}
        </Badge>
      ))}
    </Group>
  );
}
