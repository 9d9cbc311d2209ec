import { lazy } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { paths } from '../config/paths';
import { accountsRoutes } from '../features/accounts/routes';
import { adminRoutes } from '../features/admin/routes';
import { contentRoutes } from '../features/content/routes';
import { icoachRoutes } from '../features/icoach/routes';
import { kriskRoutes } from '../features/krisk/routes';
import { paymentsRoutes } from '../features/payments/routes';
import { surveysRoutes } from '../features/surveys/routes';
import { teamSurveyRoutes } from '../features/team-survey/routes';
import { preloadMatching, toDeclarativeRoutes } from './declarative-routes';
import { RouteErrorPage } from './error-boundary';
import { HomeRoute, preloadHome } from './home-route';
import { icoachComposedRoutes } from './icoach-routes';
import { BareLayout } from './layouts/bare-layout';
import { RouteTableContext, withLayout } from './layouts/layout-handle';
import { RootLayout } from './layouts/root-layout';
import { SurveyPaymentRoute } from './survey-payment-route';
import { preloadSurveyWelcome, SurveyWelcomeRoute } from './survey-welcome-route';

const NotFoundPage = lazy(() =>
  import('../features/misc/pages/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
const MaintenancePage = lazy(() =>
  import('../features/misc/pages/maintenance-page').then((m) => ({ default: m.MaintenancePage })),
);

/** The routes of platform spec §2 built so far; config/paths.ts lists them all. */
function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: paths.home.path, loader: preloadHome, element: <HomeRoute /> },
        ...accountsRoutes,
        ...contentRoutes,
        ...surveysRoutes,
        ...paymentsRoutes,
        // platform spec §2: the iCoach routes; static segments rank them above survey.welcome.
        ...icoachComposedRoutes,
        ...icoachRoutes,
        // team-survey spec §2: /360/{tsSurveyId}/...; three or more segments, so never a welcome.
        ...teamSurveyRoutes,
        // Issue 13: the administrator's console; /admin/... ranks above survey.welcome (static).
        ...adminRoutes,
        { path: paths.surveyPayment.path, element: <SurveyPaymentRoute /> },
        // platform spec §2: the partner portal hides the header.
        ...withLayout(kriskRoutes, { hideHeader: true }),
        {
          path: paths.surveyWelcome.path,
          loader: preloadSurveyWelcome,
          element: <SurveyWelcomeRoute />,
        },
        { path: paths.notFound.path, element: <NotFoundPage /> },
        { path: '*', element: <Navigate to={paths.notFound.href()} replace /> },
      ],
    },
    {
      element: <BareLayout />,
      errorElement: <RouteErrorPage />,
      children: [{ path: paths.maintenance.path, element: <MaintenancePage /> }],
    },
  ];
}

const routeTable = createAppRoutes();
const appRoutes = toDeclarativeRoutes(routeTable);

/** Starts the first page's chunks while the app's translations load (declarative-routes.tsx). */
export function preloadFirstPage(): void {
  preloadMatching(routeTable, window.location);
}

/** The app's pages, for a <BrowserRouter> (declarative-routes.tsx says why not the data router). */
export function AppRoutes() {
  return (
    <RouteTableContext.Provider value={appRoutes}>
      {useRoutes(appRoutes)}
    </RouteTableContext.Provider>
  );
}
