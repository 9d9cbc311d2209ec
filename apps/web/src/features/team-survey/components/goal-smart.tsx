import { Text } from '@mantine/core';
import { SMART_LETTERS, type Smart, type SmartLetter } from '@portal/shared/team-survey-goals';
import { useTranslation } from '../../../lib/i18n';
import classes from './goal-list.module.css';

/** The five SMART parts in the acronym's order, each with its translation key. */
export const SMART_ROWS: readonly { letter: SmartLetter; key: string }[] = SMART_LETTERS.map(
  (letter) => ({ letter, key: letter === 'timeBound' ? 'time_bound' : letter }),
);

/**
 * A person's text as they wrote it: its own direction (an English goal on an Arabic page), its
 * line breaks kept, and a word for an empty one. `clamp` shortens it to a few lines in a list.
 */
export function GoalText({ text, clamp }: { text: string; clamp?: boolean }) {
  const { t } = useTranslation('team-survey');
  if (!text) {
    return (
      <Text component="span" fz="sm" c="navy.8" fs="italic">
        {t('goals.empty')}
      </Text>
    );
  }
  // A plain span: it takes the font of where it stands (a heading, a table cell).
  return (
    <span dir="auto" className={clamp ? classes.clamp : classes.text}>
      {text}
    </span>
  );
}

/** The five SMART parts as a list of terms and texts. */
export function SmartList({
  smart,
  clamp,
  grouped,
}: {
  smart: Smart;
  clamp?: boolean;
  /** Set off by a line at its start, under a heading of its own (a card's SMART entry). */
  grouped?: boolean;
}) {
  const { t } = useTranslation('team-survey');
  return (
    <dl className={classes.smart} data-grouped={grouped || undefined}>
      {SMART_ROWS.map(({ letter, key }) => (
        <div key={letter} className={classes.smartRow}>
          <dt>{t(`goals.letters.${key}`)}</dt>
          <dd>
            <GoalText text={smart[letter]} clamp={clamp} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
