import { UnstyledButton } from '@mantine/core';
import { IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n';
import classes from './ranking.module.css';

interface TapRankingListProps {
  /** Statement ids in the order the server gave them; they stay put while ranked. */
  ids: number[];
  ranked: number[];
  textOf: (id: number) => string;
  onToggle: (id: number) => void;
  label: string;
}

/**
 * Tap-to-rank (platform spec §2, touch screens): the first statement tapped is rank 1, the next
 * rank 2, and so on; tapping a ranked statement takes it out again. Each statement is a toggle
 * button, so a keyboard or a screen reader ranks the same way.
 */
export function TapRankingList({ ids, ranked, textOf, onToggle, label }: TapRankingListProps) {
  const { t } = useTranslation('surveys');
  return (
    <ul className={classes.list} aria-label={label}>
      {ids.map((id) => {
        const rank = ranked.indexOf(id) + 1;
        return (
          <li key={id} className={classes.item}>
            <UnstyledButton
              className={classes.pill}
              data-mode="tap"
              aria-pressed={rank > 0}
              aria-label={
                rank > 0
                  ? t('ranking.item_ranked', { rank, statement: textOf(id) })
                  : t('ranking.item_unranked', { statement: textOf(id) })
              }
              data-ranked={rank > 0 || undefined}
              onClick={() => onToggle(id)}
            >
              <span className={classes.rank} aria-hidden="true">
                {rank > 0 ? rank : <IconCircleDashed size={18} />}
              </span>
              <span className={classes.text}>{textOf(id)}</span>
            </UnstyledButton>
          </li>
        );
      })}
    </ul>
  );
}
