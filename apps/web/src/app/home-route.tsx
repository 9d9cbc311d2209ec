import { lazy } from 'react';
import { getToken } from '../lib/session';

/*
 * Composition (conventions, habit 5: features do not import each other): the home page of the
 * accounts feature shows the dashboard feature's view when signed in. Each part is a chunk of
 * its own; the route's loader starts downloading the ones this visit needs at once, in parallel,
 * instead of one after the other as React reaches them.
 */
const loadHomePage = () => import('../features/accounts/pages/home-page');
const loadAuthCard = () => import('../features/accounts/components/auth-card');
const loadDashboard = () => import('../features/dashboard/components/dashboard-shell');

const HomePage = lazy(() => loadHomePage().then((m) => ({ default: m.HomePage })));
const DashboardShell = lazy(() => loadDashboard().then((m) => ({ default: m.DashboardShell })));

export function preloadHome(): null {
  void loadHomePage();
  if (getToken()) void loadDashboard();
  else void preloadVisitorHome();
  return null;
}

/**
 * The visitor's home with its forms ready to render: the app takes over the prerendered home
 * once this is in (main.tsx, decision 040), so the forms it renders anew never show a spinner.
 */
export function preloadVisitorHome(): Promise<unknown> {
  // The forms' chunk downloads beside the page's, not after it: the page's preload only asks
  // the module cache once the page's chunk is in.
  void loadAuthCard();
  return loadHomePage().then((m) => m.preloadVisitorHome());
}

export function HomeRoute() {
  return <HomePage dashboard={<DashboardShell />} />;
}
