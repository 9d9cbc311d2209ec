import { Group, NativeSelect, SegmentedControl, Switch, VisuallyHidden } from '@mantine/core';
import { IconLayoutGrid, IconList } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { SortOrder } from '../rules/dashboard-items';

export type CardLayout = 'grid' | 'list';

interface DashboardControlsProps {
  showCompleted: boolean;
  onShowCompleted: (value: boolean) => void;
  layout: CardLayout;
  onLayout: (value: CardLayout) => void;
  sort: SortOrder;
  onSort: (value: SortOrder) => void;
}

/** platform spec §2: show-completed toggle, layout toggle, sort by last reviewed. */
export function DashboardControls(props: DashboardControlsProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Group gap="md" justify="space-between" wrap="wrap">
      <Switch
        checked={props.showCompleted}
        onChange={(event) => props.onShowCompleted(event.currentTarget.checked)}
        label={t('controls.show_completed')}
        color="teal.8"
        styles={{ label: { color: 'var(--mantine-color-white)', fontWeight: 600 } }}
      />
      <Group gap="sm" wrap="wrap">
        <NativeSelect
          aria-label={t('controls.sort')}
          value={props.sort}
          onChange={(event) => props.onSort(event.currentTarget.value === 'asc' ? 'asc' : 'desc')}
          data={[
            { value: 'desc', label: t('controls.sort_desc') },
            { value: 'asc', label: t('controls.sort_asc') },
          ]}
          w={{ base: '100%', xs: 260 }}
        />
        <SegmentedControl
          aria-label={t('controls.layout')}
          value={props.layout}
          onChange={(value) => props.onLayout(value === 'list' ? 'list' : 'grid')}
          data={[
            {
              value: 'grid',
              label: (
                <Group gap={6} wrap="nowrap">
                  <IconLayoutGrid size={16} aria-hidden="true" />
                  <VisuallyHidden>{t('controls.grid')}</VisuallyHidden>
                </Group>
              ),
            },
            {
              value: 'list',
              label: (
                <Group gap={6} wrap="nowrap">
                  <IconList size={16} aria-hidden="true" />
                  <VisuallyHidden>{t('controls.list')}</VisuallyHidden>
                </Group>
              ),
            },
          ]}
        />
      </Group>
    </Group>
  );
}
