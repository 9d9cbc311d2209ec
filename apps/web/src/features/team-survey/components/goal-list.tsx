import { Button, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TsGoal } from '@portal/shared/team-survey-goals';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { formatWholePercent } from '../../../lib/percent';
import { usePhone } from '../hooks/use-phone';
import type { GoalViewer } from '../rules/goal-rules';
import classes from './goal-list.module.css';
import { GoalText, SmartList } from './goal-smart';
import tsClasses from './team-survey.module.css';

interface GoalListProps {
  goals: TsGoal[];
  viewer: GoalViewer;
  tsSurveyId: number;
  rateeId: number;
}

/**
 * team-survey spec §2 "Goal page" columns (title, SMART, goal, manager input, your input, success
 * score %) with an Update button per goal leading to the goal's page. On a phone (spec §9: under
 * 767 px) each goal is a card of its own instead of a row of a wide table.
 */
export function GoalList(props: GoalListProps) {
  return usePhone() ? <GoalCards {...props} /> : <GoalTable {...props} />;
}

/** The column names: the ratee reads "your input"; their manager, the ratee's. */
function useColumns(viewer: GoalViewer) {
  const { t } = useTranslation('team-survey');
  return {
    title: t('goals.title'),
    smart: t('goals.smart'),
    goal: t('goals.goal'),
    manager: t('goals.manager_input'),
    ratee: viewer === 'ratee' ? t('goals.your_input') : t('goals.ratee_input'),
    score: t('goals.success_score'),
  };
}

function Score({ goal }: { goal: TsGoal }) {
  const { t } = useTranslation('team-survey');
  const locale = useLocale();
  if (goal.success_score === null) {
    return (
      <Text component="span" fz="sm" c="navy.8" fs="italic">
        {t('goals.not_scored')}
      </Text>
    );
  }
  return <>{formatWholePercent(goal.success_score, locale)}</>;
}

function UpdateLink({
  goal,
  tsSurveyId,
  rateeId,
}: { goal: TsGoal } & Omit<GoalListProps, 'goals' | 'viewer'>) {
  const { t } = useTranslation('team-survey');
  return (
    <Button
      component={Link}
      to={paths.tsUserRateeGoal.href(tsSurveyId, rateeId, goal.id)}
      size="compact-md"
      variant="outline"
      leftSection={<IconPencil size={16} aria-hidden="true" />}
      aria-label={t('goals.update_named', { title: goal.title })}
    >
      {t('goals.update')}
    </Button>
  );
}

function GoalTable({ goals, viewer, tsSurveyId, rateeId }: GoalListProps) {
  const { t } = useTranslation('team-survey');
  const columns = useColumns(viewer);
  return (
    <div className={tsClasses.tableWrap}>
      <Table verticalSpacing="sm" captionSide="top" className={classes.table}>
        <Table.Caption>{t('goals.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{columns.title}</Table.Th>
            <Table.Th>{columns.smart}</Table.Th>
            <Table.Th>{columns.goal}</Table.Th>
            <Table.Th>{columns.manager}</Table.Th>
            <Table.Th>{columns.ratee}</Table.Th>
            <Table.Th>{columns.score}</Table.Th>
            <Table.Th className={tsClasses.actionCell}>
              <VisuallyHidden>{t('setup.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {goals.map((goal) => (
            <Table.Tr key={goal.id}>
              <Table.Th scope="row" className={classes.titleCell}>
                <GoalText text={goal.title} />
              </Table.Th>
              <Table.Td className={classes.smartCell}>
                <SmartList smart={goal.smart} clamp />
              </Table.Td>
              <Table.Td className={classes.textCell}>
                <GoalText text={goal.goal} clamp />
              </Table.Td>
              <Table.Td className={classes.textCell}>
                <GoalText text={goal.manager_input} clamp />
              </Table.Td>
              <Table.Td className={classes.textCell}>
                <GoalText text={goal.your_input} clamp />
              </Table.Td>
              <Table.Td className={classes.scoreCell}>
                <Score goal={goal} />
              </Table.Td>
              <Table.Td className={tsClasses.actionCell}>
                <UpdateLink goal={goal} tsSurveyId={tsSurveyId} rateeId={rateeId} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function GoalCards({ goals, viewer, tsSurveyId, rateeId }: GoalListProps) {
  const { t } = useTranslation('team-survey');
  const columns = useColumns(viewer);
  return (
    <ul className={classes.cards} aria-label={t('goals.caption')}>
      {goals.map((goal) => {
        const headingId = `ts-goal-${goal.id}-title`;
        return (
          <li key={goal.id}>
            <article className={classes.card} aria-labelledby={headingId}>
              <Title order={3} fz="h4" id={headingId}>
                <GoalText text={goal.title} />
              </Title>
              <dl className={classes.cardFields}>
                <div>
                  <dt>{columns.smart}</dt>
                  <dd>
                    <SmartList smart={goal.smart} clamp grouped />
                  </dd>
                </div>
                {(
                  [
                    [columns.goal, goal.goal],
                    [columns.manager, goal.manager_input],
                    [columns.ratee, goal.your_input],
                  ] as const
                ).map(([label, text]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>
                      <GoalText text={text} clamp />
                    </dd>
                  </div>
                ))}
                <div>
                  <dt>{columns.score}</dt>
                  <dd>
                    <Score goal={goal} />
                  </dd>
                </div>
              </dl>
              <UpdateLink goal={goal} tsSurveyId={tsSurveyId} rateeId={rateeId} />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
