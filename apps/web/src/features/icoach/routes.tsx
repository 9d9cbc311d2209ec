import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/*
 * The iCoach routes of platform spec §2 that need nothing from another feature. The welcome page
 * and the course dashboard are composed in app/ (the Register / Sign in card, and the session a
 * sign-in link starts, are the accounts feature's).
 */
const IcoachSkillPage = lazy(() =>
  import('./pages/icoach-skill-page').then((m) => ({ default: m.IcoachSkillPage })),
);
const IcoachCompletePage = lazy(() =>
  import('./pages/icoach-complete-page').then((m) => ({ default: m.IcoachCompletePage })),
);

export const icoachRoutes: RouteObject[] = [
  { path: paths.icoachSkill.path, element: <IcoachSkillPage /> },
  { path: paths.icoachSkillComplete.path, element: <IcoachCompletePage /> },
];
