import { Table, Text } from '@mantine/core';
import type { TsGoal } from '@portal/shared/team-survey-goals';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { formatWholePercent } from '../../../lib/percent';
import type { GoalViewer } from '../rules/goal-rules';
import { formatInstant } from '../rules/ts-dates';
import classes from './goal-list.module.css';
import { GoalText, SMART_ROWS } from './goal-smart';

/**
 * team-survey spec §2 "Goal page": the SMART table (smart, goal, manager input, your input,
 * success score %) of one goal, its names down the start side so that it reads on a phone too.
 * It shows everything, also what the viewer may not change.
 */
export function GoalDetail({ goal, viewer }: { goal: TsGoal; viewer: GoalViewer }) {
  const { t } = useTranslation('team-survey');
  const locale = useLocale();
  const rows: [string, ReactNode][] = [
    ...SMART_ROWS.map(
      ({ letter, key }) =>
        [t(`goals.letters.${key}`), <GoalText key={letter} text={goal.smart[letter]} />] as [
          string,
          ReactNode,
        ],
    ),
    [t('goals.goal'), <GoalText key="goal" text={goal.goal} />],
    [t('goals.manager_input'), <GoalText key="manager" text={goal.manager_input} />],
    [
      viewer === 'ratee' ? t('goals.your_input') : t('goals.ratee_input'),
      <GoalText key="ratee" text={goal.your_input} />,
    ],
    [
      t('goals.success_score'),
      goal.success_score === null ? (
        <Text key="score" component="span" fz="sm" c="navy.8" fs="italic">
          {t('goals.not_scored')}
        </Text>
      ) : (
        formatWholePercent(goal.success_score, locale)
      ),
    ],
  ];
  const setBy =
    goal.createdBy === viewer
      ? 'goals.form.set_by_you'
      : goal.createdBy === 'manager'
        ? 'goals.form.set_by_manager'
        : 'goals.form.set_by_ratee';
  return (
    <Table verticalSpacing="sm" captionSide="top" className={classes.detail} withRowBorders>
      <Table.Caption>{t(setBy, { date: formatInstant(goal.timeCreated) })}</Table.Caption>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row">{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
