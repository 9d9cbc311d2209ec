import type {
  AdminQuestionnaireDetail,
  QuestionnaireFile,
  QuestionnaireImportResult,
} from '@portal/shared/admin-questionnaires';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/* The console's questionnaire content (issue 13, Surveys; decision 030). */

const questionnairesKey = [...adminKeys.all, 'questionnaires'] as const;

/** Every text comes in every locale: the page's language picker needs no new request. */
export function questionnaireQueryOptions(questionnaireId: number) {
  return queryOptions({
    queryKey: [...questionnairesKey, 'detail', questionnaireId] as const,
    queryFn: ({ signal }) =>
      api.get<AdminQuestionnaireDetail>(`/admin/questionnaires/${questionnaireId}`, { signal }),
  });
}

export function useQuestionnaire(questionnaireId: number) {
  return useQuery(questionnaireQueryOptions(questionnaireId));
}

/** POST /admin/questionnaires/import: a new questionnaire, or an unanswered one rewritten. */
export function useImportQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: QuestionnaireFile) =>
      api.post<QuestionnaireImportResult>('/admin/questionnaires/import', file),
    onSuccess: () =>
      Promise.all(
        [questionnairesKey, adminKeys.lists('audit-log')].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
