import { lazy } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/*
 * The questionnaire routes of platform spec §2 (the welcome page is composed in app/, with the
 * accounts feature's Register / Sign in card). Each page is a chunk of its own; a taking route's
 * loader starts the shell's and the section page's chunks together, not one after the other.
 */
const loadShell = () => import('./pages/taking-shell');
const loadRanking = () => import('./pages/ranking-section-page');
const loadIpulse = () => import('./pages/ipulse-section-page');
const loadComment = () => import('./pages/ipulse-comment-page');

const TakingShell = lazy(() => loadShell().then((m) => ({ default: m.TakingShell })));
const RankingSectionPage = lazy(() =>
  loadRanking().then((m) => ({ default: m.RankingSectionPage })),
);
const IpulseSectionPage = lazy(() => loadIpulse().then((m) => ({ default: m.IpulseSectionPage })));
const IpulseCommentPage = lazy(() => loadComment().then((m) => ({ default: m.IpulseCommentPage })));
const DpPartWelcomePage = lazy(() =>
  import('./pages/dp-part-welcome-page').then((m) => ({ default: m.DpPartWelcomePage })),
);
const DpPartCompletedPage = lazy(() =>
  import('./pages/dp-part-completed-page').then((m) => ({ default: m.DpPartCompletedPage })),
);
const ResiliencyPage = lazy(() =>
  import('./pages/resiliency-page').then((m) => ({ default: m.ResiliencyPage })),
);
const SurveyCompletePage = lazy(() =>
  import('./pages/survey-complete-page').then((m) => ({ default: m.SurveyCompletePage })),
);

/**
 * A ranking section's parts, its board's included: the app takes over a section the server
 * rendered (decision 042) once these are in.
 */
export function preloadRankingSection(): Promise<unknown> {
  return Promise.all([loadShell(), loadRanking().then((page) => page.preloadRankingBoard())]);
}

function preloadTaking({ params, request }: LoaderFunctionArgs): null {
  void loadShell();
  const path = new URL(request.url).pathname;
  if (params.surveyProduct !== 'ipulse') void loadRanking();
  else if (path.endsWith('/comment')) void loadComment();
  else void loadIpulse();
  return null;
}

export const surveysRoutes: RouteObject[] = [
  {
    path: paths.surveyTaking.path,
    loader: preloadTaking,
    element: <TakingShell />,
    children: [
      { path: 'section/:sectionNumber', element: <IpulseSectionPage /> },
      { path: 'comment', element: <IpulseCommentPage /> },
      { path: ':sectionNumber', element: <RankingSectionPage /> },
    ],
  },
  {
    // The discovery process's parts use the same shell (platform spec §2 survey.dp.page.part).
    path: paths.surveyDpTaking.path,
    loader: preloadTaking,
    element: <TakingShell dp />,
    children: [{ path: ':sectionNumber', element: <RankingSectionPage /> }],
  },
  { path: paths.surveyWelcomeDpSurveyProduct.path, element: <DpPartWelcomePage /> },
  { path: paths.surveyDpCompletedPart.path, element: <DpPartCompletedPage /> },
  { path: paths.resiliencyQuestions.path, element: <ResiliencyPage /> },
  { path: paths.surveyComplete.path, element: <SurveyCompletePage /> },
];
