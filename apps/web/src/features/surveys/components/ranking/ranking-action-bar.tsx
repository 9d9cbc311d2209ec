import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../../lib/i18n';
import classes from './ranking.module.css';

interface RankingActionBarProps {
  /** The section's place in the questionnaire, when known. */
  section?: { number: number; total: number };
  ranked: number;
  total: number;
  /** Offers "Start again" while some are placed (pool and tap modes). */
  onClear?: () => void;
  onConfirm: () => void;
  confirmAllowed: boolean;
  saving: boolean;
}

/**
 * The bar under a ranking section that stays in view while the person works down the list
 * (issue 9): where they are in the questionnaire, how many statements are placed, and Confirm.
 */
export function RankingActionBar({
  section,
  ranked,
  total,
  onClear,
  onConfirm,
  confirmAllowed,
  saving,
}: RankingActionBarProps) {
  const { t } = useTranslation('surveys');
  return (
    <div className={classes.actionBar}>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Group gap="xs" wrap="wrap" className={classes.barInfo}>
          {section && (
            <Text fz="sm" c="navy.7">
              {t('ranking.section_of', section)}
            </Text>
          )}
          <Text fz="sm" fw={700} c="navy.8">
            {t('ranking.ranked_count', { ranked, total })}
          </Text>
          {onClear && ranked > 0 && (
            <Button variant="subtle" size="compact-sm" onClick={onClear}>
              {t('ranking.clear')}
            </Button>
          )}
        </Group>
        <Button
          size="md"
          className={classes.barConfirm}
          onClick={onConfirm}
          disabled={!confirmAllowed}
          loading={saving}
        >
          {t('ranking.confirm')}
        </Button>
      </Group>
    </div>
  );
}
