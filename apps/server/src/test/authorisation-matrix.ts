import Stripe from 'stripe';
import { registrationForm } from './accounts.factory.ts';
import {
  type MatrixFixtures,
  multipartFile,
  PASSWORD,
  pngBytes,
} from './authorisation-fixtures.ts';

/**
 * Every route against every actor (hardening issue "authorisation matrix"). Each cell is a
 * well-formed request about the OWNER's things (their user id, survey user, payment, report), so
 * its status speaks of authorisation only. A route registered without a row, or a row for a route
 * that is gone, fails authorisation-matrix.test.ts. HEAD routes Fastify adds for each GET run the
 * GET's hooks and handler and are not listed. Later products add their roles to Actor.
 */
export type Actor = 'anonymous' | 'stranger' | 'owner' | 'admin';

/** The order cells run in: the owner last, so a cell that changes state leaves others intact. */
export const ACTORS: readonly Actor[] = ['anonymous', 'stranger', 'admin', 'owner'];

export interface CellRequest {
  url: string;
  payload?: string | Buffer | object;
  headers?: Record<string, string>;
}

export interface MatrixRow {
  /** `METHOD /full/path` exactly as registered. */
  route: string;
  expect: Record<Actor, number>;
  request: (f: MatrixFixtures, actor: Actor) => CellRequest | Promise<CellRequest>;
}

const all = (status: number) => ({
  anonymous: status,
  stranger: status,
  owner: status,
  admin: status,
});
/** Anyone, signed in or not. */
const PUBLIC = all(200);
/** The caller's own session and data: any signed-in person. */
const SIGNED_IN = { anonymous: 401, stranger: 200, owner: 200, admin: 200 };
/** The owner's thing: someone else's is indistinguishable from one that does not exist. */
const OWNER_ONLY = { anonymous: 401, stranger: 404, owner: 200, admin: 404 };
/** The owner's account by id: another id is refused outright (profile.service assertOwnAccount). */
const OWN_ACCOUNT = { anonymous: 401, stranger: 403, owner: 200, admin: 403 };

export const WEBHOOK_SECRET = 'whsec_authorisation_matrix';
const stripe = new Stripe('sk_test_webhook_only');
let eventCounter = 0;

const icoachBody = (f: MatrixFixtures) => ({
  icoachId: f.icoach.courseId,
  accessCode: f.icoach.accessCode,
});

const surveyBody = (t: { survey: { id: number; accessCode: string } }) => ({
  surveyId: t.survey.id,
  accessCode: t.survey.accessCode,
});

