import { Button, Group, Stack, Table, Title } from '@mantine/core';
import { LOCALE_NAMES } from '@portal/shared/locales';
import { useState } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { useCourse, useSetCoursePublication } from '../api/course-admin';
import { AdminBackLink } from '../components/admin-back-link';
import { AdminConfirmDialog } from '../components/admin-confirm-dialog';
import { AdminDetailPending } from '../components/admin-detail-pending';
import { AdminFacts } from '../components/admin-facts';
import { AdminPageHeader } from '../components/admin-page-header';
import { CourseCommentsTable } from '../components/course-comments-table';
import { CourseLearnersTable } from '../components/course-learners-table';
import { StatusBadge } from '../components/status-badge';
import { useDateFormat } from '../hooks/use-date-format';
import { useNumberFormat } from '../hooks/use-number-format';

/** /admin/courses/:courseId: one course, its publication, its learners and its comments. */
export function AdminCoursePage() {
  const { t } = useTranslation('admin');
  const courseId = Number(useParams().courseId);
  const course = useCourse(courseId);
  const publication = useSetCoursePublication(courseId);
  // The change the dialog was opened for: its words stay put while it closes after the change.
  const [confirming, setConfirming] = useState<'publish' | 'unpublish' | null>(null);
  const formatDate = useDateFormat();
  const number = useNumberFormat();
  const back = <AdminBackLink to={paths.adminCourses.href()}>{t('courses.back')}</AdminBackLink>;
  if (!course.data) {
    return (
      <AdminDetailPending
        back={back}
        query={course}
        loadingLabel={t('courses.loading')}
        loadFailedLabel={t('courses.load_failed')}
      />
    );
  }
  const data = course.data;
  const published = data.isPublished;
  const facts: [string, string][] = [
    [t('courses.facts.code'), data.accessCode],
    [t('courses.facts.default_language'), LOCALE_NAMES[data.defaultLanguage]],
    [
      t('courses.facts.dates'),
      data.validFrom || data.validTo
        ? `${data.validFrom ?? '…'} – ${data.validTo ?? '…'}`
        : t('courses.facts.always'),
    ],
    [t('courses.columns.learners'), number(data.learners)],
    [t('courses.columns.completed'), number(data.completed)],
    [t('courses.facts.updated'), formatDate(data.updatedAt, true)],
  ];

  return (
    <Stack gap="lg">
      {back}
      <div>
        <AdminPageHeader
          title={data.title}
          actions={
            <Button
              variant={published ? 'default' : 'filled'}
              onClick={() => {
                publication.reset();
                setConfirming(published ? 'unpublish' : 'publish');
              }}
            >
              {published ? t('courses.unpublish') : t('courses.publish')}
            </Button>
          }
        />
        <Group gap={4}>
          <StatusBadge color={published ? 'green' : 'gray'}>
            {published ? t('courses.published') : t('courses.unpublished')}
          </StatusBadge>
          {data.requiresGrant && (
            <StatusBadge color="gray" outline>
              {t('courses.partner')}
            </StatusBadge>
          )}
        </Group>
      </div>
      <AdminFacts facts={facts} />
      <section aria-labelledby="course-skills">
        <Title order={2} fz="h4" id="course-skills" mb="xs">
          {t('courses.skills.title', { count: data.skillList.length })}
        </Title>
        {/* Focusable, so a keyboard can scroll it sideways on a phone (it holds no control). */}
        <Table.ScrollContainer minWidth={560} type="native" tabIndex={0}>
          <Table striped fz="sm" verticalSpacing={4} aria-labelledby="course-skills">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('courses.skills.name')}</Table.Th>
                <Table.Th scope="col">{t('courses.skills.category')}</Table.Th>
                <Table.Th scope="col" ta="end">
                  {t('courses.columns.steps')}
                </Table.Th>
                <Table.Th scope="col">{t('courses.skills.test')}</Table.Th>
                <Table.Th scope="col" ta="end">
                  {t('courses.columns.completed')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.skillList.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td>{t(`courses.skills.categories.c${s.category}`)}</Table.Td>
                  <Table.Td ta="end">{number(s.steps)}</Table.Td>
                  <Table.Td>
                    {s.hasTest ? t('courses.skills.yes') : t('courses.skills.no')}
                  </Table.Td>
                  <Table.Td ta="end">{number(s.completed)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </section>
      <section aria-labelledby="course-learners">
        <Title order={2} fz="h4" id="course-learners" mb="xs">
          {t('courses.learners.title')}
        </Title>
        <CourseLearnersTable courseId={courseId} />
      </section>
      <section aria-labelledby="course-comments">
        <Title order={2} fz="h4" id="course-comments" mb="xs">
          {t('courses.comments.title')}
        </Title>
        <CourseCommentsTable courseId={courseId} />
      </section>
      <AdminConfirmDialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={() =>
          publication.mutate(
            { published: confirming === 'publish' },
            { onSuccess: () => setConfirming(null) },
          )
        }
        title={t(confirming === 'publish' ? 'courses.publish_title' : 'courses.unpublish_title')}
        message={t(
          confirming === 'publish' ? 'courses.publish_message' : 'courses.unpublish_message',
          {
            title: data.title,
          },
        )}
        confirmLabel={t(confirming === 'publish' ? 'courses.publish' : 'courses.unpublish')}
        destructive={confirming !== 'publish'}
        pending={publication.isPending}
        error={publication.error?.message}
      />
    </Stack>
  );
}
