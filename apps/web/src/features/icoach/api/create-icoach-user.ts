import type { IcoachUserBody, IcoachUserResponse } from '@portal/shared/icoach';
import { api } from '../../../lib/api-client';

/**
 * POST /icoach/user/create/ (platform spec §7). A 400 says why not, already translated ('This
 * iCoach is not yet active.', 'This iCoach has now expired.'); a 403 that the course comes with a
 * partner package.
 */
export function createIcoachUser(body: IcoachUserBody): Promise<IcoachUserResponse> {
  return api.post<IcoachUserResponse>('/icoach/user/create/', body);
}
