import type { SandboxPayBody, SandboxPayResponseSchema } from '@portal/shared/payments';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type SandboxPayResponse = z.infer<typeof SandboxPayResponseSchema>;

/**
 * POST /payments/sandbox/{reference}/pay: the built-in test checkout. 200 is paid (with the
 * survey's welcome to go back to), 402 a declined card, 400 per-field messages.
 */
export function paySandbox(reference: string, card: SandboxPayBody): Promise<SandboxPayResponse> {
  return api.post<SandboxPayResponse>(
    `/payments/sandbox/${encodeURIComponent(reference)}/pay`,
    card,
  );
}
