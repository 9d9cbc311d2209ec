import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthSlotProps } from '../features/surveys/pages/survey-welcome-page';
import { getToken } from '../lib/session';

/*
 * Composition (conventions, habit 5): the surveys feature's welcome page shows the accounts
 * feature's Register / Sign in card to a visitor. Both are chunks; the loader fetches the card's
 * only when nobody is signed in.
 */
const loadWelcomePage = () => import('../features/surveys/pages/survey-welcome-page');
const loadAuthCard = () => import('../features/accounts/components/auth-card');

const SurveyWelcomePage = lazy(() =>
  loadWelcomePage().then((m) => ({ default: m.SurveyWelcomePage })),
);
const AuthCard = lazy(() => loadAuthCard().then((m) => ({ default: m.AuthCard })));

export function preloadSurveyWelcome(): null {
  void loadWelcomePage();
  if (!getToken()) void loadAuthCard();
  return null;
}

function WelcomeAuthCard(props: AuthSlotProps) {
  const { t } = useTranslation('common');
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      }
    >
      <AuthCard
        tab={props.tab}
        onTabChange={props.onTabChange}
        softTouch={props.softTouch}
        onSignedIn={props.onSignedIn}
      />
    </Suspense>
  );
}

export function SurveyWelcomeRoute() {
  return <SurveyWelcomePage renderAuth={(props) => <WelcomeAuthCard {...props} />} />;
}
