import type { TsRole, TsSurveyInfoResponse, TsUserInfoResponse } from '@portal/shared/team-survey';
import { useSessionUserId } from '../../../lib/session';
import { useTsSurvey } from '../api/get-ts-survey';
import { useTsUserInfo } from '../api/get-ts-user-info';
import { loadOutcome } from '../rules/load-outcome';

export type TsContext =
  | { state: 'loading' | 'notFound' | 'failed' }
  | {
      state: 'ready';
      survey: TsSurveyInfoResponse;
      roles: TsRole[];
      /** The manager's team-survey user id (M) that keys the set-up calls; null for non-managers. */
      managerId: number | null;
    };

/** M: `users[role=manager].id` of the user info (api-notes "360 (team survey): path keys"). */
export function managerIdOf(info: TsUserInfoResponse): number | null {
  return info.users.find((user) => user.role === 'manager')?.id ?? null;
}

/** The survey every 360 page is titled by, and the signed-in person's roles in it. */
export function useTsContext(tsSurveyId: number): TsContext {
  const userId = useSessionUserId();
  const survey = useTsSurvey(tsSurveyId);
  const info = useTsUserInfo(userId, tsSurveyId);
  const error = survey.error ?? info.error;
  if (error) return { state: loadOutcome(error) };
  if (!survey.data || !info.data) return { state: 'loading' };
  return {
    state: 'ready',
    survey: survey.data,
    roles: info.data.roles,
    managerId: managerIdOf(info.data),
  };
}
