import { Alert, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { BrandField } from '../../../components/brand-field';
import { FormAlert } from '../../../components/form-alert';
import { RenderedInBrowser } from '../../../components/rendered-in-browser';
import { HOME_MESSAGES, type HomeMessage } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { useCurrentUser } from '../api/get-me';
import { useImpersonationLink } from '../hooks/use-impersonation-link';

// The forms (and zod, react-hook-form, the selects) are a chunk of their own: a signed-in user's
// home never needs them. The app's route loader starts fetching it for visitors right away;
// this page, once loaded, has it ready to render without a spinner (decision 040).
const AuthCard = preloadableLazy(() => import('../components/auth-card').then((m) => m.AuthCard));

/** A visitor's home needs the forms: their chunk, ready to render without suspending. */
export function preloadVisitorHome(): Promise<unknown> {
  return AuthCard.preload();
}

const isHomeMessage = (value: string | null): value is HomeMessage =>
  (HOME_MESSAGES as readonly (string | null)[]).includes(value);

/**
 * platform spec §2 "home": the dashboard when signed in (composed in by the app), otherwise the
 * welcome text with the Register and Sign in tabs. Also reads the impersonation link and the
 * notice shown after a password request or reset.
 */
export function HomePage({ dashboard }: { dashboard: ReactNode }) {
  const { t } = useTranslation('accounts');
  const { isSignedIn } = useCurrentUser();
  usePageTitle();
  const impersonation = useImpersonationLink();
  const [params, setParams] = useSearchParams();
  // Only known notices, by key: the query string never puts arbitrary text on the page.
  const message = params.get('message');
  const notice = isHomeMessage(message) ? t(`notices.${message}`) : null;
  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('message');
        return next;
      },
      { replace: true },
    );

  const banners = (
    <>
      {notice && (
        <Alert
          color="teal"
          variant="white"
          withCloseButton
          onClose={dismiss}
          closeButtonLabel={t('close')}
          role="status"
          mb="lg"
        >
          {notice}
        </Alert>
      )}
      {impersonation.error && <FormAlert message={impersonation.error} />}
    </>
  );

  if (impersonation.pending) {
    return (
      <BrandField>
        <Loader color="white" aria-label={t('impersonation.pending')} />
      </BrandField>
    );
  }
  if (isSignedIn) {
    return (
      <>
        {(notice || impersonation.error) && <BrandBanner>{banners}</BrandBanner>}
        {dashboard}
      </>
    );
  }
  return (
    <BrandField>
      {banners}
      <Grid gap={{ base: 'lg', md: 48 }} align="flex-start">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md" pt={{ md: 'xl' }}>
            <Title order={1} c="white">
              {t('home.title')}
            </Title>
            <Text fz="lg" c="white">
              {t('home.intro')}
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <RenderedInBrowser>
            <Suspense fallback={<Loader color="white" aria-label={t('loading')} />}>
              {/* After a password reset the person signs in with it: that tab first (issue 9). */}
              <AuthCard defaultTab={message === 'password_reset' ? 'login' : 'register'} />
            </Suspense>
          </RenderedInBrowser>
        </Grid.Col>
      </Grid>
    </BrandField>
  );
}

function BrandBanner({ children }: { children: ReactNode }) {
  return (
    <div
      style={{ background: 'var(--mantine-color-brand-8)', padding: 'var(--mantine-spacing-md)' }}
    >
      {children}
    </div>
  );
}
