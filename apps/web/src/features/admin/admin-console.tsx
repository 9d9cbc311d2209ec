import { lazy } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { paths } from '../../config/paths';
import { AdminLayout } from './components/admin-layout';

/*
 * The console's own routes (issue 13), a lazy chunk with its frame: the app's route table holds
 * only `/admin/*` (routes.tsx), so the learner's routes carry none of the console's pages, not
 * even their names. Each page is a lazy chunk of its own. These routes sit below /admin, so
 * their paths are the app's paths (config/paths.ts) without that prefix.
 */
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
const AdminTeamSurveysPage = lazy(() =>
  import('./pages/admin-team-surveys-page').then((m) => ({ default: m.AdminTeamSurveysPage })),
);
const AdminTeamSurveyPage = lazy(() =>
  import('./pages/admin-team-survey-page').then((m) => ({ default: m.AdminTeamSurveyPage })),
);
const AdminTeamSurveyNewPage = lazy(() =>
  import('./pages/admin-team-survey-new-page').then((m) => ({ default: m.AdminTeamSurveyNewPage })),
);
const AdminSurveysPage = lazy(() =>
  import('./pages/admin-surveys-page').then((m) => ({ default: m.AdminSurveysPage })),
);
const AdminSurveyNewPage = lazy(() =>
  import('./pages/admin-survey-new-page').then((m) => ({ default: m.AdminSurveyNewPage })),
);
const AdminSurveyPage = lazy(() =>
  import('./pages/admin-survey-page').then((m) => ({ default: m.AdminSurveyPage })),
);
const AdminInvitationsPage = lazy(() =>
  import('./pages/admin-invitations-page').then((m) => ({ default: m.AdminInvitationsPage })),
);
const AdminExportsPage = lazy(() =>
  import('./pages/admin-exports-page').then((m) => ({ default: m.AdminExportsPage })),
);
const AdminCoursesPage = lazy(() =>
  import('./pages/admin-courses-page').then((m) => ({ default: m.AdminCoursesPage })),
);
const AdminCoursePage = lazy(() =>
  import('./pages/admin-course-page').then((m) => ({ default: m.AdminCoursePage })),
);
const AdminQuestionnairesPage = lazy(() =>
  import('./pages/admin-questionnaires-page').then((m) => ({
    default: m.AdminQuestionnairesPage,
  })),
);
const AdminQuestionnairePage = lazy(() =>
  import('./pages/admin-questionnaire-page').then((m) => ({ default: m.AdminQuestionnairePage })),
);

/** `/admin/surveys/:surveyId` → `surveys/:surveyId`. */
const below = (path: string) => path.slice(paths.admin.path.length + 1);

const consoleRoutes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { index: true, element: <AdminOverviewPage /> },
      { path: below(paths.adminSurveys.path), element: <AdminSurveysPage /> },
      // Before /admin/surveys/:surveyId in the list (react-router ranks static segments first anyway).
      { path: below(paths.adminQuestionnaires.path), element: <AdminQuestionnairesPage /> },
      { path: below(paths.adminQuestionnaire.path), element: <AdminQuestionnairePage /> },
      { path: below(paths.adminSurveyNew.path), element: <AdminSurveyNewPage /> },
      { path: below(paths.adminSurvey.path), element: <AdminSurveyPage /> },
      { path: below(paths.adminInvitations.path), element: <AdminInvitationsPage /> },
      { path: below(paths.adminCourses.path), element: <AdminCoursesPage /> },
      { path: below(paths.adminCourse.path), element: <AdminCoursePage /> },
      { path: below(paths.adminTeamSurveys.path), element: <AdminTeamSurveysPage /> },
      { path: below(paths.adminTeamSurveyNew.path), element: <AdminTeamSurveyNewPage /> },
      { path: below(paths.adminTeamSurvey.path), element: <AdminTeamSurveyPage /> },
      { path: below(paths.adminPeople.path), element: <PeoplePage /> },
      { path: below(paths.adminPerson.path), element: <PersonPage /> },
      { path: below(paths.adminPayments.path), element: <AdminPaymentsPage /> },
      { path: below(paths.adminExports.path), element: <AdminExportsPage /> },
      { path: below(paths.adminOutbox.path), element: <AdminOutboxPage /> },
      { path: below(paths.adminAuditLog.path), element: <AdminAuditLogPage /> },
      { path: '*', element: <Navigate to={paths.notFound.href()} replace /> },
    ],
  },
];

/** The console: its frame and the page the address names. */
export function AdminConsole() {
  return useRoutes(consoleRoutes);
}
