import { Alert, Anchor, Button, Grid, Group, Stack, Text } from '@mantine/core';
import type { TsSurveyInfoResponse } from '@portal/shared/team-survey';
import { IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { SafeHtml } from '../../../components/safe-html';
import { SurveyBody, TitleBand } from '../../../components/title-band';
import { paths } from '../../../config/paths';
import { useShowCustomerLogos } from '../../../lib/customer-logos';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSessionUserId } from '../../../lib/session';
import { useTsSurveyByCode } from '../api/get-ts-survey-by-code';
import { useTsUserInfo } from '../api/get-ts-user-info';
import { TsLoader } from '../components/ts-loader';
import { loadOutcome } from '../rules/load-outcome';
import { parseAccessCode } from '../rules/route-params';

export type AuthTab = 'register' | 'login';

/** What the app gives the page to show the Register / Sign in card (features do not import each other). */
export interface TsAuthSlotProps {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onSignedIn: () => void;
}

/**
 * The 360 survey's welcome page at /360/{accessCode} (platform spec §2 "Survey welcome" for
 * product 360): the survey by its code, the Register / Sign in card for a visitor, and Start,
 * which leads to the 360 dashboard (team-survey spec §2). After a sign-in on this page the
 * dashboard opens by itself, once the person's 360 roles are loaded.
 */
export function TsWelcomePage({
  renderAuth,
}: {
  renderAuth: (props: TsAuthSlotProps) => ReactNode;
}) {
  const code = parseAccessCode(useParams().accessCode);
  if (!code) return <Navigate to={paths.notFound.href()} replace />;
  return <TsWelcome key={code} code={code} renderAuth={renderAuth} />;
}

function TsWelcome({
  code,
  renderAuth,
}: {
  code: string;
  renderAuth: (props: TsAuthSlotProps) => ReactNode;
}) {
  const { t } = useTranslation('team-survey');
  const userId = useSessionUserId();
  const info = useTsSurveyByCode(code);
  const survey = info.data;
  const [autoStart, setAutoStart] = useState(false);
  usePageTitle(survey?.title);
  useShowCustomerLogos(survey?.logos.map((logo) => logo.fileURL));

  if (info.isError) {
    if (loadOutcome(info.error) === 'notFound')
      return <Navigate to={paths.notFound.href()} replace />;
    return (
      <SurveyBody>
        <FormAlert message={t('load_failed')} />
      </SurveyBody>
    );
  }
  if (!survey) return <TsLoader />;
  return (
    <>
      <TitleBand title={survey.title} overline={t('overline')} />
      <SurveyBody>
        {userId !== null ? (
          <SignedInWelcome survey={survey} userId={userId} autoStart={autoStart} />
        ) : (
          <VisitorWelcome
            survey={survey}
            renderAuth={renderAuth}
            onSignedIn={() => {
              window.scrollTo({ top: 0 });
              setAutoStart(true);
            }}
          />
        )}
      </SurveyBody>
    </>
  );
}

function VisitorWelcome({
  survey,
  renderAuth,
  onSignedIn,
}: {
  survey: TsSurveyInfoResponse;
  renderAuth: (props: TsAuthSlotProps) => ReactNode;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation('team-survey');
  // Sign in first: a manager adds people to a 360 by their account's email (no account, no
  // place in it), so a visitor here has usually registered already.
  const [tab, setTab] = useState<AuthTab>('login');
  const switchToSignIn = () => {
    setTab('login');
    window.requestAnimationFrame(() =>
      document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus(),
    );
  };
  return (
    <Grid gap={{ base: 'lg', md: 48 }} align="flex-start">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="md">
          <SafeHtml html={survey.welcomeMessage} />
          {tab !== 'login' && (
            <Text>
              {t('welcome.have_account')}{' '}
              <Anchor component="button" type="button" onClick={switchToSignIn} fw={600}>
                {t('welcome.sign_in_link')}
              </Anchor>
            </Text>
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        {renderAuth({ tab, onTabChange: setTab, onSignedIn })}
      </Grid.Col>
    </Grid>
  );
}

function SignedInWelcome({
  survey,
  userId,
  autoStart,
}: {
  survey: TsSurveyInfoResponse;
  userId: number;
  autoStart: boolean;
}) {
  const { t } = useTranslation('team-survey');
  const navigate = useNavigate();
  // team-survey spec §2: "The 360 user info is reloaded after sign-in completes" (keyed by user).
  const roles = useTsUserInfo(userId, survey.id);
  const hasPart = (roles.data?.roles.length ?? 0) > 0;
  const dashboard = paths.tsDashboard.href(survey.id);
  useEffect(() => {
    if (autoStart && hasPart) navigate(dashboard, { replace: true });
  }, [autoStart, hasPart, navigate, dashboard]);

  return (
    <Stack gap="xl">
      <SafeHtml html={survey.welcomeMessage} />
      {roles.isError ? (
        <FormAlert message={t('load_failed')} />
      ) : roles.data && !hasPart ? (
        <Alert
          color="brand"
          variant="light"
          icon={<IconInfoCircle aria-hidden="true" />}
          role="status"
          styles={{ message: { color: 'var(--mantine-color-dark-9)', fontWeight: 600 } }}
        >
          {t('welcome.no_role')}
        </Alert>
      ) : (
        <Group>
          <Button size="lg" miw={180} loading={!roles.data} onClick={() => navigate(dashboard)}>
            {t('welcome.start')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
