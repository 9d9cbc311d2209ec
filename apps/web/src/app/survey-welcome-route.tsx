import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { RenderedInBrowser } from '../components/rendered-in-browser';
import type { AuthSlotProps } from '../features/surveys/pages/survey-welcome-page';
import type { TsAuthSlotProps } from '../features/team-survey/pages/ts-welcome-page';
import { useTranslation } from '../lib/i18n';
import { preloadableLazy } from '../lib/preloadable-lazy';
import { getToken } from '../lib/session';

/*
 * Composition (conventions, habit 5): the welcome page at /{surveyProduct}/{accessCode} is the
 * surveys feature's, or for product 360 the team-survey feature's (its survey, roles and
 * dashboard are that feature's); both show the accounts feature's Register / Sign in card to a
 * visitor. Each is a chunk; the loader fetches the card's only when nobody is signed in.
 */
const loadWelcomePage = () => import('../features/surveys/pages/survey-welcome-page');
const loadTsWelcomePage = () => import('../features/team-survey/pages/ts-welcome-page');
const loadAuthCard = () => import('../features/accounts/components/auth-card');

const SurveyWelcomePage = lazy(() =>
  loadWelcomePage().then((m) => ({ default: m.SurveyWelcomePage })),
);
const TsWelcomePage = lazy(() => loadTsWelcomePage().then((m) => ({ default: m.TsWelcomePage })));
// Ready to render without suspending once preloaded: the prerendered welcome page's card is
// rendered anew when the app takes the page over (decision 041), and no spinner may flash.
const AuthCard = preloadableLazy(() => loadAuthCard().then((m) => m.AuthCard));

const isTeamSurvey = (product: string | undefined) => product === '360';

export function preloadSurveyWelcome({ params }: LoaderFunctionArgs): null {
  if (isTeamSurvey(params.surveyProduct)) void loadTsWelcomePage();
  else void loadWelcomePage();
  if (!getToken()) void AuthCard.preload();
  return null;
}

/**
 * A visitor's welcome page with its card ready to render: the app takes over the page the
 * server rendered once this is in (main.tsx, decision 041). Only a survey's welcome is rendered
 * by the server; the 360 welcome is not.
 */
export function preloadVisitorWelcome(): Promise<unknown> {
  return Promise.all([loadWelcomePage(), AuthCard.preload()]);
}

function CardFallback() {
  const { t } = useTranslation('common');
  return (
    <Center py="xl">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}

function WelcomeAuthCard(props: AuthSlotProps) {
  // The forms depend on lookups the server's render did not have (decision 040 says why).
  return (
    <RenderedInBrowser>
      <Suspense fallback={<CardFallback />}>
        <AuthCard
          tab={props.tab}
          onTabChange={props.onTabChange}
          softTouch={props.softTouch}
          onSignedIn={props.onSignedIn}
        />
      </Suspense>
    </RenderedInBrowser>
  );
}

function TsWelcomeAuthCard(props: TsAuthSlotProps) {
  return (
    <Suspense fallback={<CardFallback />}>
      <AuthCard tab={props.tab} onTabChange={props.onTabChange} onSignedIn={props.onSignedIn} />
    </Suspense>
  );
}

export function SurveyWelcomeRoute() {
  if (isTeamSurvey(useParams().surveyProduct)) {
    return <TsWelcomePage renderAuth={(props) => <TsWelcomeAuthCard {...props} />} />;
  }
  return <SurveyWelcomePage renderAuth={(props) => <WelcomeAuthCard {...props} />} />;
}
