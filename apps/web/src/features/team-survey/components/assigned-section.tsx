import { Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { useAssignedRatees } from '../api/get-assigned-ratees';
import { raterSkillsQueryOptions } from '../api/get-rater-skills';
import { isCompletedFor, type SortOrder, visibleRatees } from '../rules/ratee-list';
import { RateeCard } from './ratee-card';
import { type CardLayout, RateeGrid } from './ratee-grid';
import { RaterFilter } from './rater-filter';
import { SectionHeading } from './section-heading';
import { TsLoader } from './ts-loader';

/**
 * team-survey spec §2 "Dashboard": a rater sees the ratees assigned to them, sorted by last
 * review, with completed ones (every skill rated this period, from each ratee's skill list)
 * hidden until 'show completed' is on.
 */
export function AssignedSection({
  tsSurveyId,
  layout,
}: {
  tsSurveyId: number;
  layout: CardLayout;
}) {
  const { t } = useTranslation('team-survey');
  const locale = useLocale();
  const ratees = useAssignedRatees(tsSurveyId, true);
  const [sort, setSort] = useState<SortOrder>('asc');
  const [showCompleted, setShowCompleted] = useState(false);
  // Only a live ratee can be completed, so only theirs are asked for.
  const live = (ratees.data ?? []).filter((r) => r.isLive);
  const skills = useQueries({
    queries: live.map((r) => raterSkillsQueryOptions(r.id, locale)),
  });
  const completed = new Set(
    live.filter((r, i) => isCompletedFor(r, skills[i]?.data)).map((r) => r.id),
  );
  const shown = visibleRatees(ratees.data ?? [], { sort, showCompleted, completed });

  return (
    <Stack gap="md" component="section" aria-labelledby="ts-assigned-heading">
      <SectionHeading id="ts-assigned-heading" title={t('board.assigned_heading')} />
      {ratees.isError ? (
        <FormAlert message={t('load_failed')} />
      ) : !ratees.data ? (
        <TsLoader />
      ) : ratees.data.length === 0 ? (
        <Text>{t('board.none_assigned')}</Text>
      ) : (
        <>
          <RaterFilter
            sort={sort}
            onSort={setSort}
            showCompleted={showCompleted}
            onShowCompleted={setShowCompleted}
          />
          {shown.length === 0 ? (
            <Text role="status">{t('board.all_completed')}</Text>
          ) : (
            <RateeGrid layout={layout} label={t('board.assigned_heading')}>
              {shown.map((ratee) => ({
                key: ratee.id,
                node: <RateeCard ratee={ratee} viewer="rater" />,
              }))}
            </RateeGrid>
          )}
        </>
      )}
    </Stack>
  );
}
