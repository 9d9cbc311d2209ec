import { Group, NativeSelect, Switch } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { SortOrder } from '../rules/ratee-list';

interface RaterFilterProps {
  sort: SortOrder;
  onSort: (value: SortOrder) => void;
  showCompleted: boolean;
  onShowCompleted: (value: boolean) => void;
}

/** team-survey spec §2: a rater's sort by last review and 'show completed' switch. */
export function RaterFilter(props: RaterFilterProps) {
  const { t } = useTranslation('team-survey');
  return (
    <Group gap="md" wrap="wrap" align="center">
      <NativeSelect
        label={t('board.sort')}
        value={props.sort}
        onChange={(event) => props.onSort(event.currentTarget.value === 'desc' ? 'desc' : 'asc')}
        data={[
          { value: 'asc', label: t('board.sort_asc') },
          { value: 'desc', label: t('board.sort_desc') },
        ]}
        w={{ base: '100%', xs: 260 }}
      />
      <Switch
        checked={props.showCompleted}
        onChange={(event) => props.onShowCompleted(event.currentTarget.checked)}
        label={t('board.show_completed')}
        color="teal.8"
        mt={{ base: 0, xs: 'lg' }}
      />
    </Group>
  );
}
