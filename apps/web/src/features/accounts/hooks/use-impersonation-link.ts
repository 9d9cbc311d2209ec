import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { getToken } from '../../../lib/session';
import { useImpersonate } from '../api/impersonate';
import { logoutEverywhere } from '../api/logout';

/**
 * platform spec §4 "Impersonation": with impersonate_user and token in the home page's query,
 * sign out first if signed in (server and local), remove both parameters, call the impersonate
 * endpoint, store the token, load the user and mark them impersonated.
 */
export function useImpersonationLink(): { pending: boolean; error: string | null } {
  const { t } = useTranslation('accounts');
  const [params, setParams] = useSearchParams();
  const impersonate = useImpersonate();
  const started = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const email = params.get('impersonate_user');
  const token = params.get('token');

  useEffect(() => {
    if (!email || !token || started.current) return;
    // Once per link: the one-time token is spent by the first call.
    started.current = true;
    void (async () => {
      if (getToken()) await logoutEverywhere();
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('impersonate_user');
          next.delete('token');
          return next;
        },
        { replace: true },
      );
      try {
        await impersonate.mutateAsync({ email, token });
      } catch (failure) {
        setError(
          failure instanceof ApiError && failure.message
            ? failure.message
            : t('errors.impersonation_link_invalid'),
        );
      }
    })();
  }, [email, token, impersonate, setParams, t]);

  return { pending: impersonate.isPending || (!!email && !!token && !error), error };
}
