import Stripe from 'stripe';
import { questionnaireIdByKey } from '../features/surveys/questionnaire-content.seed.ts';
import { registrationForm } from './accounts.factory.ts';
import {
  type MatrixFixtures,
  multipartFile,
  PASSWORD,
  pngBytes,
} from './authorisation-fixtures.ts';
import { courseFile, makeCourse } from './icoach.factory.ts';
import { questionnaireFile } from './questionnaires.factory.ts';
import { makeTsSurvey } from './team-survey.factory.ts';

/**
 * Every route against every actor (hardening issue "authorisation matrix"). Each cell is a
 * well-formed request about the OWNER's things (their user id, survey user, payment, report), so
 * its status speaks of authorisation only; the 360 rows (TS_ROWS) ask the 360 roles about their
 * team's things. A route registered without a row, or a row for a route that is gone, fails
 * authorisation-matrix.test.ts. HEAD routes Fastify adds for each GET run the GET's hooks and
 * handler and are not listed. Later products add their roles to Actor.
 */
export type Actor = 'anonymous' | 'stranger' | 'admin' | TsActor | 'owner';

/**
 * The 360 roles (issue 11), each a person with one role (authorisation-fixtures.ts TsFixture): the
 * manager, a rater and the ratee of the team's ratee in the owner's survey, and someone who is
 * manager, rater and ratee in another survey. Elsewhere they are strangers (likeStranger).
 */
export type TsActor = 'otherTsManager' | 'tsRatee' | 'tsRater' | 'tsManager';

/**
 * The order cells run in: the owner last, so a cell that changes state leaves others intact; the
 * 360 roles whose cells change state (a rater's rating, the manager's set-up) just before.
 */
export const ACTORS: readonly Actor[] = [
  'anonymous',
  'stranger',
  'admin',
  'otherTsManager',
  'tsRatee',
  'tsRater',
  'tsManager',
  'owner',
];

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

/** A row as written: the 360 roles may be left out where they are strangers (likeStranger). */
interface RowSpec extends Omit<MatrixRow, 'expect'> {
  expect: Omit<Record<Actor, number>, TsActor> & Partial<Record<TsActor, number>>;
}

const TS_ACTORS: readonly TsActor[] = ['otherTsManager', 'tsRatee', 'tsRater', 'tsManager'];

/** Outside the 360 area the 360 roles are ordinary signed-in people: a stranger's status. */
function likeStranger(row: RowSpec): MatrixRow {
  const fromStranger = Object.fromEntries(TS_ACTORS.map((a) => [a, row.expect.stranger]));
  return { ...row, expect: { ...fromStranger, ...row.expect } as Record<Actor, number> };
}

const all = (status: number) =>
  Object.fromEntries(ACTORS.map((a) => [a, status])) as Record<Actor, number>;
/** The administrator's console (issue 13): every signed-in person without the role gets 403. */
const ADMIN_ONLY = { anonymous: 401, stranger: 403, owner: 403, admin: 200 };
/** Anyone, signed in or not. */
const PUBLIC = all(200);
/** The caller's own session and data: any signed-in person. */
const SIGNED_IN = { ...all(200), anonymous: 401 };
/** The owner's thing: someone else's is indistinguishable from one that does not exist. */
const OWNER_ONLY = { anonymous: 401, stranger: 404, owner: 200, admin: 404 };
/** The owner's account by id: another id is refused outright (profile.service assertOwnAccount). */
const OWN_ACCOUNT = { anonymous: 401, stranger: 403, owner: 200, admin: 403 };
/** A valid body of the console's survey form (issue 13, Surveys). */
const adminSurveyForm = () => ({
  product: 'eq',
  titles: { en_GB: 'Matrix survey' },
  welcomeMessages: { en_GB: '<p>Welcome</p>' },
  defaultLanguage: 'en_GB',
  validFrom: '2026-01-01',
  validTo: '',
  price: '25.00',
  layout: 'Default Layout',
  isUnlimitedAccess: false,
  resiliencyEnabled: false,
});

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

