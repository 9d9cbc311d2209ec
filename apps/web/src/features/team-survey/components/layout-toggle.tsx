import { Group, SegmentedControl, VisuallyHidden } from '@mantine/core';
import { IconLayoutGrid, IconLayoutList } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { CardLayout } from './ratee-grid';

/** team-survey spec §2: the layout toggle, 1 (a card a row) or 2 (cards side by side). */
export function LayoutToggle({
  value,
  onChange,
}: {
  value: CardLayout;
  onChange: (value: CardLayout) => void;
}) {
  const { t } = useTranslation('team-survey');
  const option = (layout: CardLayout, icon: React.ReactNode, label: string) => ({
    value: String(layout),
    label: (
      <Group gap={6} wrap="nowrap">
        {icon}
        <VisuallyHidden>{label}</VisuallyHidden>
      </Group>
    ),
  });
  return (
    <SegmentedControl
      aria-label={t('board.layout')}
      value={String(value)}
      onChange={(next) => onChange(next === '1' ? 1 : 2)}
      data={[
        option(1, <IconLayoutList size={16} aria-hidden="true" />, t('board.layout_1')),
        option(2, <IconLayoutGrid size={16} aria-hidden="true" />, t('board.layout_2')),
      ]}
    />
  );
}
