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

export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.path,
    element: <AdminLayout />,
    children: [
      { index: true, element: <AdminOverviewPage /> },
      { path: paths.adminSurveys.path, element: <AdminSurveysPage /> },
      // Before /admin/surveys/:surveyId in the list (react-router ranks static segments first anyway).
      { path: paths.adminQuestionnaires.path, element: <AdminQuestionnairesPage /> },
      { path: paths.adminQuestionnaire.path, element: <AdminQuestionnairePage /> },
      { path: paths.adminSurveyNew.path, element: <AdminSurveyNewPage /> },
      { path: paths.adminSurvey.path, element: <AdminSurveyPage /> },
      { path: paths.adminInvitations.path, element: <AdminInvitationsPage /> },
      { path: paths.adminCourses.path, element: <AdminCoursesPage /> },
      { path: paths.adminCourse.path, element: <AdminCoursePage /> },
      { path: paths.adminTeamSurveys.path, element: <AdminTeamSurveysPage /> },
      { path: paths.adminTeamSurveyNew.path, element: <AdminTeamSurveyNewPage /> },
      { path: paths.adminTeamSurvey.path, element: <AdminTeamSurveyPage /> },
      { path: paths.adminPeople.path, element: <PeoplePage /> },
      { path: paths.adminPerson.path, element: <PersonPage /> },
      { path: paths.adminPayments.path, element: <AdminPaymentsPage /> },
      { path: paths.adminExports.path, element: <AdminExportsPage /> },
      { path: paths.adminOutbox.path, element: <AdminOutboxPage /> },
      { path: paths.adminAuditLog.path, element: <AdminAuditLogPage /> },
      { path: '*', element: <Navigate to={paths.notFound.href()} replace /> },
    ],
  },
];
