import fs from 'node:fs/promises';
import path from 'node:path';
import { SOFT_TOUCH_LAYOUT } from '@portal/shared/surveys';
import sharp from 'sharp';
import type { App } from '../app.ts';
import { passwordResets } from '../db/schema/accounts.ts';
import { createImpersonationLink } from '../features/accounts/impersonation.service.ts';
import { issueToken } from '../features/accounts/sessions.service.ts';
import { createSignInLink } from '../features/accounts/sign-in-links.service.ts';
import { insertUser, updateUser } from '../features/accounts/users.queries.ts';
import { hashPassword } from '../lib/passwords.ts';
import { randomToken, sha256 } from '../lib/secure-tokens.ts';
import type { ServiceContext } from '../plugins/context.ts';
import { bearer, registrationForm, type SignedInUser } from './accounts.factory.ts';
import { beginCourse, makeCourse, skillsOf } from './icoach.factory.ts';
import { answerAll, call, makeSurvey, startSurvey, statementIds } from './surveys.factory.ts';
import { catalogueSkill, makeTsSurvey, preparedRatee } from './team-survey.factory.ts';

/**
 * The people and things the authorisation matrix asks about: everything belongs to the owner.
 * People are made straight in the database (not through registration or sign-in, which have
 * rate limits of their own), and every cell gets a fresh session token.
 */
export type Product = 'eq' | 'values' | 'behaviours' | 'ipulse';

export interface Person {
  id: number;
  email: string;
  password: string;
}

export interface Taking {
  survey: { id: number; accessCode: string };
  surveyUserId: number;
}

export interface MatrixFixtures {
  app: App;
  owner: Person;
  stranger: Person;
  admin: Person;
  /** The owner's open, paid-for (free) takings, one per product. */
  takings: Record<Product, Taking>;
  /** The owner's discovery process (resiliency asked) and the first part it handed out. */
  dp: Taking & { part: { id: number; product: Product; surveyUserId: number } };
  /** An iPulse taking with every section answered: only the comment is left. */
  ipulseAnswered: Taking;
  /** A completed taking of a Soft Touch survey: its report can be downloaded. */
  softTouch: Taking;
  /** A pending card payment of the owner's. */
  paymentReference: string;
  /** A file the web app gets after start (served by the /assets/* route, not a route of its own). */
  lateAsset: string;
  /** A session token for this person, new on each call. */
  tokenFor(person: Person): Promise<string>;
  /** The owner as the survey factories want them, with a new session. */
  asOwner(): Promise<SignedInUser>;
  /** A new free survey of a product and the owner's taking of it. */
  freshTaking(product: Product, input?: Parameters<typeof makeSurvey>[1]): Promise<Taking>;
  /** A new unpaid taking of a priced survey and a pending sandbox card payment for it. */
  freshPayment(): Promise<string>;
  /** The statements of a taking's first section, answered as its product wants them. */
  firstSectionAnswers(product: Product, taking: Taking): Promise<{ statements: unknown[] }>;
  /** The owner's current picture file, uploaded when there is none. */
  ownerPicture(): Promise<string>;
  /** Puts the owner's password back to the known one (rows change it). */
  restoreOwnerPassword(): Promise<void>;
  /** A new password-reset token for the owner. */
  resetToken(): Promise<string>;
  /** A new one-time impersonation link token (the admin acting as the owner). */
  impersonationToken(): Promise<string>;
  /** The owner's iCoach learning: a course begun, its test taken, a comment written. */
  icoach: IcoachFixture;
  /** A course nobody has begun, for the create call (a stranger begins it too). */
  openCourse: { id: number; accessCode: string };
  /** A new one-time sign-in link token for the owner. */
  signInLinkToken(): Promise<string>;
  /** The owner's 360 roles: see TsFixture. */
  ts: TsFixture;
  /** A new person's email, for the add-person calls. */
  freshEmail(): Promise<string>;
}

/**
 * The owner in a 360 survey: the manager (team-survey user `managerTsUserId`) of `draft` (not
 * live, with raters and skills), of `toPublish` (ready to publish) and of `live`; a rater of
 * `rated` (live, managed by someone else, one skill already rated by the owner); and the ratee
 * `own` (live, managed by someone else).
 */
export interface TsFixture {
  surveyId: number;
  accessCode: string;
  managerTsUserId: number;
  draft: { rateeId: number; raterIds: number[]; skills: number[]; freeSkill: number };
  toPublish: number;
  live: number;
  rated: { rateeId: number; ratedSkill: number; openSkill: number };
  own: number;
}

export interface IcoachFixture {
  courseId: number;
  accessCode: string;
  icoachUserId: number;
  /** A skill with a test, whose answers follow. */
  skillId: number;
  answers: Record<string, number>;
  /** A skill without a test. */
  plainSkillId: number;
  commentId: number;
  /** The owner's iCoach user in a course they have completed: its certificate is ready. */
  completedIcoachUserId: number;
}

