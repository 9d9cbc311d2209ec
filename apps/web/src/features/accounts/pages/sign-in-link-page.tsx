import { Anchor, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { BrandField } from '../../../components/brand-field';
import { FormAlert } from '../../../components/form-alert';
import { PaleCard } from '../../../components/pale-card';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useCurrentUser } from '../api/get-me';
import { useSpendSignInLink } from '../api/spend-sign-in-link';
import { safeNextPath } from '../rules/safe-next';
import { canRetrySignInLink, signInLinkFailure } from '../rules/sign-in-link';

/**
 * /sign-in/{token}, the one-time link of a reminder mail (48 hours, one use). On arrival it spends
 * the token, starts the session of the link's person as sign-in does (in place of whoever was
 * signed in on this browser, as the invitation page does) and replaces its own history entry with
 * the server's `next`, so neither the address bar nor Back keeps the token. The token lives only
 * in the address and this request: it is not stored or logged.
 */
export function SignInLinkPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const { token } = useParams();
  const { user } = useCurrentUser();
  const spend = useSpendSignInLink();
  const { mutate } = spend;
  // The token is spent by the first call: StrictMode's second run of the effect must not send it
  // again (that would answer 403 and show a dead link to someone who is in fact signed in).
  const sentFor = useRef<string | null>(null);
  const failed = spend.isError;
  usePageTitle(t(failed ? 'sign_in_link.failed_title' : 'sign_in_link.title'));

  // Spends the link; on success its person is signed in and the page's entry becomes `next`.
  const spendLink = useCallback(
    (linkToken: string) =>
      mutate(
        { token: linkToken },
        { onSuccess: (next) => navigate(safeNextPath(next), { replace: true }) },
      ),
    [mutate, navigate],
  );

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    spendLink(token);
  }, [token, spendLink]);

  if (!token) return <Navigate to={paths.notFound.href()} replace />;

  return (
    <BrandField size="xs">
      <Container size={520} p={0}>
        <Title order={1} c="white" mb="lg">
          {t(failed ? 'sign_in_link.failed_title' : 'sign_in_link.title')}
        </Title>
        <PaleCard>
          {failed ? (
            <Stack gap="md">
              <FormAlert
                message={signInLinkFailure(spend.error, {
                  deadLink: t('errors.sign_in_link_invalid'),
                  failed: t('sign_in_link.failed'),
                })}
              />
              {user && (
                <Text fz="sm">{t('sign_in_link.signed_in_as', { name: user.fullName })}</Text>
              )}
              <Stack gap="sm" align="flex-start">
                {canRetrySignInLink(spend.error) && (
                  <Button variant="outline" onClick={() => spendLink(token)}>
                    {t('sign_in_link.retry')}
                  </Button>
                )}
                {user ? (
                  <Anchor component={Link} to={paths.home.href()} fw={600}>
                    {t('sign_in_link.home')}
                  </Anchor>
                ) : (
                  <>
                    <Anchor component={Link} to={paths.home.href()} fw={600}>
                      {t('sign_in_link.sign_in')}
                    </Anchor>
                    <Anchor component={Link} to={paths.requestResetPassword.href()} fw={600}>
                      {t('sign_in_link.forgot_password')}
                    </Anchor>
                  </>
                )}
              </Stack>
            </Stack>
          ) : (
            <Stack gap="sm" align="center" py="md" role="status">
              <Loader aria-hidden="true" />
              <Text>{t('sign_in_link.working')}</Text>
            </Stack>
          )}
        </PaleCard>
      </Container>
    </BrandField>
  );
}
