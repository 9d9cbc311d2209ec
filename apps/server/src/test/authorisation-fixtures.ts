import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SOFT_TOUCH_LAYOUT } from '@portal/shared/surveys';
import { asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { App } from '../app.ts';
import { passwordResets } from '../db/schema/accounts.ts';
import { adminExports } from '../db/schema/admin.ts';
import { outboxMails } from '../db/schema/mail.ts';
import { tsReviews } from '../db/schema/team-survey.ts';
import { createImpersonationLink } from '../features/accounts/impersonation.service.ts';
import { issueToken } from '../features/accounts/sessions.service.ts';
import {
  createSignInLink,
  INVITATION_PURPOSE,
} from '../features/accounts/sign-in-links.service.ts';
import { insertUser, updateUser } from '../features/accounts/users.queries.ts';
import { exportsFolder } from '../features/admin/exports.service.ts';
import { hashPassword } from '../lib/passwords.ts';
import { randomToken, sha256 } from '../lib/secure-tokens.ts';
import type { ServiceContext } from '../plugins/context.ts';
import { bearer, registrationForm, type SignedInUser } from './accounts.factory.ts';
import { beginCourse, makeCourse, skillsOf } from './icoach.factory.ts';
import { answerAll, call, makeSurvey, startSurvey, statementIds } from './surveys.factory.ts';
import {
  addTsManager,
  catalogueSkill,
  makeTsSurvey,
  preparedRatee,
  rateSkill,
  type TsSurvey,
} from './team-survey.factory.ts';

/**
 * The people and things the authorisation matrix asks about: everything belongs to the owner, but
 * for the 360 team, whose roles are split among people of their own (TsFixture, teamSurvey).
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
  /** The 360 roles (issue 11), each a person with that one role: see teamSurvey, otherSurvey. */
  tsManager: Person;
  tsRater: Person;
  tsRatee: Person;
  otherTsManager: Person;
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
  /** A new unpaid taking of a priced survey and a pending bank transfer for it: its reference. */
  freshBankTransfer(): Promise<string>;
  /** A message in the outbox (one written for the purpose). */
  outboxMailId(): Promise<number>;
  /** A finished export (a CSV written for the purpose), for its status and download. */
  finishedExportId(): Promise<string>;
  /** Marks every queued export failed, so the per-administrator limit lets a new one in. */
  settleExports(): Promise<void>;
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
  /** A fresh invitation token of a new person (spending it sets that person's password). */
  invitationToken(): Promise<string>;
  /** The owner's 360 things, every role theirs (ownerTeamSurvey). */
  ts: TsFixture;
  /** The same survey's things with the roles split among tsManager, tsRater, tsRatee (teamSurvey). */
  tsTeam: TsFixture;
  /** otherTsManager's manager role in another 360 survey (otherSurvey). */
  otherTs: { surveyId: number; managerTsUserId: number };
  /** A new person's email, for the add-person calls. */
  freshEmail(): Promise<string>;
  /**
   * A new person (an administrator when asked) with the known password: the target of a cell that
   * deactivates, erases or changes an account, so no cell touches the owner or another cell's.
   */
  freshPerson(options?: { admin?: boolean }): Promise<Person>;
  /** The first review period of a live ratee (results and reports read periods by id). */
  reviewOf(rateeId: number): Promise<number>;
}

/**
 * 360 things of one survey as the matrix rows ask about them, by what each is for: `draft` (not
 * live: raters and skills can change; `raterIds` are rater rows a cell may remove), `toPublish`
 * (ready to publish), `live` (live, with its skills), `rated` (live: `ratedSkill` rated already by
 * its rater, `openSkill` not yet) and `own` (live: the ratee's own record). `managerTsUserId` is
 * the team-survey user id M of the manager of `draft`, `toPublish` and `live`.
 */
