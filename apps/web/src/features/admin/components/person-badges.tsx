import { Badge, Group } from '@mantine/core';
import type { PersonSummary } from '@portal/shared/admin-people';
import { useTranslation } from '../../../lib/i18n';
import { type PersonBadge, personBadges } from '../rules/people';

// Tinted backgrounds with dark words, as every console badge: 4.5:1 and more (axe). A yellow's
// own dark shade on its tint does not reach it.
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
        <Badge key={badge} color={COLORS[badge]} variant="light" size="sm" c="dark.8">
          {t(`people.badges.${badge}`)}
        </Badge>
      ))}
    </Group>
  );
}