async function ownerTeamSurvey(
  app: App,
  owner: SignedInUser,
  other: SignedInUser,
): Promise<TsFixture> {
  const survey = await makeTsSurvey(app, owner);
  const draft = await preparedRatee(app, owner, survey);
  const toPublish = await preparedRatee(app, owner, survey);
  const live = await preparedRatee(app, owner, survey, { publish: true });
  // The other manager's ratees: one the owner rates, and the owner themselves.
  const { tsUsers } = await import('../db/schema/team-survey.ts');
  const [role] = await app.db
    .insert(tsUsers)
    .values({ tsSurveyId: survey.id, userId: other.id, role: 'manager' })
    .returning();
  const theirs = { ...survey, managerTsUserId: role!.id };
  const rated = await preparedRatee(app, other, theirs, { raterUsers: [owner], publish: true });
  await call(app, owner, 'POST', `/ts/${rated.rateeId}/${rated.skills[0]}/rating/add/`, {
    rating: { score: 60, comment: 'Steady' },
  });
  const own = await preparedRatee(app, other, theirs, { ratee: owner, publish: true });
  const raters = (await call(app, owner, 'GET', `/ts/${draft.rateeId}/raters/`))
    .body as unknown as {
    id: number;
  }[];
  return {
    surveyId: survey.id,
    accessCode: survey.accessCode,
    managerTsUserId: survey.managerTsUserId,
    draft: {
      rateeId: draft.rateeId,
      raterIds: raters.map((r) => r.id),
      skills: draft.skills,
      freeSkill: (await catalogueSkill(app, 3, 1)).id,
    },
    toPublish: toPublish.rateeId,
    live: live.rateeId,
    rated: { rateeId: rated.rateeId, ratedSkill: rated.skills[0]!, openSkill: rated.skills[1]! },
    own: own.rateeId,
  };
}

async function ownerLearning(app: App, owner: SignedInUser): Promise<IcoachFixture> {
  const learning = await beginCourse(app, owner, await makeCourse(app));
  const [tested, plain] = await skillsOf(app, owner, learning);
  const questions = (await call(app, owner, 'GET', `/icoach/question/${tested?.id}`))
    .body as unknown as { id: number; icoachSkillQuestionOptions: { id: number }[] }[];
  const answers = Object.fromEntries(
    questions.map((q) => [String(q.id), q.icoachSkillQuestionOptions[0]?.id ?? 0]),
  );
  await call(app, owner, 'POST', '/icoach/score/create/', {
    answers,
    skillId: tested?.id,
    icoachUserId: learning.icoachUserId,
  });
  const comment = await call(app, owner, 'POST', '/icoach/comment/create/', {
    icoachId: learning.courseId,
    skillId: tested?.id,
    stepId: 1,
    comment: 'A reflection',
  });
  const done = await beginCourse(app, owner, await makeCourse(app));
  const doneSkills = await skillsOf(app, owner, done);
  await call(app, owner, 'POST', '/icoach/score/create/', {
    answers: Object.fromEntries(
      (
        (await call(app, owner, 'GET', `/icoach/question/${doneSkills[0]?.id}`))
          .body as unknown as { id: number; icoachSkillQuestionOptions: { id: number }[] }[]
      ).map((q) => [String(q.id), q.icoachSkillQuestionOptions[0]?.id ?? 0]),
    ),
    skillId: doneSkills[0]?.id,
    icoachUserId: done.icoachUserId,
  });
  for (const skill of doneSkills) {
    await call(app, owner, 'POST', '/icoach/skill/complete/', {
      icoachUserId: done.icoachUserId,
      skillId: skill.id,
    });
  }
  return {
    courseId: learning.courseId,
    accessCode: learning.accessCode,
    icoachUserId: learning.icoachUserId,
    skillId: tested?.id ?? 0,
    answers,
    plainSkillId: plain?.id ?? 0,
    commentId: Number(comment.body?.id),
    completedIcoachUserId: done.icoachUserId,
  };
}

export const PASSWORD = 'correct-horse-battery';

export async function pngBytes(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
}

