import type { ManagerRatingType, TsManagerRatingBody, TsRating } from '@portal/shared/team-survey';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tsKeys } from './ts-keys';

/** POST /ts/{rateeId}/rating/{type}/add/: `{ rating: { score 0-10, comment } }`. */
export function addManagerRating(
  rateeId: number,
  type: ManagerRatingType,
  body: TsManagerRatingBody,
) {
  return api.post<TsRating>(`/ts/${rateeId}/rating/${type}/add/`, body);
}

/** The new rating heads the list at once (newest first), then the list is asked again. */
export function useAddManagerRating(rateeId: number, type: ManagerRatingType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TsManagerRatingBody) => addManagerRating(rateeId, type, body),
    onSuccess: (rating) => {
      queryClient.setQueryData<TsRating[]>(tsKeys.managerRatings(rateeId, type), (list) =>
        list ? [rating, ...list] : [rating],
      );
      return queryClient.invalidateQueries({ queryKey: tsKeys.managerRatings(rateeId, type) });
    },
  });
}
