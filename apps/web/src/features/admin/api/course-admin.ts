import type { AdminListQuery, AdminPage } from '@portal/shared/admin';
import type {
  AdminCourseDetail,
  CourseImportResult,
  CoursePublicationBody,
} from '@portal/shared/admin-courses';
import type { CourseFile } from '@portal/shared/icoach-course-file';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useLocale } from '../../../lib/locale';
import { adminKeys } from './admin-keys';

/*
 * The console's iCoach courses (issue 13). The list, the course, its learners and its comments sit
 * under adminKeys 'courses', so every change refreshes them all at once.
 */

const coursesKey = [...adminKeys.all, 'courses'] as const;

export function courseQueryOptions(courseId: number, locale: string) {
  return queryOptions({
    queryKey: [...coursesKey, 'detail', courseId, locale] as const,
    queryFn: ({ signal }) => api.get<AdminCourseDetail>(`/admin/courses/${courseId}`, { signal }),
  });
}

export function useCourse(courseId: number) {
  const locale = useLocale();
  return useQuery(courseQueryOptions(courseId, locale));
}

/**
 * One page of a course's learners or comments (the course page's two lists), keyed under the
 * course so a change in the area refreshes them; the last page stays while the next loads.
 */
export function courseListQueryOptions<Item>(
  courseId: number,
  part: 'learners' | 'comments',
  query: AdminListQuery,
  filters: Record<string, string | undefined> = {},
  locale = '',
) {
  const params = { ...filters, ...query };
  return queryOptions({
    queryKey: [...coursesKey, 'detail', courseId, part, locale, params] as const,
    queryFn: ({ signal }) =>
      api.get<AdminPage<Item>>(`/admin/courses/${courseId}/${part}`, { signal, query: params }),
    placeholderData: keepPreviousData,
  });
}

function useRefreshCourses() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [coursesKey, adminKeys.lists('audit-log')].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** POST /admin/courses/import: the file as JSON; created or updated by its access code. */
export function useImportCourse() {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: (file: CourseFile) => api.post<CourseImportResult>('/admin/courses/import', file),
    onSuccess: refresh,
  });
}

/** PUT /admin/courses/{id}/publication. */
export function useSetCoursePublication(courseId: number) {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: (body: CoursePublicationBody) =>
      api.put<AdminCourseDetail>(`/admin/courses/${courseId}/publication`, body),
    onSuccess: refresh,
  });
}

/** PUT /admin/icoach/comments/{id}/visibility: the icoach feature's own audited moderation. */
export function useSetCommentHidden() {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: ({ commentId, hidden }: { commentId: number; hidden: boolean }) =>
      api.put<{ id: number; hidden: boolean }>(`/admin/icoach/comments/${commentId}/visibility`, {
        hidden,
      }),
    onSuccess: refresh,
  });
}
