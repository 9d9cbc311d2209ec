import { Progress, Stack, Text } from '@mantine/core';
import { type CourseLearner, LEARNER_SORTS } from '@portal/shared/admin-courses';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { courseListQueryOptions } from '../api/course-admin';
import { useDateFormat } from '../hooks/use-date-format';
import { useLocalListParams } from '../hooks/use-local-list-params';
import { useNumberFormat } from '../hooks/use-number-format';
import { type AdminColumn, AdminDataTable } from './admin-data-table';
import { StatusBadge } from './status-badge';

/** A course's learners (issue 13): how far each is, their test scores, and who completed it. */
export function CourseLearnersTable({ courseId }: { courseId: number }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const list = useLocalListParams({
    sortable: LEARNER_SORTS,
    defaultSort: 'started',
    defaultOrder: 'desc',
    defaultPageSize: 10,
  });
  const result = useQuery(
    courseListQueryOptions<CourseLearner>(courseId, 'learners', list.query, {}, locale),
  );
  const formatDate = useDateFormat();
  const number = useNumberFormat();
  const percent = (done: number, total: number) => (total > 0 ? (done / total) * 100 : 0);

  const columns: AdminColumn<CourseLearner>[] = [
    {
      id: 'name',
      header: t('courses.learners.person'),
      sortable: true,
      cell: (l) => (
        <>
          <Text fz="sm">{l.person.fullName}</Text>
          <Text fz="xs" c="navy.7" style={{ overflowWrap: 'anywhere' }}>
            {l.person.email}
          </Text>
        </>
      ),
    },
    {
      id: 'started',
      header: t('courses.learners.started'),
      sortable: true,
      cell: (l) => formatDate(l.startedAt),
    },
    {
      id: 'progress',
      header: t('courses.learners.progress'),
      sortable: true,
      width: 180,
      cell: (l) => {
        const label = t('courses.learners.steps_value', {
          done: number(l.stepsDone),
          total: number(l.stepsTotal),
        });
        return (
          <Stack gap={2}>
            <Progress
              value={percent(l.stepsDone, l.stepsTotal)}
              aria-label={`${l.person.fullName}: ${label}`}
              size="sm"
              color="blue.8"
            />
            <Text fz="xs">{label}</Text>
          </Stack>
        );
      },
    },
    {
      id: 'skills',
      header: t('courses.learners.skills'),
      cell: (l) =>
        t('courses.learners.skills_value', {
          done: number(l.skillsCompleted),
          total: number(l.skillsTotal),
        }),
    },
    {
      id: 'tests',
      header: t('courses.learners.tests'),
      cell: (l) =>
        l.testScores.length === 0 ? (
          <Text fz="xs" c="navy.7">
            {t('courses.learners.no_tests')}
          </Text>
        ) : (
          l.testScores.map((s) => (
            <Text key={s.skill} fz="xs">
              {t('courses.learners.score_value', { skill: s.skill, score: number(s.score) })}
            </Text>
          ))
        ),
    },
    {
      id: 'completed',
      header: t('courses.learners.completed'),
      cell: (l) =>
        l.completedAt ? (
          <StatusBadge color="green">
            {t('courses.learners.certificate', { date: formatDate(l.completedAt) })}
          </StatusBadge>
        ) : (
          <Text fz="xs" c="navy.7">
            {t('courses.learners.in_progress')}
          </Text>
        ),
    },
  ];

  return (
    <AdminDataTable
      label={t('courses.learners.title')}
      columns={columns}
      rowKey={(l) => l.icoachUserId}
      list={list}
      result={result}
      searchLabel={t('courses.learners.search')}
      emptyText={t('courses.learners.empty')}
      minWidth={860}
    />
  );
}