/**
 * 360, part 1 (issue 11): every route against every role. The owner's cells ask about the owner's
 * things, where they hold every role at once; everyone else's about the team's (TsFixture:
 * `tsManager` manages `draft`, `toPublish` and `live`, `tsRater` rates all three, `tsRatee` is
 * `live`, which is also `rated` and `own`). Anyone without a role on the ratee, like an id that
 * does not exist, gets 404 (ts-access.ts): a manager, rater and ratee of another survey
 * (`otherTsManager`), a stranger, an administrator. Each row names who gets in; the cells that
 * change state and succeed (tsRater, tsManager, owner) each work on things of their own.
 */
const NO_TS_ROLE: Record<Actor, number> = {
  anonymous: 401,
  stranger: 404,
  admin: 404,
  otherTsManager: 404,
  tsRatee: 404,
  tsRater: 404,
  tsManager: 404,
  owner: 404,
};

/** The owner's 360 things for the owner, the team's for anyone else. */
const tsOf = (f: MatrixFixtures, actor: Actor) => (actor === 'owner' ? f.ts : f.tsTeam);

/**
 * The manager id M a change carries (api-notes): the caller's own manager role where they hold
 * one, in another survey for `otherTsManager`; for anyone else the team manager's.
 */
const managerIdOf = (f: MatrixFixtures, actor: Actor) =>
  actor === 'otherTsManager' ? f.otherTs.managerTsUserId : tsOf(f, actor).managerTsUserId;

/** The console's 360 survey settings (issue 13), valid for a create or an update. */
const teamSurveyBody = () => ({
  titles: { en_GB: 'Matrix 360' },
  defaultLanguage: 'en_GB',
  anonymityThreshold: 3,
  reminderDays: 7,
});

/** A new 360 survey whose manager, a new person, has no ratees (so may be removed). */
async function freshTeamSurvey(f: MatrixFixtures) {
  const manager = await f.freshPerson();
  const survey = await makeTsSurvey(f.app, manager);
  return { id: survey.id, managerId: manager.id };
}