export interface TsFixture {
  surveyId: number;
  accessCode: string;
  managerTsUserId: number;
  draft: { rateeId: number; raterIds: number[]; skills: number[]; freeSkill: number };
  toPublish: number;
  live: { rateeId: number; skills: number[] };
  rated: { rateeId: number; ratedSkill: number; openSkill: number };
  own: number;
  /** A goal of `own`, set by its ratee (issue 12). */
  goal: number;
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

/** A new person with no role anywhere, made straight in the database. */
type Filler = () => Promise<SignedInUser>;

/** `first` and new people up to the anonymity threshold of 3 raters. */
async function threeRaters(filler: Filler, ...first: SignedInUser[]): Promise<SignedInUser[]> {
  const raters = [...first];
  while (raters.length < 3) raters.push(await filler());
  return raters;
}

/** The rater rows of a ratee, as its manager reads them. */
/** A SMART goal of a live ratee, set by `by` (the ratee or their manager). */
async function setGoal(app: App, by: SignedInUser, rateeId: number): Promise<number> {
  const res = await call(app, by, 'POST', `/ts/${rateeId}/goals/add/`, {
    goal: { title: 'Lead planning', smart: {}, goal: 'Lead the weekly planning' },
  });
  if (res.status !== 201) throw new Error(`goal ${res.status} ${JSON.stringify(res.body)}`);
  return Number(res.body?.id);
}

async function raterRows(app: App, manager: SignedInUser, rateeId: number) {
  const res = await call(app, manager, 'GET', `/ts/${rateeId}/raters/`);
  return res.body as unknown as { id: number; email: string }[];
}

/**
 * The owner holds every 360 role at once (a person may, team-survey spec §1): they manage
 * `draft`, `toPublish` and `live`, rate `rated` and are the ratee `own`; another manager (`other`)
 * manages those two.
 */
async function ownerTeamSurvey(
  app: App,
  owner: SignedInUser,
  other: SignedInUser,
  filler: Filler,
): Promise<TsFixture> {
  const survey = await makeTsSurvey(app, owner);
  const prepared = async (
    manager: SignedInUser,
    handle: TsSurvey,
    opts: { ratee?: SignedInUser; rater?: SignedInUser; publish?: boolean } = {},
  ) =>
    preparedRatee(app, manager, handle, {
      ratee: opts.ratee ?? (await filler()),
      raterUsers: await threeRaters(filler, ...(opts.rater ? [opts.rater] : [])),
      publish: opts.publish,
    });
  const draft = await prepared(owner, survey);
  const toPublish = await prepared(owner, survey);
  const live = await prepared(owner, survey, { publish: true });
  const theirs = await addTsManager(app, survey, other);
  const rated = await prepared(other, theirs, { rater: owner, publish: true });
  await rateSkill(app, owner, rated.rateeId, rated.skills[0]!);
  const own = await prepared(other, theirs, { ratee: owner, publish: true });
  return {
    surveyId: survey.id,
    accessCode: survey.accessCode,
    managerTsUserId: survey.managerTsUserId,
    draft: {
      rateeId: draft.rateeId,
      raterIds: (await raterRows(app, owner, draft.rateeId)).map((r) => r.id),
      skills: draft.skills,
      freeSkill: (await catalogueSkill(app, 3, 1)).id,
    },
    toPublish: toPublish.rateeId,
    live: { rateeId: live.rateeId, skills: live.skills },
    rated: { rateeId: rated.rateeId, ratedSkill: rated.skills[0]!, openSkill: rated.skills[1]! },
    own: own.rateeId,
    goal: await setGoal(app, owner, own.rateeId),
  };
}

/**
 * The team (issue 11's roles, one person each) in the owner's survey, none of them with a role on
 * the owner's ratees: `manager` manages `draft`, `toPublish` and `live`; `rater` rates all three
 * (two more raters each make the anonymity threshold) and has rated `live`'s first skill; `ratee`
 * is `live`'s ratee, with `manager` as their performance manager. So `rated` and `own` are `live`,
 * and every role's cell asks about the ratee it holds its role on.
 */
async function teamSurvey(
  app: App,
  survey: TsSurvey,
  people: { manager: SignedInUser; rater: SignedInUser; ratee: SignedInUser },
  filler: Filler,
): Promise<TsFixture> {
  const { manager, rater, ratee } = people;
  const team = await addTsManager(app, survey, manager);
  const prepared = async (opts: { ratee?: SignedInUser; publish?: boolean } = {}) =>
    preparedRatee(app, manager, team, {
      ratee: opts.ratee ?? (await filler()),
      raterUsers: await threeRaters(filler, rater),
      publish: opts.publish,
    });
  const draft = await prepared();
  const toPublish = await prepared();
  const live = await prepared({ ratee, publish: true });
  await rateSkill(app, rater, live.rateeId, live.skills[0]!);
  const rows = await raterRows(app, manager, draft.rateeId);
  const others = rows.filter((r) => r.email !== rater.email);
  // preparedRatee does not check its adds: the rater's refusals below mean something only if so.
  if (rows.length !== 3 || others.length !== 2) throw new Error('the team rater rates no draft');
  return {
    surveyId: survey.id,
    accessCode: survey.accessCode,
    managerTsUserId: team.managerTsUserId,
    // The rater rows a cell removes are the two others': the team's rater stays the draft's.
    draft: {
      rateeId: draft.rateeId,
      raterIds: others.map((r) => r.id),
      skills: draft.skills,
      freeSkill: (await catalogueSkill(app, 3, 1)).id,
    },
    toPublish: toPublish.rateeId,
    live: { rateeId: live.rateeId, skills: live.skills },
    rated: { rateeId: live.rateeId, ratedSkill: live.skills[0]!, openSkill: live.skills[1]! },
    own: live.rateeId,
    goal: await setGoal(app, ratee, live.rateeId),
  };
}

/**
 * Another 360 survey, where `person` holds every role the owner holds in theirs: they manage a live
 * ratee, rate a colleague's and are the colleague's ratee. Nothing of it is in the owner's survey.
 */
async function otherSurvey(app: App, person: SignedInUser, filler: Filler) {
  const survey = await makeTsSurvey(app, person);
  await preparedRatee(app, person, survey, {
    ratee: await filler(),
    raterUsers: await threeRaters(filler),
    publish: true,
  });
  const colleague = await filler();
  const theirs = await addTsManager(app, survey, colleague);
  await preparedRatee(app, colleague, theirs, {
    ratee: person,
    raterUsers: await threeRaters(filler),
    publish: true,
  });
  await preparedRatee(app, colleague, theirs, {
    ratee: await filler(),
    raterUsers: await threeRaters(filler, person),
    publish: true,
  });
  return { surveyId: survey.id, managerTsUserId: survey.managerTsUserId };
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
  const tsManager = await person();
  const tsRater = await person();
  const tsRatee = await person();
  const otherTsManager = await person();

  const tokenFor = (p: Person) => issueToken(ctx as ServiceContext, p.id);
  const asPerson = async (p: Person): Promise<SignedInUser> => {
    const token = await tokenFor(p);
    return { ...p, token, auth: bearer(token) };
  };
  const filler = async () => asPerson(await person());
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

  const freshBankTransfer = async () => {
    const { surveyUserId } = await freshTaking('eq', { pricePence: 2500 });
    const res = await call(
      app,
      await asOwner(),
      'POST',
      `/payment?eqSurveyUserId=${surveyUserId}`,
      {
        surveyPaymentForm: {
          surveyUserId,
          paymentMethod: 'OOPAY',
          countryCode: 'GB',
          postalCode: 'SW1A 1AA',
        },
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

  const ts = await ownerTeamSurvey(app, await asOwner(), await filler(), filler);
  const tsTeam = await teamSurvey(
    app,
    { id: ts.surveyId, accessCode: ts.accessCode, managerTsUserId: ts.managerTsUserId },
    {
      manager: await asPerson(tsManager),
      rater: await asPerson(tsRater),
      ratee: await asPerson(tsRatee),
    },
    filler,
  );
  const otherTs = await otherSurvey(app, await asPerson(otherTsManager), filler);

  const lateAsset = 'late-chunk.js';
  await fs.writeFile(path.join(webDist, 'assets', lateAsset), 'export {};\n');

  return {
    app,
    owner,
    stranger,
    admin,
    tsManager,
    tsRater,
    tsRatee,
    otherTsManager,
    takings,
    dp: { ...dpTaking, part },
    ipulseAnswered,
    softTouch,
    paymentReference: await freshPayment(),
    freshBankTransfer,
    async outboxMailId() {
      const [mail] = await app.db
        .insert(outboxMails)
        .values({ to: owner.email, subject: 'Matrix', text: 'Hello', html: '<p>Hello</p>' })
        .returning({ id: outboxMails.id });
      return mail!.id;
    },
    async finishedExportId() {
      const id = randomUUID();
      const folder = exportsFolder(app.config);
      await fs.mkdir(folder, { recursive: true });
      await fs.writeFile(path.join(folder, `${id}.csv`), 'id\r\n1\r\n');
      await app.db.insert(adminExports).values({
        id,
        kind: 'people',
        format: 'csv',
        status: 'done',
        fileName: `${id}.csv`,
        downloadName: 'people.csv',
      });
      return id;
    },
    async settleExports() {
      await app.db
        .update(adminExports)
        .set({ status: 'failed' })
        .where(inArray(adminExports.status, ['queued', 'running']));
    },
    lateAsset,
    icoach: await ownerLearning(app, await asOwner()),
    ts,
    tsTeam,
    otherTs,
    async freshEmail() {
      return (await person()).email;
    },
    async freshPerson(options = {}) {
      const fresh = await person();
      if (options.admin) await updateUser(app.db, fresh.id, { isAdmin: true });
      return fresh;
    },
    async reviewOf(rateeId) {
      const [review] = await app.db
        .select({ id: tsReviews.id })
        .from(tsReviews)
        .where(eq(tsReviews.rateeId, rateeId))
        .orderBy(asc(tsReviews.id))
        .limit(1);
      if (!review) throw new Error(`ratee ${rateeId} has no review period`);
      return review.id;
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
    async invitationToken() {
      const invited = await person();
      const link = await createSignInLink(app.db, {
        userId: invited.id,
        purpose: INVITATION_PURPOSE,
        landing: '/',
      });
      return link.token;
    },
  };
}