export const MATRIX: MatrixRow[] = [
  // Outside /api: probes, the web app, the payment provider.
  { route: 'GET /healthz', expect: PUBLIC, request: () => ({ url: '/healthz' }) },
  { route: 'GET /readyz', expect: PUBLIC, request: () => ({ url: '/readyz' }) },
  { route: 'GET /index.html', expect: PUBLIC, request: () => ({ url: '/index.html' }) },
  { route: 'GET /assets/app.js', expect: PUBLIC, request: () => ({ url: '/assets/app.js' }) },
  { route: 'GET /assets/*', expect: PUBLIC, request: (f) => ({ url: `/assets/${f.lateAsset}` }) },
  {
    // The signature is the credential: a signed event is taken from anyone.
    route: 'POST /payments/stripe/webhook',
    expect: PUBLIC,
    request: () => {
      eventCounter += 1;
      const payload = JSON.stringify({
        id: `evt_matrix_${eventCounter}_${Date.now()}`,
        object: 'event',
        type: 'customer.created',
        data: { object: {} },
      });
      const signature = stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      });
      return {
        url: '/payments/stripe/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      };
    },
  },

  // The API's own description.
  { route: 'GET /api/docs', expect: PUBLIC, request: () => ({ url: '/api/docs' }) },
  { route: 'GET /api/docs/json', expect: PUBLIC, request: () => ({ url: '/api/docs/json' }) },
  { route: 'GET /api/docs/yaml', expect: PUBLIC, request: () => ({ url: '/api/docs/yaml' }) },
  {
    // swagger-ui sends this one back to /api/docs/.
    route: 'GET /api/docs/static/index.html',
    expect: all(302),
    request: () => ({ url: '/api/docs/static/index.html' }),
  },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    expect: PUBLIC,
    request: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
  },
  {
    route: 'GET /api/docs/static/*',
    expect: PUBLIC,
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
  },

  // Accounts: public forms. The link token or the credentials are what authorise these.
  {
    route: 'GET /api/public/check-email-availability',
    expect: PUBLIC,
    request: (f) => ({
      url: `/api/public/check-email-availability?email=${encodeURIComponent(f.owner.email)}`,
    }),
  },
  {
    route: 'POST /api/public/registration',
    expect: all(201),
    request: () => ({
      url: '/api/public/registration',
      payload: { registrationForm: registrationForm() },
    }),
  },
  {
    route: 'POST /api/public/ts/registration',
    expect: all(201),
    request: (f) => ({
      url: '/api/public/ts/registration',
      payload: {
        registrationForm: { ...registrationForm(), accessCode: f.takings.eq.survey.accessCode },
      },
    }),
  },
  {
    route: 'POST /api/login_check',
    expect: PUBLIC,
    request: async (f) => {
      await f.restoreOwnerPassword();
      return { url: '/api/login_check', payload: { email: f.owner.email, password: PASSWORD } };
    },
  },
  {
    // Answers alike for any address. The owner's own address is asked once (the owner cell), the
    // others ask for a new one each: reset mails are limited per address.
    route: 'POST /api/public/request-reset-password',
    expect: PUBLIC,
    request: (f, actor) => ({
      url: '/api/public/request-reset-password',
      payload: {
        passwordRequestForm: {
          username: actor === 'owner' ? f.owner.email : registrationForm().email,
        },
      },
    }),
  },
  {
    route: 'POST /api/public/reset-password/:email/:token',
    expect: PUBLIC,
    request: async (f) => ({
      url: `/api/public/reset-password/${encodeURIComponent(f.owner.email)}/${await f.resetToken()}`,
      payload: { passwordResetForm: { newPassword: PASSWORD, confirmPassword: PASSWORD } },
    }),
  },
  {
    route: 'POST /api/impersonate',
    expect: PUBLIC,
    request: async (f) => ({
      url: `/api/impersonate?_switch_user=${encodeURIComponent(f.owner.email)}`,
      headers: { 'x-impersonation-token': await f.impersonationToken() },
    }),
  },
  {
    // Served to <img> tags, which send no token: the random current name is the secret.
    route: 'GET /api/user/:id/picture/:fileName',
    expect: PUBLIC,
    request: async (f) => ({ url: `/api/user/${f.owner.id}/picture/${await f.ownerPicture()}` }),
  },

  // Accounts: the caller's own session.
  {
    route: 'POST /api/logout',
    expect: { ...SIGNED_IN, stranger: 204, owner: 204, admin: 204 },
    request: () => ({ url: '/api/logout' }),
  },
  {
    route: 'GET /api/session/check',
    expect: SIGNED_IN,
    request: () => ({ url: '/api/session/check' }),
  },
  { route: 'GET /api/me', expect: SIGNED_IN, request: () => ({ url: '/api/me' }) },

  // Accounts: the owner's account by id.
  {
    route: 'PUT /api/user/:id',
    expect: OWN_ACCOUNT,
    request: (f) => {
      const form = registrationForm({ email: f.owner.email });
      return {
        url: `/api/user/${f.owner.id}`,
        payload: {
          updateUserDataForm: {
            firstName: form.firstName,
            lastName: form.lastName,
            email: f.owner.email,
            gender: form.gender,
            dob: form.dob,
            dobIsAccurate: true,
            nationality: form.nationality,
            industry: form.industry,
            phone: null,
          },
        },
      };
    },
  },
  {
    route: 'POST /api/user/:id/change_password',
    expect: OWN_ACCOUNT,
    request: async (f) => {
      await f.restoreOwnerPassword();
      return {
        url: `/api/user/${f.owner.id}/change_password`,
        payload: { updatePasswordForm: { oldPassword: PASSWORD, newPassword: PASSWORD } },
      };
    },
  },
  {
    route: 'POST /api/user/:id/upload_picture',
    expect: OWN_ACCOUNT,
    request: async (f) => {
      const { payload, contentType } = multipartFile(await pngBytes());
      return {
        url: `/api/user/${f.owner.id}/upload_picture`,
        payload,
        headers: { 'content-type': contentType },
      };
    },
  },
  {
    route: 'DELETE /api/user/:id/delete_picture',
    expect: OWN_ACCOUNT,
    request: (f) => ({ url: `/api/user/${f.owner.id}/delete_picture` }),
  },

  // Lookups, content, krisk: public reference data.
  ...[
    'nationalities',
    'industries',
    'markets',
    'roles',
    'end-user-code-options',
    'countries',
    'registration-fields',
    'krisk/packages',
  ].map((name) => ({
    route: `GET /api/public/${name}`,
    expect: PUBLIC,
    request: () => ({ url: `/api/public/${name}` }),
  })),
  {
    route: 'GET /api/public/content/:pageId',
    expect: PUBLIC,
    request: () => ({ url: '/api/public/content/101' }),
  },

  // Dashboard and reports.
  {
    route: 'GET /api/user/dashboard',
    expect: SIGNED_IN,
    request: () => ({ url: '/api/user/dashboard' }),
  },
  {
    route: 'GET /api/reports/download/:surveyUserId',
    expect: OWNER_ONLY,
    request: (f) => ({ url: `/api/reports/download/${f.softTouch.surveyUserId}` }),
  },

  // iCoach (issue 10).
  {
    // The welcome page: whoever holds the access code reads the course.
    route: 'GET /api/public/icoach/access-code/:code/',
    expect: PUBLIC,
    request: (f) => ({ url: `/api/public/icoach/access-code/${f.icoach.accessCode}/` }),
  },
  {
    // The caller's own iCoach user in the course: a stranger has none.
    route: 'POST /api/icoach/user/get/',
    expect: OWNER_ONLY,
    request: (f) => ({ url: '/api/icoach/user/get/', payload: icoachBody(f) }),
  },
  {
    // Anyone signed in begins a published, open, free course as themselves.
    route: 'POST /api/icoach/user/create/',
    expect: SIGNED_IN,
    request: (f) => ({
      url: '/api/icoach/user/create/',
      payload: { icoachId: f.openCourse.id, accessCode: f.openCourse.accessCode },
    }),
  },
  {
    route: 'GET /api/icoach/user/:icoachUserId/',
    expect: OWNER_ONLY,
    request: (f) => ({ url: `/api/icoach/user/${f.icoach.icoachUserId}/` }),
  },
  {
    route: 'GET /api/icoach/dashboard/:courseId/:icoachUserId',
    expect: OWNER_ONLY,
    request: (f) => ({
      url: `/api/icoach/dashboard/${f.icoach.courseId}/${f.icoach.icoachUserId}`,
    }),
  },
  {
    // The category's skills in the caller's own courses.
    route: 'GET /api/icoach/skill/category/:categoryId/skills/',
    expect: SIGNED_IN,
    request: () => ({ url: '/api/icoach/skill/category/1/skills/' }),
  },
  {
    route: 'GET /api/icoach/skill/category/:courseId/:icoachUserId/:category',
    expect: OWNER_ONLY,
    request: (f) => ({
      url: `/api/icoach/skill/category/${f.icoach.courseId}/${f.icoach.icoachUserId}/1`,
    }),
  },
  {
    // By access code: the caller's own iCoach user in that course reads it.
    route: 'GET /api/icoach/skill/:accessCode/:skillId',
    expect: OWNER_ONLY,
    request: (f) => ({ url: `/api/icoach/skill/${f.icoach.accessCode}/${f.icoach.skillId}` }),
  },
  {
    route: 'POST /api/icoach/skill/complete/',
    expect: OWNER_ONLY,
    request: (f) => ({
      url: '/api/icoach/skill/complete/',
      payload: { icoachUserId: f.icoach.icoachUserId, skillId: f.icoach.plainSkillId },
    }),
  },
  {
    route: 'GET /api/icoach/comment/:icoachUserId/:skillId/:stepId',
    expect: OWNER_ONLY,
    request: (f) => ({
      url: `/api/icoach/comment/${f.icoach.icoachUserId}/${f.icoach.skillId}/1`,
    }),
  },
  {
    route: 'POST /api/icoach/comment/create/',
    expect: OWNER_ONLY,
    request: (f) => ({
      url: '/api/icoach/comment/create/',
      payload: { icoachId: f.icoach.courseId, skillId: f.icoach.skillId, stepId: 2, comment: 'Hi' },
    }),
  },
  {
    route: 'GET /api/icoach/question/:skillId',
    expect: OWNER_ONLY,
    request: (f) => ({ url: `/api/icoach/question/${f.icoach.skillId}` }),
  },
  {
    route: 'GET /api/icoach/score/:skillId/:icoachUserId',
    expect: OWNER_ONLY,
    request: (f) => ({ url: `/api/icoach/score/${f.icoach.skillId}/${f.icoach.icoachUserId}` }),
  },
  {
    route: 'POST /api/icoach/score/create/',
    expect: OWNER_ONLY,
    request: (f) => ({
      url: '/api/icoach/score/create/',
      payload: {
        answers: f.icoach.answers,
        skillId: f.icoach.skillId,
        icoachUserId: f.icoach.icoachUserId,
      },
    }),
  },
  {
    route: 'GET /api/icoach/certificate/:icoachUserId/',
    expect: OWNER_ONLY,
    request: (f) => ({ url: `/api/icoach/certificate/${f.icoach.completedIcoachUserId}/` }),
  },
  {
    route: 'PUT /api/admin/icoach/comments/:commentId/visibility',
    expect: { anonymous: 401, stranger: 403, owner: 403, admin: 200 },
    request: (f) => ({
      url: `/api/admin/icoach/comments/${f.icoach.commentId}/visibility`,
      payload: { hidden: false },
    }),
  },
  {
    // The token is the credential: a fresh one signs anyone's browser in as the owner.
    route: 'POST /api/public/sign-in-link/',
    expect: PUBLIC,
    request: async (f) => ({
      url: '/api/public/sign-in-link/',
      payload: { token: await f.signInLinkToken() },
    }),
  },

  // 360, part 1 (issue 11): the owner manages `draft`, `toPublish` and `live`, rates `rated`, and
  // is the ratee `own` (authorisation-fixtures.ts TsFixture).
  {
    route: 'GET /api/public/360/survey/access-code/:code/',
    expect: PUBLIC,
    request: (f) => ({ url: `/api/public/360/survey/access-code/${f.ts.accessCode}/` }),
  },
  {
    // Its people and administrators.
    route: 'GET /api/360/survey/id/:tsSurveyId/',
    expect: { ...OWNER_ONLY, admin: 200 },
    request: (f) => ({ url: `/api/360/survey/id/${f.ts.surveyId}/` }),
  },
  {
    route: 'GET /api/user/:userId/ts/:tsSurveyId/info/',
    expect: OWN_ACCOUNT,
    request: (f) => ({ url: `/api/user/${f.owner.id}/ts/${f.ts.surveyId}/info/` }),
  },
  {
    route: 'GET /api/ts/ratees/:rateeId/',
    expect: OWNER_ONLY,
    request: (f) => ({ url: `/api/ts/ratees/${f.ts.draft.rateeId}/` }),
  },
  {
    route: 'GET /api/ts/ratees/:rateeId/review-expiry/',
    expect: OWNER_ONLY,
    request: (f) => ({ url: `/api/ts/ratees/${f.ts.live}/review-expiry/` }),
  },
  {
    // The caller's own ratees: a stranger's list is empty.
    route: 'GET /api/ts/:tsSurveyId/ratees/for-manager/',
    expect: SIGNED_IN,
    request: (f) => ({ url: `/api/ts/${f.ts.surveyId}/ratees/for-manager/` }),
  },
  {
    route: 'GET /api/ts/:tsSurveyId/ratees/for-rater/',
    expect: SIGNED_IN,
    request: (f) => ({ url: `/api/ts/${f.ts.surveyId}/ratees/for-rater/` }),
  },
  {
    route: 'GET /api/ts/:tsSurveyId/ratees/my/',
    expect: OWNER_ONLY,
    request: (f) => ({ url: `/api/ts/${f.ts.surveyId}/ratees/my/` }),
  },
  {
    route: 'GET /api/ts/:rateeId/raters/',
    expect: OWNER_ONLY,
    request: (f) => ({ url: `/api/ts/${f.ts.draft.rateeId}/raters/` }),
  },
  {
    route: 'GET /api/ts/:role/:rateeId/manager',
    expect: OWNER_ONLY,
    request: (f) => ({ url: `/api/ts/ratee/${f.ts.own}/manager` }),
  },
  {
    route: 'GET /api/ts/:rateeId/skills/',
    expect: OWNER_ONLY,
    request: (f) => ({ url: `/api/ts/${f.ts.draft.rateeId}/skills/` }),
  },
  {
    route: 'GET /api/ts/:rateeId/skills/for-rater',
    expect: OWNER_ONLY,
    request: (f) => ({ url: `/api/ts/${f.ts.rated.rateeId}/skills/for-rater` }),
  },
  {
    route: 'GET /api/ts/:rateeId/skills/available/:category/',
    expect: OWNER_ONLY,
    request: (f) => ({ url: `/api/ts/${f.ts.draft.rateeId}/skills/available/2/` }),
  },
  {
    route: 'GET /api/ts/:rateeId/skills/:skillId',
    expect: OWNER_ONLY,
    request: (f) => ({ url: `/api/ts/${f.ts.draft.rateeId}/skills/${f.ts.draft.skills[1]}` }),
  },
  {
    route: 'POST /api/ts/:tsSurveyId/:managerId/ratees/add/',
    expect: OWNER_ONLY,
    request: async (f) => ({
      url: `/api/ts/${f.ts.surveyId}/${f.ts.managerTsUserId}/ratees/add/`,
      payload: { email: await f.freshEmail(), fullName: 'New Ratee' },
    }),
  },
  {
    route: 'POST /api/ts/:managerId/:rateeId/raters/add/',
    expect: OWNER_ONLY,
    request: async (f) => ({
      url: `/api/ts/${f.ts.managerTsUserId}/${f.ts.draft.rateeId}/raters/add/`,
      payload: { email: await f.freshEmail(), fullName: 'New Rater' },
    }),
  },
  {
    route: 'POST /api/ts/:managerId/:rateeId/skills/add/',
    expect: OWNER_ONLY,
    request: (f) => ({
      url: `/api/ts/${f.ts.managerTsUserId}/${f.ts.draft.rateeId}/skills/add/`,
      payload: { category: 3, skillId: f.ts.draft.freeSkill },
    }),
  },
  {
    route: 'DELETE /api/ts/:managerId/:rateeId/raters/:raterId/delete/',
    expect: { ...OWNER_ONLY, owner: 204 },
    request: (f) => ({
      url: `/api/ts/${f.ts.managerTsUserId}/${f.ts.draft.rateeId}/raters/${f.ts.draft.raterIds[0]}/delete/`,
    }),
  },
  {
    route: 'DELETE /api/ts/:managerId/:rateeId/skills/:rateeSkillId/delete/',
    expect: { ...OWNER_ONLY, owner: 204 },
    request: (f) => ({
      url: `/api/ts/${f.ts.managerTsUserId}/${f.ts.draft.rateeId}/skills/${f.ts.draft.skills[0]}/delete/`,
    }),
  },
  {
    route: 'PUT /api/ts/:managerId/ratees/:rateeId/publish/',
    expect: OWNER_ONLY,
    request: (f) => ({ url: `/api/ts/${f.ts.managerTsUserId}/ratees/${f.ts.toPublish}/publish/` }),
  },
  {
    // The rater's own rating this period.
    route: 'GET /api/ts/:rateeId/:skillId/rating',
    expect: OWNER_ONLY,
    request: (f) => ({ url: `/api/ts/${f.ts.rated.rateeId}/${f.ts.rated.ratedSkill}/rating` }),
  },
  {
    route: 'POST /api/ts/:rateeId/:skillId/rating/add/',
    expect: OWNER_ONLY,
    request: (f) => ({
      url: `/api/ts/${f.ts.rated.rateeId}/${f.ts.rated.openSkill}/rating/add/`,
      payload: { rating: { score: 80, comment: 'Consistent' } },
    }),
  },
  {
    // The ratee reads their manager's everyday ratings.
    route: 'GET /api/ts/:rateeId/rating/:type/',
    expect: OWNER_ONLY,
    request: (f) => ({ url: `/api/ts/${f.ts.own}/rating/everyday/` }),
  },
  {
    route: 'POST /api/ts/:rateeId/rating/:type/add/',
    expect: OWNER_ONLY,
    request: (f) => ({
      url: `/api/ts/${f.ts.live}/rating/everyday/add/`,
      payload: { rating: { score: 7, comment: 'Good week' } },
    }),
  },

  // Surveys.
  {
    // The welcome page: whoever holds the access code reads the survey.
    route: 'GET /api/public/:product/survey/access-code/:code/',
    expect: PUBLIC,
    request: (f) => ({
      url: `/api/public/eq/survey/access-code/${f.takings.eq.survey.accessCode}/`,
    }),
  },
  {
    // Carries the access code: takers and administrators only (hardening issue).
    route: 'GET /api/:product/survey/id/:id/',
    expect: { ...OWNER_ONLY, admin: 200 },
    request: (f) => ({ url: `/api/values/survey/id/${f.takings.values.survey.id}/` }),
  },
  {
    route: 'GET /api/:product/survey/id/:id/sections/',
    expect: OWNER_ONLY,
    request: (f) => ({
      url: `/api/behaviours/survey/id/${f.takings.behaviours.survey.id}/sections/`,
    }),
  },
  {
    route: 'GET /api/:product/section/id/:id/statements/',
    expect: OWNER_ONLY,
    request: async (f) => ({
      url: `/api/eq/section/id/${await firstSectionId(f, 'eq')}/statements/`,
    }),
  },
  {
    route: 'GET /api/ipulse/section/id/:id/statements/',
    expect: OWNER_ONLY,
    request: async (f) => ({
      url: `/api/ipulse/section/id/${await firstSectionId(f, 'ipulse')}/statements/`,
    }),
  },
  {
    // The caller's own taking of the survey the code names: a stranger has none.
    route: 'POST /api/:product/survey/user/get/',
    expect: OWNER_ONLY,
    request: (f) => ({ url: '/api/eq/survey/user/get/', payload: surveyBody(f.takings.eq) }),
  },
  {
    route: 'POST /api/:product/survey/completed/user/get/',
    expect: OWNER_ONLY,
    request: (f) => ({
      url: '/api/eq/survey/completed/user/get/',
      payload: surveyBody(f.softTouch),
    }),
  },
  {
    // The access code is the invitation: anyone signed in who holds it starts a taking of their own.
    route: 'POST /api/:product/survey/user/create/',
    expect: SIGNED_IN,
    request: (f) => ({
      url: '/api/values/survey/user/create/',
      payload: surveyBody(f.takings.values),
    }),
  },
  {
    // What the local record needs to be rebuilt (issue 9): only the owner's taking answers.
    route: 'GET /api/:product/survey/user/:id/',
    expect: OWNER_ONLY,
    request: (f) => ({ url: `/api/eq/survey/user/${f.takings.eq.surveyUserId}/` }),
  },
  {
    route: 'GET /api/dp/survey/user/:id/progress/',
    expect: OWNER_ONLY,
    request: (f) => ({ url: `/api/dp/survey/user/${f.dp.surveyUserId}/progress/` }),
  },
  {
    route: 'GET /api/:product/survey/user/:id/progress/',
    expect: OWNER_ONLY,
    request: (f) => ({ url: `/api/eq/survey/user/${f.takings.eq.surveyUserId}/progress/` }),
  },
  {
    route: 'PATCH /api/:product/survey/user/:id/submit/',
    expect: OWNER_ONLY,
    request: async (f) => {
      const taking = await f.freshTaking('values');
      return {
        url: `/api/values/survey/user/${taking.surveyUserId}/submit/`,
        payload: await f.firstSectionAnswers('values', taking),
      };
    },
  },
  {
    route: 'PATCH /api/ipulse/survey/user/:id/submit/',
    expect: OWNER_ONLY,
    request: async (f) => {
      const taking = await f.freshTaking('ipulse');
      return {
        url: `/api/ipulse/survey/user/${taking.surveyUserId}/submit/`,
        payload: await f.firstSectionAnswers('ipulse', taking),
      };
    },
  },
  {
    route: 'PATCH /api/ipulse/survey/user/:id/comment/',
    expect: OWNER_ONLY,
    request: (f) => ({
      url: `/api/ipulse/survey/user/${f.ipulseAnswered.surveyUserId}/comment/`,
      payload: { comment: 'Thank you' },
    }),
  },
  {
    route: 'GET /api/survey/info/resiliencyQuestions',
    expect: SIGNED_IN,
    request: () => ({ url: '/api/survey/info/resiliencyQuestions' }),
  },
  {
    route: 'GET /api/survey/info/:id/resiliency',
    expect: OWNER_ONLY,
    request: (f) => ({ url: `/api/survey/info/${f.dp.surveyUserId}/resiliency` }),
  },
  {
    route: 'POST /api/survey/resiliency/responses',
    expect: OWNER_ONLY,
    request: async (f) => ({
      url: `/api/survey/resiliency/responses?surveyUserId=${f.dp.surveyUserId}`,
      payload: { responses: await resiliencyAnswers(f) },
    }),
  },

  // Payments.
  {
    route: 'POST /api/payment',
    expect: OWNER_ONLY,
    request: async (f) => {
      const { surveyUserId } = await f.freshTaking('eq', { pricePence: 2500 });
      return {
        url: `/api/payment?eqSurveyUserId=${surveyUserId}`,
        payload: { surveyPaymentForm: { surveyUserId, paymentMethod: 'STRIPE' } },
      };
    },
  },
  {
    route: 'GET /api/payments/:reference',
    expect: OWNER_ONLY,
    request: (f) => ({ url: `/api/payments/${f.paymentReference}` }),
  },
  {
    route: 'POST /api/payments/sandbox/:reference/pay',
    expect: OWNER_ONLY,
    request: async (f) => ({
      url: `/api/payments/sandbox/${await f.freshPayment()}/pay`,
      payload: { cardNumber: '4242 4242 4242 4242', expiry: '12/49', cvc: '123', name: 'Ada' },
    }),
  },
];

async function firstSectionId(f: MatrixFixtures, product: 'eq' | 'ipulse'): Promise<number> {
  const taking = f.takings[product];
  const res = await f.app.inject({
    method: 'GET',
    url: `/api/${product}/survey/id/${taking.survey.id}/sections/`,
    headers: { authorization: `Bearer ${await f.tokenFor(f.owner)}` },
  });
  return (res.json() as { id: number }[])[0]!.id;
}

async function resiliencyAnswers(f: MatrixFixtures) {
  const res = await f.app.inject({
    method: 'GET',
    url: '/api/survey/info/resiliencyQuestions',
    headers: { authorization: `Bearer ${await f.tokenFor(f.owner)}` },
  });
  const { resiliencyQuestions } = res.json() as { resiliencyQuestions: { id: number }[] };
  return resiliencyQuestions.map((q) => ({ questionId: q.id, value: 3 }));
}
