import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app.ts';
import { auditLog } from '../db/schema/accounts.ts';
import { registerUser, type SignedInUser, signIn } from './accounts.factory.ts';
import { multipartFile, pngBytes } from './authorisation-fixtures.ts';
import { beginCourse, makeCourse, skillsOf } from './icoach.factory.ts';
import { answerAll, call, makeSurvey, startSurvey } from './surveys.factory.ts';
import { makeTsSurvey, preparedRatee, rateSkill } from './team-survey.factory.ts';

/*
 * People for the console's People tests and the personal-data tests (issue 13, decision 025):
 * each with names, an address and a phone number nobody else has, so a search for them after an
 * erasure finds only what was left of them.
 */

const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(26))).join('');

/** Letters nobody else's names hold. */
export const uniqueLetters = letters;

/** A person with names and an address nobody else has, and a phone number. */
export async function distinctPerson(
  app: App,
  overrides: { firstName?: string; lastName?: string } = {},
) {
  const firstName = overrides.firstName ?? `Quin${letters(8)}`;
  const lastName = overrides.lastName ?? `Marl${letters(8)}`;
  const phone = `+44${String(randomInt(10 ** 9, 10 ** 10))}`;
  const user = await registerUser(app, {
    firstName,
    lastName,
    phone,
    email: `${firstName.toLowerCase()}.${letters(6)}@example.com`,
  });
  return { ...user, firstName, lastName, phone };
}
export type DistinctPerson = Awaited<ReturnType<typeof distinctPerson>>;

/** The strings that would give an erased person away. */
export const tracesOf = (p: DistinctPerson) => [p.email, p.firstName, p.lastName, p.phone];

/** The audit entries of one action about one person, newest first. */
export const auditFor = (app: App, targetUserId: number, action: string) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetUserId, targetUserId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id));

/** Spends a console impersonation link as a browser would; answers the session token. */
export async function spendImpersonationLink(app: App, link: string): Promise<string> {
  const query = new URL(link).searchParams;
  const used = await app.inject({
    method: 'POST',
    url: '/api/impersonate',
    query: { _switch_user: query.get('impersonate_user')! },
    headers: { 'x-impersonation-token': query.get('token')! },
  });
  expect(used.statusCode).toBe(200);
  return (used.json() as { token: string }).token;
}

/** An administrator's one-click link to act as `targetId`, spent: the impersonated session. */
export async function impersonateFromConsole(app: App, admin: SignedInUser, targetId: number) {
  const made = await call(app, admin, 'POST', `/admin/people/${targetId}/impersonation-link`);
  expect(made.status).toBe(200);
  return spendImpersonationLink(app, (made.body as unknown as { link: string }).link);
}

