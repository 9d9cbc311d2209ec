import type { IpulseCommentBody } from '@portal/shared/surveys';
import { api } from '../../../lib/api-client';

/** PATCH /ipulse/survey/user/{id}/comment/ (platform spec §7): saving it completes the iPulse. */
export function submitIpulseComment(
  surveyUserId: number,
  body: IpulseCommentBody,
): Promise<{ isCompleted: true }> {
  return api.patch<{ isCompleted: true }>(`/ipulse/survey/user/${surveyUserId}/comment/`, body);
}
