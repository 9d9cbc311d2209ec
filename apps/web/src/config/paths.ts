/*
 * The route table of platform spec §2 (and the 360 routes of team-survey spec §2): one entry per
 * route name, with the router pattern and an href builder. Features link to each other only
 * through this table (conventions, habit 5). Routes whose pages are not built yet are listed so
 * later features fill them in; the router mounts only the built ones.
 */

export const SURVEY_PRODUCTS = [
  'eq',
  'values',
  'behaviours',
  'discovery-process',
  'ipulse',
  '360',
] as const;
export type SurveyProduct = (typeof SURVEY_PRODUCTS)[number];
/** Products with a section-taking shell (platform spec §2). */
export type TakingProduct = 'eq' | 'values' | 'behaviours' | 'ipulse';
/** The three parts of a discovery process. */
export type DpPart = 'eq' | 'values' | 'behaviours';
export type RatingType = 'everyday' | 'overall';
type Id = string | number;

const seg = (value: Id) => encodeURIComponent(String(value));

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Notices the home page shows from its `message` query (platform spec §2). */
export const HOME_MESSAGES = ['password_request', 'password_reset', 'account_deleted'] as const;
export type HomeMessage = (typeof HOME_MESSAGES)[number];

export const paths = {
  maintenance: { path: '/maintenance', href: () => '/maintenance' },
  home: {
    path: '/',
    href: (query: { message?: HomeMessage } = {}) => withQuery('/', query),
  },
  notFound: { path: '/404', href: () => '/404' },
  requestResetPassword: {
    path: '/request-reset-password',
    href: () => '/request-reset-password',
  },
  /** The same page as requestResetPassword, step 2 (platform spec §2). */
  resetPassword: {
    path: '/reset-password/:email/:token',
    href: (email: string, token: string) => `/reset-password/${seg(email)}/${seg(token)}`,
  },
  /** Issue 11: the one-time link of an invitation mail, where an invited person sets a password. */
  invitation: {
    path: '/invitation/:token',
    href: (token: string) => `/invitation/${seg(token)}`,
  },
  /** The one-time link of a reminder mail (`PUBLIC_URL/sign-in/{token}`): signs in and lands. */
  signInLink: {
    path: '/sign-in/:token',
    href: (token: string) => `/sign-in/${seg(token)}`,
  },
  account: { path: '/account', href: () => '/account' },
  /** Footer links (platform spec §2): content pages 101 and 102. */
  terms: { path: '/terms', href: () => '/terms' },
  privacy: { path: '/privacy', href: () => '/privacy' },

  icoachWelcome: {
    path: '/icoach/:accessCode/:token?',
    href: (accessCode: string, token?: string) =>
      token ? `/icoach/${seg(accessCode)}/${seg(token)}` : `/icoach/${seg(accessCode)}`,
  },
  icoachDashboard: {
    path: '/icoach/:icoachUserId/dashboard/:accessCode?/:token?',
    href: (icoachUserId: Id, accessCode?: string, token?: string) =>
      [
        `/icoach/${seg(icoachUserId)}/dashboard`,
        accessCode && seg(accessCode),
        accessCode && token && seg(token),
      ]
        .filter(Boolean)
        .join('/'),
  },
  icoachSkill: {
    path: '/icoach/:icoachUserId/skill/:skillId/step/:stepId',
    href: (icoachUserId: Id, skillId: Id, stepId: Id) =>
      `/icoach/${seg(icoachUserId)}/skill/${seg(skillId)}/step/${seg(stepId)}`,
  },
  icoachSkillComplete: { path: '/icoach/complete', href: () => '/icoach/complete' },

  surveyWelcome: {
    path: '/:surveyProduct/:accessCode',
    /** `paid` starts the survey by itself (platform spec §2 "Survey welcome"). */
    href: (surveyProduct: SurveyProduct, accessCode: string, query: { paid?: 1 } = {}) =>
      withQuery(`/${surveyProduct}/${seg(accessCode)}`, query),
  },
  /** The survey-taking shell; its children are the three routes below. */
  surveyTaking: {
    path: '/:surveyProduct/:surveyUserId/part',
    href: (surveyProduct: TakingProduct, surveyUserId: Id) =>
      `/${surveyProduct}/${seg(surveyUserId)}/part`,
  },
  surveyIpulsePagePart: {
    path: '/:surveyProduct/:surveyUserId/part/section/:sectionNumber',
    href: (surveyUserId: Id, sectionNumber: Id) =>
      `/ipulse/${seg(surveyUserId)}/part/section/${seg(sectionNumber)}`,
  },
  surveyIpulseCommentPart: {
    path: '/:surveyProduct/:surveyUserId/part/comment',
    href: (surveyUserId: Id) => `/ipulse/${seg(surveyUserId)}/part/comment`,
  },
  surveyPagePart: {
    path: '/:surveyProduct/:surveyUserId/part/:sectionNumber',
    href: (surveyProduct: TakingProduct, surveyUserId: Id, sectionNumber: Id) =>
      `/${surveyProduct}/${seg(surveyUserId)}/part/${seg(sectionNumber)}`,
  },
  surveyWelcomeDpSurveyProduct: {
    path: '/discovery-process/:surveyProduct/:surveyUserId',
    href: (surveyProduct: DpPart, surveyUserId: Id) =>
      `/discovery-process/${surveyProduct}/${seg(surveyUserId)}`,
  },
  /** The taking shell of a discovery-process part; its child is surveyDpPagePart. */
  surveyDpTaking: {
    path: '/discovery-process/:surveyProduct/:surveyUserId/part',
    href: (surveyProduct: DpPart, surveyUserId: Id) =>
      `/discovery-process/${surveyProduct}/${seg(surveyUserId)}/part`,
  },
  surveyDpPagePart: {
    path: '/discovery-process/:surveyProduct/:surveyUserId/part/:sectionNumber',
    href: (surveyProduct: DpPart, surveyUserId: Id, sectionNumber: Id) =>
      `/discovery-process/${surveyProduct}/${seg(surveyUserId)}/part/${seg(sectionNumber)}`,
  },
  surveyDpCompletedPart: {
    path: '/discovery-process/:surveyProduct/:surveyUserId/completed',
    href: (surveyProduct: DpPart, surveyUserId: Id) =>
      `/discovery-process/${surveyProduct}/${seg(surveyUserId)}/completed`,
  },
  resiliencyQuestions: {
    path: '/survey/resiliency',
    href: (query: { dpSurveyUserId: Id; title?: string }) =>
      withQuery('/survey/resiliency', {
        dpSurveyUserId: String(query.dpSurveyUserId),
        title: query.title,
      }),
  },
  surveyComplete: {
    path: '/complete',
    // report: the survey user whose Soft Touch report the page offers (issue 9).
    href: (query: { title?: string; reason?: string; report?: string } = {}) =>
      withQuery('/complete', query),
  },
  krisk: { path: '/krisk', href: () => '/krisk' },
  surveyPayment: {
    path: '/payment/:surveyProduct/:accessCode',
    href: (surveyProduct: SurveyProduct, accessCode: string) =>
      `/payment/${surveyProduct}/${seg(accessCode)}`,
  },
  /**
   * Where a payment goes after the payment page (the server's paymentUrl): the built-in card
   * checkout (when no Stripe key is set) and the bank-transfer instructions.
   */
  paymentCheckout: {
    path: '/payment/checkout/:reference',
    href: (reference: string) => `/payment/checkout/${seg(reference)}`,
  },
  paymentBankTransfer: {
    path: '/payment/bank-transfer/:reference',
    href: (reference: string) => `/payment/bank-transfer/${seg(reference)}`,
  },

  // team-survey spec §2: /360/{tsSurveyId} and its children.
  tsDashboard: {
    path: '/360/:tsSurveyId/dashboard',
    href: (tsSurveyId: Id) => `/360/${seg(tsSurveyId)}/dashboard`,
  },
  tsManagerRatee: {
    path: '/360/:tsSurveyId/manager/:tsManagerRateeId',
    href: (tsSurveyId: Id, tsManagerRateeId: Id) =>
      `/360/${seg(tsSurveyId)}/manager/${seg(tsManagerRateeId)}`,
  },
  tsUserRatee: {
    path: '/360/:tsSurveyId/user/:tsRaterRateeId',
    href: (tsSurveyId: Id, tsRaterRateeId: Id) =>
      `/360/${seg(tsSurveyId)}/user/${seg(tsRaterRateeId)}`,
  },
  tsManagerRating: {
    path: '/360/:tsSurveyId/user/:tsRaterRateeId/:type',
    href: (tsSurveyId: Id, tsRaterRateeId: Id, type: RatingType) =>
      `/360/${seg(tsSurveyId)}/user/${seg(tsRaterRateeId)}/${type}`,
  },
  tsUserRateeSkill: {
    path: '/360/:tsSurveyId/user/:tsRaterRateeId/skill/:skillId',
    href: (tsSurveyId: Id, tsRaterRateeId: Id, skillId: Id) =>
      `/360/${seg(tsSurveyId)}/user/${seg(tsRaterRateeId)}/skill/${seg(skillId)}`,
  },
  tsUserResults: {
    path: '/360/:tsSurveyId/user/:tsRaterRateeId/results',
    href: (tsSurveyId: Id, tsRaterRateeId: Id) =>
      `/360/${seg(tsSurveyId)}/user/${seg(tsRaterRateeId)}/results`,
  },
  tsUserRateeGoal: {
    path: '/360/:tsSurveyId/user/:tsRaterRateeId/goal/:goalId',
    href: (tsSurveyId: Id, tsRaterRateeId: Id, goalId: Id) =>
      `/360/${seg(tsSurveyId)}/user/${seg(tsRaterRateeId)}/goal/${seg(goalId)}`,
  },

  // Issue 13: the administrator's console; each area is a child of /admin (features/admin).
  admin: { path: '/admin', href: () => '/admin' },
  adminSurveys: { path: '/admin/surveys', href: () => '/admin/surveys' },
  adminSurveyNew: { path: '/admin/surveys/new', href: () => '/admin/surveys/new' },
  adminSurvey: {
    path: '/admin/surveys/:surveyId',
    href: (surveyId: number) => `/admin/surveys/${surveyId}`,
  },
  adminInvitations: { path: '/admin/invitations', href: () => '/admin/invitations' },
  adminCourses: { path: '/admin/courses', href: () => '/admin/courses' },
  adminCourse: {
    path: '/admin/courses/:courseId',
    href: (courseId: number) => `/admin/courses/${courseId}`,
  },
  // Questionnaire content sits under the Surveys area (issue 13); the nav finds it by prefix.
  adminQuestionnaires: {
    path: '/admin/surveys/questionnaires',
    href: () => '/admin/surveys/questionnaires',
  },
  adminQuestionnaire: {
    path: '/admin/surveys/questionnaires/:questionnaireId',
    href: (questionnaireId: number) => `/admin/surveys/questionnaires/${questionnaireId}`,
  },
  adminTeamSurveys: { path: '/admin/360', href: () => '/admin/360' },
  adminTeamSurveyNew: { path: '/admin/360/new', href: () => '/admin/360/new' },
  adminTeamSurvey: {
    path: '/admin/360/:teamSurveyId',
    href: (teamSurveyId: number) => `/admin/360/${teamSurveyId}`,
  },
  adminPeople: { path: '/admin/people', href: () => '/admin/people' },
  adminPerson: {
    path: '/admin/people/:userId',
    href: (userId: number) => `/admin/people/${userId}`,
  },
  adminPayments: { path: '/admin/payments', href: () => '/admin/payments' },
  adminExports: { path: '/admin/exports', href: () => '/admin/exports' },
  adminOutbox: { path: '/admin/outbox', href: () => '/admin/outbox' },
  adminAuditLog: { path: '/admin/audit-log', href: () => '/admin/audit-log' },
} as const;

export type RouteName = keyof typeof paths;
