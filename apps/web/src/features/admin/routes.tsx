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
const PeoplePage = lazy(() =>
  import('./pages/people-page').then((m) => ({ default: m.PeoplePage })),
);
const PersonPage = lazy(() =>
  import('./pages/person-page').then((m) => ({ default: m.PersonPage })),
);
const AdminPaymentsPage = lazy(() =>
  import('./pages/admin-payments-page').then((m) => ({ default: m.AdminPaymentsPage })),
);
const AdminOutboxPage = lazy(() =>
  import('./pages/admin-outbox-page').then((m) => ({ default: m.AdminOutboxPage })),
);
const AdminAuditLogPage = lazy(() =>
  import('./pages/admin-audit-log-page').then((m) => ({ default: m.AdminAuditLogPage })),
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
      { path: paths.adminPeople.path, element: <PeoplePage /> },
      { path: paths.adminPerson.path, element: <PersonPage /> },
      { path: paths.adminPayments.path, element: <AdminPaymentsPage /> },
      { path: paths.adminExports.path, element: <AdminComingSoonPage area="exports" /> },
      { path: paths.adminOutbox.path, element: <AdminOutboxPage /> },
      { path: paths.adminAuditLog.path, element: <AdminAuditLogPage /> },
      { path: '*', element: <Navigate to={paths.notFound.href()} replace /> },
    ],
  },
];
