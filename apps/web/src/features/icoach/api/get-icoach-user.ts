import type { IcoachUserBody, IcoachUserResponse } from '@portal/shared/icoach';
import { api, isApiError } from '../../../lib/api-client';

/**
 * POST /icoach/user/get/ (platform spec §7): the person's iCoach user in the course, or null
 * (404: none yet). A 400 (dates) or 403 (partner package) is thrown for the page to show.
 */
export async function getIcoachUser(body: IcoachUserBody): Promise<IcoachUserResponse | null> {
  try {
    return await api.post<IcoachUserResponse>('/icoach/user/get/', body);
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}
