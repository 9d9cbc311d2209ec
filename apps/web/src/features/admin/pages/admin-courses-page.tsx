import { Anchor, Group, Text } from '@mantine/core';
import {
  type AdminCourse,
  COURSE_SORTS,
  type CourseImportResult,
} from '@portal/shared/admin-courses';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { useImportCourse } from '../api/course-admin';
import { adminListQueryOptions } from '../api/get-admin-list';
import { type AdminColumn, AdminDataTable } from '../components/admin-data-table';
import { AdminPageHeader } from '../components/admin-page-header';
import { ContentFileImport } from '../components/content-file-import';
import { StatusBadge } from '../components/status-badge';
import { useAdminListParams } from '../hooks/use-admin-list-params';
import { useDateFormat } from '../hooks/use-date-format';
import { useNumberFormat } from '../hooks/use-number-format';

/** The console's iCoach courses (issue 13): every course, and a course imported from its file. */
export function AdminCoursesPage() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const list = useAdminListParams({
    sortable: COURSE_SORTS,
    defaultSort: 'created',
    defaultOrder: 'desc',
  });
  // Titles come in the administrator's language: the locale is part of the list's key.
  const result = useQuery(
    adminListQueryOptions<AdminCourse>('courses', '/admin/courses', list.query, { locale }),
  );
  const formatDate = useDateFormat();
  const number = useNumberFormat();
  const importCourse = useImportCourse();

  const columns: AdminColumn<AdminCourse>[] = [
    {
      id: 'title',
      header: t('courses.columns.title'),
      sortable: true,
      cell: (c) => (
        <>
          <Anchor component={Link} to={paths.adminCourse.href(c.id)} fz="sm" c="blue.9">
            {c.title}
          </Anchor>
          <Text fz="xs" c="navy.7" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {c.accessCode}
          </Text>
        </>
      ),
    },
    {
      id: 'status',
      header: t('courses.columns.status'),
      cell: (c) => (
        <Group gap={4}>
          <StatusBadge color={c.isPublished ? 'green' : 'gray'}>
            {c.isPublished ? t('courses.published') : t('courses.unpublished')}
          </StatusBadge>
          {c.requiresGrant && (
            <StatusBadge color="gray" outline>
              {t('courses.partner')}
            </StatusBadge>
          )}
        </Group>
      ),
    },
    {
      id: 'skills',
      header: t('courses.columns.skills'),
      numeric: true,
      cell: (c) => number(c.skills),
    },
    {
      id: 'steps',
      header: t('courses.columns.steps'),
      numeric: true,
      cell: (c) => number(c.steps),
    },
    {
      id: 'learners',
      header: t('courses.columns.learners'),
      sortable: true,
      numeric: true,
      cell: (c) => number(c.learners),
    },
    {
      id: 'completed',
      header: t('courses.columns.completed'),
      sortable: true,
      numeric: true,
      cell: (c) => number(c.completed),
    },
    {
      id: 'created',
      header: t('courses.columns.created'),
      sortable: true,
      cell: (c) => formatDate(c.createdAt),
    },
  ];

  return (
    <>
      <AdminPageHeader title={t('nav.courses')} description={t('courses.description')} />
      <ContentFileImport<CourseImportResult>
        region={t('courses.file.region')}
        label={t('courses.file.button')}
        help={t('courses.file.help')}
        importFile={(file) => importCourse.mutateAsync(file as never)}
        pending={importCourse.isPending}
        describe={(r) => <CourseImportSummary result={r} />}
      />
      <AdminDataTable
        label={t('nav.courses')}
        columns={columns}
        rowKey={(c) => c.id}
        list={list}
        result={result}
        searchLabel={t('courses.search')}
        emptyText={t('courses.empty')}
        minWidth={900}
      />
    </>
  );
}

function CourseImportSummary({ result }: { result: CourseImportResult }) {
  const { t } = useTranslation('admin');
  const counts = { skills: result.skills, steps: result.steps };
  return (
    <>
      <Text fz="sm" fw={700}>
        {result.created ? t('courses.file.created', counts) : t('courses.file.updated', counts)}
      </Text>
      {result.addedSkills.length > 0 && !result.created && (
        <Text fz="sm">{t('courses.file.added', { keys: result.addedSkills.join(', ') })}</Text>
      )}
      {result.removedSkills.length > 0 && (
        <Text fz="sm">{t('courses.file.removed', { keys: result.removedSkills.join(', ') })}</Text>
      )}
      <Anchor component={Link} to={paths.adminCourse.href(result.courseId)} fz="sm" c="blue.9">
        {t('courses.file.open')}
      </Anchor>
    </>
  );
}
