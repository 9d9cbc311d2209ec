import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useTranslation } from '../../../lib/i18n';
import { useGoals } from '../api/get-goals';
import type { GoalViewer } from '../rules/goal-rules';
import { GoalList } from './goal-list';
import { GoalModal } from './goal-modal';
import { SectionHeading } from './section-heading';
import { TsLoader } from './ts-loader';

interface GoalsSectionProps {
  tsSurveyId: number;
  rateeId: number;
  rateeName: string;
  viewer: GoalViewer;
  isLive: boolean;
}

/**
 * A ratee's SMART goals on their own page and on their manager's (issue 12; team-survey spec §2
 * "A goals section ... and an Update button", §6: the ratee sees their goals). Goals are set once
 * the ratee is live; raters never see this section.
 */
export function GoalsSection({
  tsSurveyId,
  rateeId,
  rateeName,
  viewer,
  isLive,
}: GoalsSectionProps) {
  const { t } = useTranslation('team-survey');
  const goals = useGoals(rateeId);
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="md" component="section" aria-labelledby="ts-goals-heading">
      <SectionHeading id="ts-goals-heading" title={t('goals.heading')}>
        {isLive && (
          <Button
            onClick={() => setAdding(true)}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            {t('goals.add')}
          </Button>
        )}
      </SectionHeading>
      <Text component="p" m={0}>
        {viewer === 'ratee'
          ? t('goals.intro_ratee')
          : t('goals.intro_manager', { name: rateeName })}
      </Text>
      {!isLive && (
        <Text component="p" m={0} fw={600}>
          {t('problems.goals_not_live')}
        </Text>
      )}
      {goals.isError ? (
        <FormAlert message={t('load_failed')} />
      ) : !goals.data ? (
        <TsLoader />
      ) : goals.data.length === 0 ? (
        <Text>{t('goals.none')}</Text>
      ) : (
        <GoalList goals={goals.data} viewer={viewer} tsSurveyId={tsSurveyId} rateeId={rateeId} />
      )}
      {isLive && (
        <GoalModal
          rateeId={rateeId}
          viewer={viewer}
          opened={adding}
          onClose={() => setAdding(false)}
        />
      )}
    </Stack>
  );
}