/** Everything a person can have: takings, a payment, a course, 360 roles, a picture, mail. */
export async function richPerson(app: App) {
  const p = await distinctPerson(app);
  const eq1 = await makeSurvey(app, { title: 'Team EQ' });
  const eqTaking = await startSurvey(app, p, 'eq', eq1);
  await answerAll(app, p, 'eq', eqTaking);
  const ipulse = await makeSurvey(app, { product: 'ipulse' });
  const ipulseTaking = await startSurvey(app, p, 'ipulse', ipulse);
  await answerAll(app, p, 'ipulse', ipulseTaking);
  await call(app, p, 'PATCH', `/ipulse/survey/user/${ipulseTaking}/comment/`, {
    comment: `Ask ${p.lastName} about the rota.`,
  });
  const priced = await makeSurvey(app, { pricePence: 2500 });
  const pricedTaking = await startSurvey(app, p, 'eq', priced);
  const paid = await call(app, p, 'POST', `/payment?eqSurveyUserId=${pricedTaking}`, {
    surveyPaymentForm: {
      surveyUserId: pricedTaking,
      paymentMethod: 'OOPAY',
      countryCode: 'GB',
      postalCode: 'ZX9 9ZZ',
    },
  });
  expect(paid.status).toBe(200);

  const learning = await beginCourse(app, p, await makeCourse(app));
  const [tested] = await skillsOf(app, p, learning);
  const questions = (await call(app, p, 'GET', `/icoach/question/${tested!.id}`))
    .body as unknown as { id: number; icoachSkillQuestionOptions: { id: number }[] }[];
  await call(app, p, 'POST', '/icoach/score/create/', {
    answers: Object.fromEntries(
      questions.map((q) => [String(q.id), q.icoachSkillQuestionOptions[0]!.id]),
    ),
    skillId: tested!.id,
    icoachUserId: learning.icoachUserId,
  });
  const comment = await call(app, p, 'POST', '/icoach/comment/create/', {
    icoachId: learning.courseId,
    skillId: tested!.id,
    stepId: 1,
    comment: `${p.firstName} thinks listening is hard`,
  });
  expect(comment.status).toBe(200);

  // 360: they manage a ratee (and rate them as manager), rate a colleague, and are a ratee.
  const ownSurvey = await makeTsSurvey(app, p);
  const managed = await preparedRatee(app, p, ownSurvey, { publish: true });
  await rateSkill(app, managed.raters[0]!, managed.rateeId, managed.skills[0]!, 80);
  const everyday = await call(app, p, 'POST', `/ts/${managed.rateeId}/rating/everyday/add/`, {
    rating: { score: 7, comment: 'A good week' },
  });
  expect(everyday.status).toBe(200);
  const otherManager = await registerUser(app);
  const otherSurvey = await makeTsSurvey(app, otherManager);
  const rated = await preparedRatee(app, otherManager, otherSurvey, {
    raterUsers: [p],
    publish: true,
  });
  await rateSkill(app, p, rated.rateeId, rated.skills[0]!, 70);
  await rateSkill(app, rated.raters[1]!, rated.rateeId, rated.skills[0]!, 40);
  const own = await preparedRatee(app, otherManager, otherSurvey, { ratee: p, publish: true });
  await rateSkill(app, own.raters[0]!, own.rateeId, own.skills[0]!, 90);
  // The raters' "review waiting" mails name their manager.
  await app.jobs.drain();

  const { payload, contentType } = multipartFile(await pngBytes());
  const upload = await app.inject({
    method: 'POST',
    url: `/api/user/${p.id}/upload_picture`,
    headers: { ...p.auth, 'content-type': contentType },
    payload,
  });
  const picture = (upload.json() as { image: { fileName: string } }).image.fileName;
  // A wrong password and a reset mail: counters and mail that carry the address.
  await signIn(app, p.email, 'not-the-password');
  await call(app, null, 'POST', '/public/request-reset-password', {
    passwordRequestForm: { username: p.email },
  });
  await app.background.settle();
  return {
    ...p,
    eqTaking,
    ipulseTaking,
    pricedTaking,
    learning,
    managed,
    rated,
    own,
    picture,
    surveys: { eq: eq1, ipulse, priced },
  };
}

/** Every text, varchar and json column of every table, for any of `needles` (lower-cased). */
export async function columnsContaining(app: App, needles: string[]): Promise<string[]> {
  const columns = await app.database.executeSql(
    `select c.table_schema, c.table_name, c.column_name
       from information_schema.columns c
       join information_schema.tables tb
         on tb.table_schema = c.table_schema and tb.table_name = c.table_name
      where tb.table_type = 'BASE TABLE'
        and c.table_schema not in ('pg_catalog', 'information_schema')
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`,
  );
  const found: string[] = [];
  const values = needles.map((n) => n.toLowerCase());
  const test = values.map((_, i) => `position($${i + 1} in lower(v)) > 0`).join(' or ');
  for (const row of columns.rows as Record<string, string>[]) {
    const q = (s: string) => `"${s.replace(/"/g, '""')}"`;
    const column = `${q(row.table_schema!)}.${q(row.table_name!)}.${q(row.column_name!)}`;
    const result = await app.database.executeSql(
      `select count(*)::int as n from (select ${q(row.column_name!)}::text as v
         from ${q(row.table_schema!)}.${q(row.table_name!)}) s where ${test}`,
      values,
    );
    if ((result.rows[0] as { n: number }).n > 0) found.push(column);
  }
  return found;
}
