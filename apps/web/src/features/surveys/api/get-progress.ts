import type { ProgressResponse, TakenProduct } from '@portal/shared/surveys';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { surveysKeys } from './surveys-keys';

/**
 * GET /{product}/survey/user/{id}/progress/ (platform spec §7; not for dp). The server decides
 * which section comes next, so a person who goes on on another device continues where they were.
 */
export function getProgress(
  product: TakenProduct,
  surveyUserId: number,
  signal?: AbortSignal,
): Promise<ProgressResponse> {
  return api.get<ProgressResponse>(`/${product}/survey/user/${surveyUserId}/progress/`, {
    signal,
  });
}

export function progressQueryOptions(product: TakenProduct, surveyUserId: number) {
  return queryOptions({
    queryKey: surveysKeys.progress(product, surveyUserId),
    queryFn: ({ signal }) => getProgress(product, surveyUserId, signal),
    // Always asked again on entering a taking page: another device may have moved on.
    staleTime: 0,
  });
}

export function useProgress(product: TakenProduct, surveyUserId: number, enabled = true) {
  return useQuery({ ...progressQueryOptions(product, surveyUserId), enabled });
}

/**
 * After a section is stored: the server's answer names the next section, which the taking shell
 * then moves to (or, with none left, finishes the survey).
 */
export function recordSectionSaved(
  queryClient: QueryClient,
  product: TakenProduct,
  surveyUserId: number,
  nextSection: number | null,
): void {
  queryClient.setQueryData<ProgressResponse>(surveysKeys.progress(product, surveyUserId), (old) =>
    old
      ? {
          nextSection,
          completedSections: Math.min(old.totalSections, old.completedSections + 1),
          totalSections: old.totalSections,
        }
      : old,
  );
  void queryClient.invalidateQueries({
    queryKey: surveysKeys.progress(product, surveyUserId),
    refetchType: 'none',
  });
}

/**
 * A section the server already holds with other answers (409, another tab or device): ask where
 * the taking stands, and the shell moves on from there.
 */
export function reloadProgress(
  queryClient: QueryClient,
  product: TakenProduct,
  surveyUserId: number,
): void {
  void queryClient.invalidateQueries({ queryKey: surveysKeys.progress(product, surveyUserId) });
}
