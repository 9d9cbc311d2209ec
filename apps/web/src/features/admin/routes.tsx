import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';

/*
 * The administrator's console (issue 13) at /admin. Its frame and every page are lazy chunks,
 * so nothing of the console is downloaded on the learner's routes. An area not built yet shows
 * what it will do; its engineer puts the real page in its place here.
 */
const AdminLayout = lazy(() =>
  import('./components/admin-layout').then((m) => ({ default: m.AdminLayout })),
);
const AdminOverviewPage = lazy(() =>
  import('./pages/admin-overview-page').then((m) => ({ default: m.AdminOverviewPage })),
);
const AdminComingSoonPage = lazy(() =>
  import('./pages/admin-coming-soon-page').then((m) => ({ default: m.AdminComingSoonPage })),
);

export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.path,
    element: <AdminLayout />,
    children: [
      { index: true, element: <AdminOverviewPage /> },
      { path: paths.adminSurveys.path, element: <AdminComingSoonPage area="surveys" /> },
      { path: paths.adminInvitations.path, element: <AdminComingSoonPage area="invitations" /> },
      { path: paths.adminCourses.path, element: <AdminComingSoonPage area="courses" /> },
      { path: paths.adminTeamSurveys.path, element: <AdminComingSoonPage area="team_surveys" /> },
      { path: paths.adminPeople.path, element: <AdminComingSoonPage area="people" /> },
      { path: paths.adminPayments.path, element: <AdminComingSoonPage area="payments" /> },
      { path: paths.adminExports.path, element: <AdminComingSoonPage area="exports" /> },
      { path: paths.adminOutbox.path, element: <AdminComingSoonPage area="outbox" /> },
      { path: paths.adminAuditLog.path, element: <AdminComingSoonPage area="audit_log" /> },
      { path: '*', element: <Navigate to={paths.notFound.href()} replace /> },
    ],
  },
];
