import type { TokenResponse } from '@portal/shared/accounts';
import { api } from '../../../lib/api-client';

/**
 * POST /public/sign-in-link/ (issue 10): the one-time token of an iCoach link for a session
 * token. A spent or expired link answers 403 'This sign-in link is not valid or has expired.'
 */
export function exchangeSignInLink(token: string): Promise<TokenResponse> {
  return api.post<TokenResponse>('/public/sign-in-link/', { token });
}