const TS_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/public/360/survey/access-code/:code/',
    expect: all(200),
    request: (f) => ({ url: `/api/public/360/survey/access-code/${f.ts.accessCode}/` }),
  },
  {
    // Its people and administrators.
    route: 'GET /api/360/survey/id/:tsSurveyId/',
    expect: { ...NO_TS_ROLE, admin: 200, tsRatee: 200, tsRater: 200, tsManager: 200, owner: 200 },
    request: (f) => ({ url: `/api/360/survey/id/${f.ts.surveyId}/` }),
  },
  {
    // The owner's roles: a fellow of the same survey is refused like anyone else.
    route: 'GET /api/user/:userId/ts/:tsSurveyId/info/',
    expect: {
      anonymous: 401,
      stranger: 403,
      admin: 403,
      otherTsManager: 403,
      tsRatee: 403,
      tsRater: 403,
      tsManager: 403,
      owner: 200,
    },
    request: (f) => ({ url: `/api/user/${f.owner.id}/ts/${f.ts.surveyId}/info/` }),
  },
  {
    route: 'GET /api/ts/ratees/:rateeId/',
    expect: { ...NO_TS_ROLE, tsRatee: 200, tsRater: 200, tsManager: 200, owner: 200 },
    request: (f, actor) => ({ url: `/api/ts/ratees/${tsOf(f, actor).live.rateeId}/` }),
  },
  {
    route: 'GET /api/ts/ratees/:rateeId/review-expiry/',
    expect: { ...NO_TS_ROLE, tsRatee: 200, tsRater: 200, tsManager: 200, owner: 200 },
    request: (f, actor) => ({
      url: `/api/ts/ratees/${tsOf(f, actor).live.rateeId}/review-expiry/`,
    }),
  },
  {
    // The caller's own ratees: anyone else's list is empty, whatever the survey.
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
    // The caller's own card: a ratee of another survey has none here.
    route: 'GET /api/ts/:tsSurveyId/ratees/my/',
    expect: { ...NO_TS_ROLE, tsRatee: 200, owner: 200 },
    request: (f) => ({ url: `/api/ts/${f.ts.surveyId}/ratees/my/` }),
  },
  {
    // The manager's set-up page: the ratee and the raters do not read who rates.
    route: 'GET /api/ts/:rateeId/raters/',
    expect: { ...NO_TS_ROLE, tsManager: 200, owner: 200 },
    request: (f, actor) => ({ url: `/api/ts/${tsOf(f, actor).live.rateeId}/raters/` }),
  },
  {
    // The performance manager card, asked as the role the caller holds: the ratee or a rater.
    route: 'GET /api/ts/:role/:rateeId/manager',
    expect: { ...NO_TS_ROLE, tsRatee: 200, tsRater: 200, owner: 200 },
    request: (f, actor) => ({
      url: `/api/ts/${actor === 'tsRater' ? 'rater' : 'ratee'}/${tsOf(f, actor).own}/manager`,
    }),
  },
  {
    // The manager's skill list; a rater has their own call, the ratee neither.
    route: 'GET /api/ts/:rateeId/skills/',
    expect: { ...NO_TS_ROLE, tsManager: 200, owner: 200 },
    request: (f, actor) => ({ url: `/api/ts/${tsOf(f, actor).live.rateeId}/skills/` }),
  },
  {
    route: 'GET /api/ts/:rateeId/skills/for-rater',
    expect: { ...NO_TS_ROLE, tsRater: 200, owner: 200 },
    request: (f, actor) => ({ url: `/api/ts/${tsOf(f, actor).rated.rateeId}/skills/for-rater` }),
  },
  {
    route: 'GET /api/ts/:rateeId/skills/available/:category/',
    expect: { ...NO_TS_ROLE, tsManager: 200, owner: 200 },
    request: (f, actor) => ({
      url: `/api/ts/${tsOf(f, actor).live.rateeId}/skills/available/2/`,
    }),
  },
  {
    route: 'GET /api/ts/:rateeId/skills/:skillId',
    expect: { ...NO_TS_ROLE, tsRatee: 200, tsRater: 200, tsManager: 200, owner: 200 },
    request: (f, actor) => {
      const { live } = tsOf(f, actor);
      return { url: `/api/ts/${live.rateeId}/skills/${live.skills[1]}` };
    },
  },
  {
    // Into the owner's survey: another survey's manager role does not reach it.
    route: 'POST /api/ts/:tsSurveyId/:managerId/ratees/add/',
    expect: { ...NO_TS_ROLE, tsManager: 200, owner: 200 },
    request: async (f, actor) => ({
      url: `/api/ts/${f.ts.surveyId}/${managerIdOf(f, actor)}/ratees/add/`,
      payload: { email: await f.freshEmail(), fullName: 'New Ratee' },
    }),
  },
  {
    route: 'POST /api/ts/:managerId/:rateeId/raters/add/',
    expect: { ...NO_TS_ROLE, tsManager: 200, owner: 200 },
    request: async (f, actor) => ({
      url: `/api/ts/${managerIdOf(f, actor)}/${tsOf(f, actor).draft.rateeId}/raters/add/`,
      payload: { email: await f.freshEmail(), fullName: 'New Rater' },
    }),
  },
  {
    route: 'POST /api/ts/:managerId/:rateeId/skills/add/',
    expect: { ...NO_TS_ROLE, tsManager: 200, owner: 200 },
    request: (f, actor) => {
      const { draft } = tsOf(f, actor);
      return {
        url: `/api/ts/${managerIdOf(f, actor)}/${draft.rateeId}/skills/add/`,
        payload: { category: 3, skillId: draft.freeSkill },
      };
    },
  },
  {
    route: 'DELETE /api/ts/:managerId/:rateeId/raters/:raterId/delete/',
    expect: { ...NO_TS_ROLE, tsManager: 204, owner: 204 },
    request: (f, actor) => {
      const { draft } = tsOf(f, actor);
      return {
        url: `/api/ts/${managerIdOf(f, actor)}/${draft.rateeId}/raters/${draft.raterIds[0]}/delete/`,
      };
    },
  },
  {
    route: 'DELETE /api/ts/:managerId/:rateeId/skills/:rateeSkillId/delete/',
    expect: { ...NO_TS_ROLE, tsManager: 204, owner: 204 },
    request: (f, actor) => {
      const { draft } = tsOf(f, actor);
      return {
        url: `/api/ts/${managerIdOf(f, actor)}/${draft.rateeId}/skills/${draft.skills[0]}/delete/`,
      };
    },
  },
  {
    route: 'PUT /api/ts/:managerId/ratees/:rateeId/publish/',
    expect: { ...NO_TS_ROLE, tsManager: 200, owner: 200 },
    request: (f, actor) => ({
      url: `/api/ts/${managerIdOf(f, actor)}/ratees/${tsOf(f, actor).toPublish}/publish/`,
    }),
  },
  {
    // The rater's own rating this period.
    route: 'GET /api/ts/:rateeId/:skillId/rating',
    expect: { ...NO_TS_ROLE, tsRater: 200, owner: 200 },
    request: (f, actor) => {
      const { rated } = tsOf(f, actor);
      return { url: `/api/ts/${rated.rateeId}/${rated.ratedSkill}/rating` };
    },
  },
  {
    // Raters only: neither the ratee nor their manager rates a skill.
    route: 'POST /api/ts/:rateeId/:skillId/rating/add/',
    expect: { ...NO_TS_ROLE, tsRater: 200, owner: 200 },
    request: (f, actor) => {
      const { rated } = tsOf(f, actor);
      return {
        url: `/api/ts/${rated.rateeId}/${rated.openSkill}/rating/add/`,
        payload: { rating: { score: 80, comment: 'Consistent' } },
      };
    },
  },
  {
    // The manager's everyday ratings: the manager and the ratee read them, raters do not.
    route: 'GET /api/ts/:rateeId/rating/:type/',
    expect: { ...NO_TS_ROLE, tsRatee: 200, tsManager: 200, owner: 200 },
    request: (f, actor) => ({ url: `/api/ts/${tsOf(f, actor).own}/rating/everyday/` }),
  },
  {
    // The manager's alone (everyday ones are not limited: each cell adds one).
    route: 'POST /api/ts/:rateeId/rating/:type/add/',
    expect: { ...NO_TS_ROLE, tsManager: 200, owner: 200 },
    request: (f, actor) => ({
      url: `/api/ts/${tsOf(f, actor).live.rateeId}/rating/everyday/add/`,
      payload: { rating: { score: 7, comment: 'Good week' } },
    }),
  },
  // Results (issue 12): the ratee and their manager; raters see none of them.
  ...[
    'GET /api/ts/:rateeId/rating/:type/average/',
    'GET /api/ts/:rateeId/rating/:type/last/',
    'GET /api/ts/:rateeId/reviews/',
    'GET /api/ts/ratees/:rateeId/rating-results/',
  ].map(
    (route): MatrixRow => ({
      route,
      expect: { ...NO_TS_ROLE, tsRatee: 200, tsManager: 200, owner: 200 },
      request: (f, actor) => {
        const own = tsOf(f, actor).own;
        const url = route
          .replace(/^GET /, '')
          .replace(':rateeId', String(own))
          .replace(':type', 'everyday');
        return { url };
      },
    }),
  ),
  {
    route: 'GET /api/ts/:rateeId/rating-reviews/:reviewId/',
    expect: { ...NO_TS_ROLE, tsRatee: 200, tsManager: 200, owner: 200 },
    request: async (f, actor) => {
      const own = tsOf(f, actor).own;
      return { url: `/api/ts/${own}/rating-reviews/${await f.reviewOf(own)}/` };
    },
  },
  {
    // The period's PDF (spec §7 "Download report"): the ratee and their manager only.
    route: 'GET /api/ts/:rateeId/reviews/:reviewId/download/',
    expect: { ...NO_TS_ROLE, tsRatee: 200, tsManager: 200, owner: 200 },
    request: async (f, actor) => {
      const own = tsOf(f, actor).own;
      return { url: `/api/ts/${own}/reviews/${await f.reviewOf(own)}/download/` };
    },
  },
  // Goals (issue 12): the ratee and their manager read and set them; raters see none.
  {
    route: 'GET /api/ts/:rateeId/goals/',
    expect: { ...NO_TS_ROLE, tsRatee: 200, tsManager: 200, owner: 200 },
    request: (f, actor) => ({ url: `/api/ts/${tsOf(f, actor).own}/goals/` }),
  },
  {
    route: 'GET /api/ts/:rateeId/goals/:goalId/',
    expect: { ...NO_TS_ROLE, tsRatee: 200, tsManager: 200, owner: 200 },
    request: (f, actor) => {
      const { own, goal } = tsOf(f, actor);
      return { url: `/api/ts/${own}/goals/${goal}/` };
    },
  },
  {
    route: 'POST /api/ts/:rateeId/goals/add/',
    expect: { ...NO_TS_ROLE, tsRatee: 201, tsManager: 201, owner: 201 },
    request: (f, actor) => ({
      url: `/api/ts/${tsOf(f, actor).own}/goals/add/`,
      payload: { goal: { title: 'Mentor someone', smart: {}, goal: 'Mentor a new colleague' } },
    }),
  },
  {
    // Each writes their own input, whoever set the goal.
    route: 'PUT /api/ts/:rateeId/goals/:goalId/',
    expect: { ...NO_TS_ROLE, tsRatee: 200, tsManager: 200, owner: 200 },
    request: (f, actor) => {
      const { own, goal } = tsOf(f, actor);
      return { url: `/api/ts/${own}/goals/${goal}/`, payload: { goal: { input: 'On track' } } };
    },
  },
];

