import { isAccessCode, parsePathId } from '@portal/shared/rules/path-params';

/*
 * platform spec §2 route table and §5 "Route parameters: access code exactly 50 alphanumeric
 * characters; ids digits only". Anything else shows the not-found page.
 */

export function parseAccessCode(value: string | undefined): string | null {
  return isAccessCode(value) ? value : null;
}

export function parseId(value: string | undefined | null): number | null {
  return parsePathId(value);
}

/** The skill page's address: /icoach/{icoachUserId}/skill/{skillId}/step/{stepId}. */
export function parseSkillParams(params: {
  icoachUserId?: string;
  skillId?: string;
  stepId?: string;
}): { icoachUserId: number; skillId: number; step: number } | null {
  const icoachUserId = parseId(params.icoachUserId);
  const skillId = parseId(params.skillId);
  const step = parseId(params.stepId);
  return icoachUserId && skillId && step ? { icoachUserId, skillId, step } : null;
}

/**
 * The dashboard's address: /icoach/{icoachUserId}/dashboard/{accessCode?}/{token?}. A token comes
 * only after an access code; an access code that is there must be a valid one.
 */
export function parseDashboardParams(params: {
  icoachUserId?: string;
  accessCode?: string;
  token?: string;
}): { icoachUserId: number; accessCode: string | null; token: string | null } | null {
  const icoachUserId = parseId(params.icoachUserId);
  if (!icoachUserId) return null;
  if (params.accessCode === undefined) return { icoachUserId, accessCode: null, token: null };
  const accessCode = parseAccessCode(params.accessCode);
  if (!accessCode) return null;
  return { icoachUserId, accessCode, token: params.token || null };
}
