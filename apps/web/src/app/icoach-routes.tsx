import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { startSession } from '../features/accounts/api/start-session';
import type { AuthSlotProps } from '../features/icoach/pages/icoach-welcome-page';
import { useTranslation } from '../lib/i18n';
import { getToken } from '../lib/session';

/*
 * Composition (conventions, habit 5): the iCoach welcome page shows the accounts feature's
 * Register / Sign in card to a visitor, and a sign-in link (welcome or dashboard address with a
 * one-time token) starts its session the way the sign-in form does (accounts' startSession: store
 * the token, load the user, take the user's language). Each part is a chunk of its own.
 */
const loadWelcomePage = () => import('../features/icoach/pages/icoach-welcome-page');
const loadDashboardPage = () => import('../features/icoach/pages/icoach-dashboard-page');
const loadAuthCard = () => import('../features/accounts/components/auth-card');

const IcoachWelcomePage = lazy(() =>
  loadWelcomePage().then((m) => ({ default: m.IcoachWelcomePage })),
);
const IcoachDashboardPage = lazy(() =>
  loadDashboardPage().then((m) => ({ default: m.IcoachDashboardPage })),
);
const AuthCard = lazy(() => loadAuthCard().then((m) => ({ default: m.AuthCard })));

function preloadWelcome(): null {
  void loadWelcomePage();
  if (!getToken()) void loadAuthCard();
  return null;
}

function useStartSession() {
  const queryClient = useQueryClient();
  return useCallback((token: string) => startSession(queryClient, token), [queryClient]);
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
      <AuthCard tab={props.tab} onTabChange={props.onTabChange} onSignedIn={props.onSignedIn} />
    </Suspense>
  );
}

function IcoachWelcomeRoute() {
  const start = useStartSession();
  return (
    <IcoachWelcomePage
      renderAuth={(props) => <WelcomeAuthCard {...props} />}
      startSession={start}
    />
  );
}

function IcoachDashboardRoute() {
  return <IcoachDashboardPage startSession={useStartSession()} />;
}

export const icoachComposedRoutes: RouteObject[] = [
  { path: paths.icoachWelcome.path, loader: preloadWelcome, element: <IcoachWelcomeRoute /> },
  {
    path: paths.icoachDashboard.path,
    loader: () => {
      void loadDashboardPage();
      return null;
    },
    element: <IcoachDashboardRoute />,
  },
];
