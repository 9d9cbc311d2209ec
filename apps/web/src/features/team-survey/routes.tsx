import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { SignedInOnly } from './components/signed-in-only';

/*
 * The 360 routes of team-survey spec §2 up to the ratings (issue 11, part 1); results and goals
 * come with part 2. Every page needs a session: a visitor is sent to not found (§2, §6). The
 * welcome page at /360/{accessCode} is composed in app/ (it shows the accounts feature's card).
 * Static segments rank `skill/:skillId` above `:type`, so a type is only ever a third segment.
 */
const TsDashboardPage = lazy(() =>
  import('./pages/ts-dashboard-page').then((m) => ({ default: m.TsDashboardPage })),
);
const ManagerRateePage = lazy(() =>
  import('./pages/manager-ratee-page').then((m) => ({ default: m.ManagerRateePage })),
);
const RaterRateePage = lazy(() =>
  import('./pages/rater-ratee-page').then((m) => ({ default: m.RaterRateePage })),
);
const SkillRatingPage = lazy(() =>
  import('./pages/skill-rating-page').then((m) => ({ default: m.SkillRatingPage })),
);
const ManagerRatingPage = lazy(() =>
  import('./pages/manager-rating-page').then((m) => ({ default: m.ManagerRatingPage })),
);
/** Issue 12: a SMART goal of a ratee, for the ratee and their manager. */
const GoalPage = lazy(() => import('./pages/goal-page').then((m) => ({ default: m.GoalPage })));
/** Issue 12: a ratee's results, for the ratee and their manager (the charts load on their own). */
const ResultsPage = lazy(() =>
  import('./pages/results-page').then((m) => ({ default: m.ResultsPage })),
);

const signedIn = (page: React.ReactNode) => <SignedInOnly>{page}</SignedInOnly>;

export const teamSurveyRoutes: RouteObject[] = [
  { path: paths.tsDashboard.path, element: signedIn(<TsDashboardPage />) },
  { path: paths.tsManagerRatee.path, element: signedIn(<ManagerRateePage />) },
  { path: paths.tsUserRatee.path, element: signedIn(<RaterRateePage />) },
  { path: paths.tsUserRateeSkill.path, element: signedIn(<SkillRatingPage />) },
  { path: paths.tsManagerRating.path, element: signedIn(<ManagerRatingPage />) },
  { path: paths.tsUserRateeGoal.path, element: signedIn(<GoalPage />) },
  { path: paths.tsUserResults.path, element: signedIn(<ResultsPage />) },
];
