import { Anchor, Center, Grid, Loader, Stack, Text } from '@mantine/core';
import { SOFT_TOUCH_LAYOUT } from '@portal/shared/survey-products';
import type { ApiProduct, RouteProduct, SurveyInfoResponse } from '@portal/shared/surveys';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { SafeHtml } from '../../../components/safe-html';
import { SurveyBody, TitleBand } from '../../../components/title-band';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useShowCustomerLogos } from '../../../lib/customer-logos';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSessionUserId, useToken } from '../../../lib/session';
import { useSurveyByCode } from '../api/get-survey-by-code';
import { useCompletedSurveyUser } from '../api/get-survey-user';
import { WelcomeActions } from '../components/welcome-actions';
import { useStartSurvey } from '../hooks/use-start-survey';
import { useVisitorLanguage } from '../hooks/use-visitor-language';
import { parseAccessCode, parseWelcomeProduct } from '../rules/route-params';
import { completeHref, dateMessage } from '../rules/start-decision';
import { forgetSurvey, isBegun } from '../storage/local-records';

export type AuthTab = 'register' | 'login';

/** What the app gives the page to show the Register / Sign in card (features do not import each other). */
export interface AuthSlotProps {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  softTouch: boolean;
  onSignedIn: () => void;
}

interface SurveyWelcomePageProps {
  renderAuth: (props: AuthSlotProps) => ReactNode;
}

/** platform spec §2 "Survey welcome": /{surveyProduct}/{accessCode}. */
export function SurveyWelcomePage({ renderAuth }: SurveyWelcomePageProps) {
  const params = useParams();
  const product = parseWelcomeProduct(params.surveyProduct);
  const code = parseAccessCode(params.accessCode);
  if (!product || !code) return <Navigate to={paths.notFound.href()} replace />;
  return (
    <SurveyWelcome
      key={`${product.api}/${code}`}
      routeProduct={product.route}
      product={product.api}
      code={code}
      renderAuth={renderAuth}
    />
  );
}

interface SurveyWelcomeProps extends SurveyWelcomePageProps {
  routeProduct: RouteProduct;
  product: ApiProduct;
  code: string;
}

function SurveyWelcome({ routeProduct, product, code, renderAuth }: SurveyWelcomeProps) {
  const { t } = useTranslation('surveys');
  const signedIn = useToken() !== null;
  const userId = useSessionUserId();
  const info = useSurveyByCode(product, code);
  const survey = info.data?.survey;
  usePageTitle(survey?.title);
  useShowCustomerLogos(survey?.logos.map((logo) => logo.fileURL));
  useVisitorLanguage(survey?.defaultLanguage, signedIn);

  if (info.isError) {
    if (isApiError(info.error) && info.error.status < 500) {
      return <Navigate to={paths.notFound.href()} replace />;
    }
    return (
      <SurveyBody>
        <FormAlert message={t('errors.internal')} />
      </SurveyBody>
    );
  }
  if (!info.data || !survey) {
    return (
      <Center flex={1} py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  return (
    <>
      <TitleBand title={survey.title} />
      <SurveyBody>
        {signedIn && userId !== null ? (
          <SignedInWelcome
            routeProduct={routeProduct}
            product={product}
            info={info.data}
            userId={userId}
          />
        ) : (
          <VisitorWelcome info={info.data} renderAuth={renderAuth} />
        )}
      </SurveyBody>
    </>
  );
}

function VisitorWelcome({
  info,
  renderAuth,
}: {
  info: SurveyInfoResponse;
  renderAuth: SurveyWelcomePageProps['renderAuth'];
}) {
  const { t } = useTranslation('surveys');
  const [tab, setTab] = useState<AuthTab>('register');
  const switchToSignIn = () => {
    setTab('login');
    // The card's sign-in tab gets the focus, so keyboard users land where the link pointed.
    window.requestAnimationFrame(() =>
      document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus(),
    );
  };
  return (
    <Grid gap={{ base: 'lg', md: 48 }} align="flex-start">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="md">
          <SafeHtml html={info.survey.welcomeMessage} />
          <Text>
            {t('welcome.have_account')}{' '}
            <Anchor component="button" type="button" onClick={switchToSignIn} fw={600}>
              {t('welcome.sign_in_link')}
            </Anchor>
          </Text>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        {renderAuth({
          tab,
          onTabChange: setTab,
          softTouch: info.survey.reportLayout.title === SOFT_TOUCH_LAYOUT,
          onSignedIn: () => window.scrollTo({ top: 0 }),
        })}
      </Grid.Col>
    </Grid>
  );
}

interface SignedInWelcomeProps {
  routeProduct: RouteProduct;
  product: ApiProduct;
  info: SurveyInfoResponse;
  userId: number;
}

function SignedInWelcome({ routeProduct, product, info, userId }: SignedInWelcomeProps) {
  const { t } = useTranslation('surveys');
  const { survey } = info;
  const [params] = useSearchParams();
  const begun = isBegun(userId, product, survey.accessCode);
  const starter = useStartSurvey(routeProduct, product, info);
  // platform spec §4 "Welcome page on load": a limited-access survey not begun here that this
  // person has completed goes to the completion page with the reason.
  const completed = useCompletedSurveyUser(
    product,
    !survey.isUnlimitedAccess && !begun
      ? { surveyId: survey.id, accessCode: survey.accessCode }
      : null,
  );
  const early = dateMessage(survey);

  // platform spec §2: "A 'paid' query key starts the survey automatically."
  const autoStarted = useRef(false);
  const paid = params.has('paid');
  useEffect(() => {
    if (!paid || autoStarted.current || early) return;
    autoStarted.current = true;
    void starter.start();
  }, [paid, early, starter]);

  const alreadyCompleted = completed.data != null;
  useEffect(() => {
    if (alreadyCompleted) forgetSurvey(userId, product, survey.accessCode);
  }, [alreadyCompleted, userId, product, survey.accessCode]);
  if (alreadyCompleted) {
    return <Navigate to={completeHref(survey.title, 'already_completed')} replace />;
  }
  return (
    <Stack gap="xl">
      <SafeHtml html={survey.welcomeMessage} />
      <WelcomeActions
        begun={begun}
        message={early ? t(early) : starter.message}
        pending={starter.pending || (completed.isPending && completed.fetchStatus !== 'idle')}
        onStart={() => void starter.start()}
      />
    </Stack>
  );
}
