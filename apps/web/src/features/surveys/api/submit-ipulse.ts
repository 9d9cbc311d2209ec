import type { IpulseSubmitBody, SubmitResponse } from '@portal/shared/surveys';
import { api } from '../../../lib/api-client';

/** PATCH /ipulse/survey/user/{id}/submit/ (platform spec §7): a score from 1 to 4 per statement. */
export function submitIpulse(
  surveyUserId: number,
  body: IpulseSubmitBody,
): Promise<SubmitResponse> {
  return api.patch<SubmitResponse>(`/ipulse/survey/user/${surveyUserId}/submit/`, body);
}