/** A multipart body with one `file` field, as the account page sends a picture. */
export function multipartFile(data: Buffer): { payload: Buffer; contentType: string } {
  const boundary = 'matrixboundary7MA4YWxkTrZu0gW';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function buildMatrixFixtures(app: App, webDist: string): Promise<MatrixFixtures> {
  const ctx = { db: app.db, config: app.config, sessionTokens: app.sessionTokens };
  const passwordHash = await hashPassword(PASSWORD);
  const person = async (): Promise<Person> => {
    const form = registrationForm();
    const user = await insertUser(app.db, {
      email: form.email.toLowerCase(),
      passwordHash,
      firstName: form.firstName,
      lastName: form.lastName,
      locale: form.locale,
      dob: form.dob,
      dobIsAccurate: true,
      gender: form.gender,
      nationalityId: form.nationality,
      industryId: form.industry,
    });
    return { id: user.id, email: user.email, password: PASSWORD };
  };
  const owner = await person();
  const stranger = await person();
  const admin = await person();
  await updateUser(app.db, admin.id, { isAdmin: true });

  const tokenFor = (p: Person) => issueToken(ctx as ServiceContext, p.id);
  const asPerson = async (p: Person): Promise<SignedInUser> => {
    const token = await tokenFor(p);
    return { ...p, token, auth: bearer(token) };
  };
  const asOwner = async (): Promise<SignedInUser> => {
    const token = await tokenFor(owner);
    return { ...owner, token, auth: bearer(token) };
  };
  const freshTaking = async (
    product: Product,
    input: Parameters<typeof makeSurvey>[1] = {},
  ): Promise<Taking> => {
    const survey = await makeSurvey(app, { product, ...input });
    return { survey, surveyUserId: await startSurvey(app, await asOwner(), product, survey) };
  };
  const freshPayment = async () => {
    const { surveyUserId } = await freshTaking('eq', { pricePence: 2500 });
    const res = await call(
      app,
      await asOwner(),
      'POST',
      `/payment?eqSurveyUserId=${surveyUserId}`,
      {
        surveyPaymentForm: { surveyUserId, paymentMethod: 'STRIPE' },
      },
    );
    const url = (res.body as unknown as { paymentUrl: string }).paymentUrl;
    return url.split('/').pop()!;
  };

  const takings = {
    eq: await freshTaking('eq'),
    values: await freshTaking('values'),
    behaviours: await freshTaking('behaviours'),
    ipulse: await freshTaking('ipulse'),
  };
  const dpTaking = await freshTaking('dp' as Product, { product: 'dp', resiliencyEnabled: true });
  const progress = await call(
    app,
    await asOwner(),
    'GET',
    `/dp/survey/user/${dpTaking.surveyUserId}/progress/`,
  );
  const part = (progress.body as unknown as { nextSurveyPart: MatrixFixtures['dp']['part'] })
    .nextSurveyPart;
  const ipulseAnswered = await freshTaking('ipulse');
  await answerAll(app, await asOwner(), 'ipulse', ipulseAnswered.surveyUserId);
  const softTouch = await freshTaking('eq', { layout: SOFT_TOUCH_LAYOUT });
  await answerAll(app, await asOwner(), 'eq', softTouch.surveyUserId);

  const lateAsset = 'late-chunk.js';
  await fs.writeFile(path.join(webDist, 'assets', lateAsset), 'export {};\n');

  return {
    app,
    owner,
    stranger,
    admin,
    takings,
    dp: { ...dpTaking, part },
    ipulseAnswered,
    softTouch,
    paymentReference: await freshPayment(),
    lateAsset,
    icoach: await ownerLearning(app, await asOwner()),
    ts: await ownerTeamSurvey(app, await asOwner(), await asPerson(await person())),
    async freshEmail() {
      return (await person()).email;
    },
    openCourse: await makeCourse(app),
    tokenFor,
    asOwner,
    freshTaking,
    freshPayment,
    async firstSectionAnswers(product, taking) {
      const user = await asOwner();
      const res = await call(
        app,
        user,
        'GET',
        `/${product}/survey/id/${taking.survey.id}/sections/`,
      );
      const [first] = res.body as unknown as { id: number }[];
      const ids = await statementIds(app, user, product, first!.id);
      return {
        statements:
          product === 'ipulse'
            ? ids.map((statementId) => ({ statementId, score: 3 }))
            : ids.map((statementId) => ({ statementId })),
      };
    },
    async ownerPicture() {
      const user = await asOwner();
      const me = await call(app, user, 'GET', '/me');
      const current = (me.body as unknown as { image: { fileName: string | null } }).image;
      if (current.fileName) return current.fileName;
      const { payload, contentType } = multipartFile(await pngBytes());
      const res = await app.inject({
        method: 'POST',
        url: `/api/user/${owner.id}/upload_picture`,
        headers: { ...user.auth, 'content-type': contentType },
        payload,
      });
      return (res.json() as { image: { fileName: string } }).image.fileName;
    },
    async restoreOwnerPassword() {
      await updateUser(app.db, owner.id, { passwordHash });
    },
    async resetToken() {
      const token = randomToken();
      await app.db.insert(passwordResets).values({
        userId: owner.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + 30 * 60_000),
      });
      return token;
    },
    async impersonationToken() {
      const link = await createImpersonationLink(app.db, {
        targetEmail: owner.email,
        adminEmail: admin.email,
        createdBy: 'authorisation matrix',
      });
      return new URLSearchParams(link.path.slice(2)).get('token')!;
    },
    async signInLinkToken() {
      return (await createSignInLink(app.db, { userId: owner.id, purpose: 'matrix' })).token;
    },
  };
}
