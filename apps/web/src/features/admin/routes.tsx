import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/*
 * The administrator's console (issue 13) at /admin: one lazy chunk (admin-console.tsx) holds its
 * frame and its own routes, so nothing of the console, not even its pages' names, is in what the
 * learner's routes download. `/admin/*` is static first, so it ranks above `/:product/:code`.
 */
const AdminConsole = lazy(() =>
  import('./admin-console').then((m) => ({ default: m.AdminConsole })),
);

export const adminRoutes: RouteObject[] = [
  { path: `${paths.admin.path}/*`, element: <AdminConsole /> },
];
