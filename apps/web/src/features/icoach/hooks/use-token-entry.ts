import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { getToken } from '../../../lib/session';
import { exchangeSignInLink } from '../api/exchange-sign-in-link';
import type { WelcomeState } from '../rules/welcome-state';

/** Stores a session token as a sign-in does and loads the user (given by app/, see routes). */
export type StartSession = (token: string) => Promise<void>;

/**
 * platform spec §2 "iCoach token entry": a link /icoach/{accessCode}/{token} (or the dashboard's
 * /icoach/{id}/dashboard/{accessCode}/{token}) signs a visitor in with its one-time token, loads
 * the user and goes to the welcome page, which then begins the course by itself; someone already
 * signed in just goes to the welcome page. The token is spent by the first call and never kept:
 * the address that holds it is replaced in the history.
 */
export function useTokenEntry(accessCode: string, token: string, startSession: StartSession): void {
  const { t } = useTranslation('icoach');
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const welcome = paths.icoachWelcome.href(accessCode);
    const go = (state: WelcomeState) => navigate(welcome, { replace: true, state });
    if (getToken()) {
      go({});
      return;
    }
    void (async () => {
      try {
        const { token: session } = await exchangeSignInLink(token);
        await startSession(session);
        go({ autoBegin: true });
      } catch (error) {
        go({
          signInError:
            error instanceof ApiError && error.status < 500 && error.message
              ? error.message
              : t('errors.sign_in_link_invalid'),
        });
      }
    })();
  }, [accessCode, token, startSession, navigate, t]);
}
