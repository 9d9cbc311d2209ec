import { Badge, Button, SegmentedControl, Text } from '@mantine/core';
import {
  COMMENT_VISIBILITIES,
  type CommentVisibility,
  type CourseComment,
} from '@portal/shared/admin-courses';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { courseListQueryOptions, useSetCommentHidden } from '../api/course-admin';
import { useDateFormat } from '../hooks/use-date-format';
import { useLocalListParams } from '../hooks/use-local-list-params';
import { AdminConfirmDialog } from './admin-confirm-dialog';
import { type AdminColumn, AdminDataTable } from './admin-data-table';

/**
 * A course's comments for moderation (issue 13), newest first. Hiding asks first; showing a
 * hidden comment again does not. Comments are plain text and shown as text.
 */
export function CourseCommentsTable({ courseId }: { courseId: number }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const list = useLocalListParams({ sortable: ['created'], defaultPageSize: 10 });
  const [visibility, setVisibility] = useState<CommentVisibility>('all');
  const result = useQuery(
    courseListQueryOptions<CourseComment>(courseId, 'comments', list.query, { visibility }, locale),
  );
  const formatDate = useDateFormat();
  const setHidden = useSetCommentHidden();
  const [hiding, setHiding] = useState<CourseComment | null>(null);

  const columns: AdminColumn<CourseComment>[] = [
    {
      id: 'comment',
      header: t('courses.comments.comment'),
      width: '34%',
      cell: (c) => (
        // dir="auto": a learner's text reads in its own direction whatever the console's language.
        <Text fz="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {c.text}
        </Text>
      ),
    },
    {
      id: 'author',
      header: t('courses.comments.author'),
      cell: (c) => (
        <>
          <Text fz="sm">{c.author.fullName}</Text>
          <Text fz="xs" c="navy.7" style={{ overflowWrap: 'anywhere' }}>
            {c.author.email}
          </Text>
        </>
      ),
    },
    {
      id: 'step',
      header: t('courses.comments.step'),
      cell: (c) => t('courses.comments.step_value', { skill: c.skill, number: c.stepNumber }),
    },
    {
      id: 'created',
      header: t('courses.comments.date'),
      sortable: true,
      cell: (c) => formatDate(c.createdAt, true),
    },
    {
      id: 'status',
      header: t('courses.comments.status'),
      cell: (c) => (
        <Badge
          variant="light"
          color={c.hiddenAt ? 'gray' : 'green'}
          c="dark.8"
          styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
        >
          {c.hiddenAt ? t('courses.comments.hidden') : t('courses.comments.shown')}
        </Badge>
      ),
    },
    {
      id: 'actions',
      pinned: true,
      header: t('courses.comments.actions'),
      cell: (c) =>
        c.hiddenAt ? (
          <Button
            size="compact-sm"
            variant="light"
            aria-label={t('courses.comments.show_for', { name: c.author.fullName })}
            loading={setHidden.isPending && setHidden.variables?.commentId === c.id}
            onClick={() => setHidden.mutate({ commentId: c.id, hidden: false })}
          >
            {t('courses.comments.show')}
          </Button>
        ) : (
          <Button
            size="compact-sm"
            variant="default"
            c="red.9"
            aria-label={t('courses.comments.hide_for', { name: c.author.fullName })}
            onClick={() => {
              setHidden.reset();
              setHiding(c);
            }}
          >
            {t('courses.comments.hide')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <AdminDataTable
        label={t('courses.comments.title')}
        columns={columns}
        rowKey={(c) => c.id}
        list={list}
        result={result}
        searchLabel={t('courses.comments.search')}
        emptyText={t('courses.comments.empty')}
        minWidth={900}
        toolbar={
          <SegmentedControl
            aria-label={t('courses.comments.visibility')}
            value={visibility}
            onChange={(value) => {
              setVisibility(value as CommentVisibility);
              list.update({ page: 1 });
            }}
            data={COMMENT_VISIBILITIES.map((v) => ({
              value: v,
              label: t(`courses.comments.visibilities.${v}`),
            }))}
          />
        }
      />
      <AdminConfirmDialog
        opened={hiding !== null}
        onClose={() => setHiding(null)}
        onConfirm={() => {
          if (hiding)
            setHidden.mutate(
              { commentId: hiding.id, hidden: true },
              { onSuccess: () => setHiding(null) },
            );
        }}
        title={t('courses.comments.hide_title')}
        message={hiding ? t('courses.comments.hide_message', { name: hiding.author.fullName }) : ''}
        confirmLabel={t('courses.comments.hide')}
        pending={setHidden.isPending}
        error={setHidden.error?.message}
      />
    </>
  );
}