const ROWS: RowSpec[] = [
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
    expect: { ...all(204), anonymous: 401 },
    request: () => ({ url: '/api/logout' }),
  },
  {
    route: 'GET /api/session/check',
    expect: SIGNED_IN,
    request: () => ({ url: '/api/session/check' }),
  },
  { route: 'GET /api/me', expect: SIGNED_IN, request: () => ({ url: '/api/me' }) },
  // The caller's own data (issue 13): a copy for anyone signed in, of their own things only.
  {
    route: 'GET /api/account/export',
    expect: SIGNED_IN,
    request: () => ({ url: '/api/account/export' }),
  },
  {
    // Deletes the caller's own account, so each signed-in cell signs in as a new person of its
    // kind (its own token in place of the actor's): only "signed in or not" is asked here.
    route: 'DELETE /api/account',
    expect: { ...all(204), anonymous: 401 },
    request: async (f, actor) => {
      if (actor === 'anonymous') return { url: '/api/account', payload: { password: PASSWORD } };
      const fresh = await f.freshPerson({ admin: actor === 'admin' });
      return {
        url: '/api/account',
        payload: { password: fresh.password },
        headers: { authorization: `Bearer ${await f.tokenFor(fresh)}` },
      };
    },
  },

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
    route: 'GET /api/admin/overview',
    expect: ADMIN_ONLY,
    request: () => ({ url: '/api/admin/overview' }),
  },
  {
    route: 'PUT /api/admin/icoach/comments/:commentId/visibility',
    expect: ADMIN_ONLY,
    request: (f) => ({
      url: `/api/admin/icoach/comments/${f.icoach.commentId}/visibility`,
      payload: { hidden: false },
    }),
  },
  // The console's People area (issue 13). A cell that changes an account changes a new person.
  {
    route: 'GET /api/admin/people',
    expect: ADMIN_ONLY,
    request: () => ({ url: '/api/admin/people?q=a&sort=email&order=desc&page=1&pageSize=10' }),
  },
  {
    route: 'GET /api/admin/people/:userId',
    expect: ADMIN_ONLY,
    request: (f) => ({ url: `/api/admin/people/${f.owner.id}` }),
  },
  {
    route: 'POST /api/admin/people/:userId/impersonation-link',
    expect: ADMIN_ONLY,
    request: (f) => ({ url: `/api/admin/people/${f.owner.id}/impersonation-link` }),
  },
  {
    route: 'PUT /api/admin/people/:userId/admin',
    expect: ADMIN_ONLY,
    request: async (f) => ({
      url: `/api/admin/people/${(await f.freshPerson()).id}/admin`,
      payload: { isAdmin: true },
    }),
  },
  {
    route: 'PUT /api/admin/people/:userId/deactivation',
    expect: ADMIN_ONLY,
    request: async (f) => ({
      url: `/api/admin/people/${(await f.freshPerson()).id}/deactivation`,
      payload: { deactivated: true },
    }),
  },
  {
    route: 'GET /api/admin/people/:userId/export',
    expect: ADMIN_ONLY,
    request: (f) => ({ url: `/api/admin/people/${f.owner.id}/export` }),
  },
  {
    route: 'DELETE /api/admin/people/:userId',
    expect: { ...ADMIN_ONLY, admin: 204 },
    request: async (f) => ({ url: `/api/admin/people/${(await f.freshPerson()).id}` }),
  },
  // The console's Payments, Outbox and Audit log (issue 13). A confirm cell confirms a new transfer.
  {
    route: 'GET /api/admin/payments',
    expect: ADMIN_ONLY,
    request: () => ({
      url: '/api/admin/payments?q=tp&status=pending&method=OOPAY&sort=amount&order=desc&page=1&pageSize=10',
    }),
  },
  {
    route: 'POST /api/admin/payments/:reference/confirm',
    expect: ADMIN_ONLY,
    request: async (f) => ({
      url: `/api/admin/payments/${await f.freshBankTransfer()}/confirm`,
    }),
  },
  {
    route: 'GET /api/admin/outbox',
    expect: ADMIN_ONLY,
    request: () => ({ url: '/api/admin/outbox?q=a&page=1&pageSize=10' }),
  },
  {
    route: 'GET /api/admin/outbox/:id',
    expect: ADMIN_ONLY,
    request: async (f) => ({ url: `/api/admin/outbox/${await f.outboxMailId()}` }),
  },
  {
    route: 'GET /api/admin/audit-log',
    expect: ADMIN_ONLY,
    request: () => ({
      url: '/api/admin/audit-log?person=a&from=2020-01-01&to=2099-12-31&action=admin.people.admin_role&page=1&pageSize=10',
    }),
  },
  // The console's iCoach courses and questionnaire content (issue 13). An import cell imports a
  // new course or questionnaire; a publication cell changes a new course.
  {
    route: 'GET /api/admin/courses',
    expect: ADMIN_ONLY,
    request: () => ({
      url: '/api/admin/courses?q=test&sort=learners&order=desc&page=1&pageSize=10',
    }),
  },
  {
    route: 'POST /api/admin/courses/import',
    expect: ADMIN_ONLY,
    request: () => ({ url: '/api/admin/courses/import', payload: courseFile() }),
  },
  {
    route: 'GET /api/admin/courses/:id',
    expect: ADMIN_ONLY,
    request: (f) => ({ url: `/api/admin/courses/${f.icoach.courseId}` }),
  },
  {
    route: 'PUT /api/admin/courses/:id/publication',
    expect: ADMIN_ONLY,
    request: async (f) => ({
      url: `/api/admin/courses/${(await makeCourse(f.app)).id}/publication`,
      payload: { published: false },
    }),
  },
  {
    route: 'GET /api/admin/courses/:id/learners',
    expect: ADMIN_ONLY,
    request: (f) => ({
      url: `/api/admin/courses/${f.icoach.courseId}/learners?q=a&sort=progress&page=1&pageSize=10`,
    }),
  },
  {
    route: 'GET /api/admin/courses/:id/comments',
    expect: ADMIN_ONLY,
    request: (f) => ({
      url: `/api/admin/courses/${f.icoach.courseId}/comments?visibility=shown&page=1&pageSize=10`,
    }),
  },
  {
    route: 'GET /api/admin/questionnaires',
    expect: ADMIN_ONLY,
    request: () => ({ url: '/api/admin/questionnaires?q=core&sort=product&page=1&pageSize=10' }),
  },
  {
    route: 'POST /api/admin/questionnaires/import',
    expect: ADMIN_ONLY,
    request: () => ({ url: '/api/admin/questionnaires/import', payload: questionnaireFile() }),
  },
  {
    route: 'GET /api/admin/questionnaires/:id',
    expect: ADMIN_ONLY,
    request: async (f) => ({
      url: `/api/admin/questionnaires/${await questionnaireIdByKey(f.app.db, 'eq-core')}`,
    }),
  },
  // The console's Surveys area (issue 13). A create cell makes a new survey; an edit cell edits a
  // new one (freshTaking), so the owner's surveys stay as the other rows expect them.
  {
    route: 'GET /api/admin/surveys',
    expect: ADMIN_ONLY,
    request: () => ({
      url: '/api/admin/surveys?q=test&product=eq&sort=participants&order=desc&page=1&pageSize=10',
    }),
  },
  {
    route: 'POST /api/admin/surveys',
    expect: { ...ADMIN_ONLY, admin: 201 },
    request: () => ({ url: '/api/admin/surveys', payload: adminSurveyForm() }),
  },
  {
    route: 'GET /api/admin/survey-options',
    expect: ADMIN_ONLY,
    request: () => ({ url: '/api/admin/survey-options' }),
  },
  {
    route: 'POST /api/admin/surveys/welcome-preview',
    expect: ADMIN_ONLY,
    request: () => ({
      url: '/api/admin/surveys/welcome-preview',
      payload: { html: '<p onclick="x()">Hi</p>' },
    }),
  },
  {
    route: 'GET /api/admin/surveys/:surveyId',
    expect: ADMIN_ONLY,
    request: (f) => ({ url: `/api/admin/surveys/${f.takings.eq.survey.id}` }),
  },
  {
    route: 'PUT /api/admin/surveys/:surveyId',
    expect: ADMIN_ONLY,
    request: async (f) => ({
      url: `/api/admin/surveys/${(await f.freshTaking('eq')).survey.id}`,
      payload: adminSurveyForm(),
    }),
  },
  {
    route: 'GET /api/admin/surveys/:surveyId/participants',
    expect: ADMIN_ONLY,
    request: (f) => ({
      url: `/api/admin/surveys/${f.takings.eq.survey.id}/participants?q=a&sort=progress&page=1&pageSize=10`,
    }),
  },
  // The console's Invitations area (issue 13, decision 029). An invite cell invites a new email
  // (freshEmail), so each allowed cell makes and mails one invitation of its own.
  {
    route: 'GET /api/admin/invitations',
    expect: ADMIN_ONLY,
    request: (f) => ({
      url: `/api/admin/invitations?surveyId=${f.takings.eq.survey.id}&q=a&sort=email&page=1&pageSize=10`,
    }),
  },
  {
    route: 'GET /api/admin/invitations/targets',
    expect: ADMIN_ONLY,
    request: () => ({ url: '/api/admin/invitations/targets?q=test' }),
  },
  {
    route: 'POST /api/admin/invitations',
    expect: ADMIN_ONLY,
    request: async (f) => ({
      url: '/api/admin/invitations',
      payload: { surveyId: f.takings.eq.survey.id, emails: [await f.freshEmail()] },
    }),
  },
  {
    route: 'PUT /api/admin/invitations/reminder',
    expect: ADMIN_ONLY,
    request: (f) => ({
      url: '/api/admin/invitations/reminder',
      payload: { courseId: f.openCourse.id, remindOn: null },
    }),
  },
  // The console's Exports (issue 13). A create cell first settles earlier exports (the limit).
  {
    route: 'POST /api/admin/exports',
    expect: { ...ADMIN_ONLY, admin: 202 },
    request: async (f) => {
      await f.settleExports();
      return {
        url: '/api/admin/exports',
        payload: { kind: 'payments', format: 'xlsx', params: { status: 'pending', q: 'a' } },
      };
    },
  },
  {
    route: 'GET /api/admin/exports',
    expect: ADMIN_ONLY,
    request: () => ({ url: '/api/admin/exports?q=a&page=1&pageSize=10' }),
  },
  {
    route: 'GET /api/admin/exports/:id',
    expect: ADMIN_ONLY,
    request: async (f) => ({ url: `/api/admin/exports/${await f.finishedExportId()}` }),
  },
  {
    route: 'GET /api/admin/exports/:id/download',
    expect: ADMIN_ONLY,
    request: async (f) => ({ url: `/api/admin/exports/${await f.finishedExportId()}/download` }),
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

  {
    // The token is the credential: whoever holds an invitation sets its person's password.
    route: 'POST /api/public/invitation/',
    expect: PUBLIC,
    request: async (f) => ({
      url: '/api/public/invitation/',
      payload: {
        token: await f.invitationToken(),
        passwordResetForm: { newPassword: PASSWORD, confirmPassword: PASSWORD },
      },
    }),
  },

  // The console's 360 surveys (issue 13). A cell that changes a survey changes a new one, whose
  // manager (a new person) has no ratees; the 360 roles get 403 like anyone without the role.
  {
    route: 'GET /api/admin/team-surveys',
    expect: ADMIN_ONLY,
    request: () => ({
      url: '/api/admin/team-surveys?q=a&sort=ratees&order=desc&page=1&pageSize=10',
    }),
  },
  {
    route: 'POST /api/admin/team-surveys',
    expect: { ...ADMIN_ONLY, admin: 201 },
    request: () => ({ url: '/api/admin/team-surveys', payload: teamSurveyBody() }),
  },
  {
    route: 'GET /api/admin/team-surveys/:teamSurveyId',
    expect: ADMIN_ONLY,
    request: (f) => ({ url: `/api/admin/team-surveys/${f.ts.surveyId}` }),
  },
  {
    route: 'PUT /api/admin/team-surveys/:teamSurveyId',
    expect: ADMIN_ONLY,
    request: async (f) => ({
      url: `/api/admin/team-surveys/${(await freshTeamSurvey(f)).id}`,
      payload: teamSurveyBody(),
    }),
  },
  {
    route: 'POST /api/admin/team-surveys/:teamSurveyId/managers',
    expect: ADMIN_ONLY,
    request: async (f) => ({
      url: `/api/admin/team-surveys/${(await freshTeamSurvey(f)).id}/managers`,
      payload: { email: await f.freshEmail() },
    }),
  },
  {
    route: 'DELETE /api/admin/team-surveys/:teamSurveyId/managers/:userId',
    expect: ADMIN_ONLY,
    request: async (f) => {
      const survey = await freshTeamSurvey(f);
      return { url: `/api/admin/team-surveys/${survey.id}/managers/${survey.managerId}` };
    },
  },
  {
    route: 'GET /api/admin/team-surveys/:teamSurveyId/ratees',
    expect: ADMIN_ONLY,
    request: (f) => ({
      url: `/api/admin/team-surveys/${f.ts.surveyId}/ratees?q=a&sort=expires&page=1&pageSize=10`,
    }),
  },

  // 360 (issue 11): see TS_ROWS.
  ...TS_ROWS,

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

export const MATRIX: MatrixRow[] = ROWS.map(likeStranger);

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
