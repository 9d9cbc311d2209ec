import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { IcoachCourseResponse, IcoachDashboardResponse } from '@portal/shared/icoach';
import { MAIL_PORT } from '../playwright.config.ts';
import { text } from './surveys.ts';

/*
 * Helpers for the iCoach journeys (platform spec §2 "iCoach …", §4 "iCoach begin / steps", §8;
 * decisions 018, 019): the demo course as its course file describes it, the interface's words,
 * the administrator's sign-in link, and the API calls for the skills a journey is not about.
 */

/** apps/server/src/features/icoach/icoach-courses.seed.ts: DEMO_ICOACH_CODE. */
export const DEMO_COURSE_CODE = 'DemoIcoachCourse0000000000000000000000000000000000';

// The course file the server seeds the demo course from: its titles, step titles and which
// option of each question is right ("correct": true), in every language it has.
type Localised = Record<string, string>;
interface CourseFile {
  title: Localised;
  skills: {
    key: string;
    category: number;
    name: Localised;
    steps: {
      title: Localised;
      test?: { questions: { text: Localised; options: { text: Localised; correct: boolean }[] }[] };
    }[];
  }[];
}

const COURSE_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/server/src/features/icoach/data/demo-course.json',
);
export const DEMO_COURSE = JSON.parse(fs.readFileSync(COURSE_FILE, 'utf8')) as CourseFile;

/** A skill of the demo course by its key ('active-listening', …). */
export function demoSkill(key: string) {
  const skill = DEMO_COURSE.skills.find((s) => s.key === key);
  if (!skill) throw new Error(`No skill ${key} in the demo course`);
  return skill;
}

export interface TestQuestion {
  question: string;
  right: string;
  wrong: string;
}

/** A skill's test questions in a language, each with its right option and a wrong one. */
export function testQuestions(key: string, locale = 'en_GB'): TestQuestion[] {
  const test = demoSkill(key).steps.find((s) => s.test)?.test;
  if (!test) throw new Error(`The skill ${key} has no test`);
  return test.questions.map((q) => {
    const right = q.options.find((o) => o.correct);
    const wrong = q.options.find((o) => !o.correct);
    if (!right || !wrong) throw new Error(`A question of ${key} lacks a right or a wrong option`);
    return {
      question: q.text[locale] ?? q.text.en_GB!,
      right: right.text[locale] ?? right.text.en_GB!,
      wrong: wrong.text[locale] ?? wrong.text.en_GB!,
    };
  });
}

/** The interface's words of the icoach namespace in a locale (with the app's en_GB fallback). */
export const icoachText = (locale: string, key: string, values?: Record<string, string | number>) =>
  text(locale, 'icoach', key, values);

/**
 * An administrator's one-time sign-in link to a course for an account, made by the real
 * createSignInLink inside the server process (e2e-server.mjs POST /icoach-link → IPC →
 * e2e-app.mjs): what `npm run admin -- icoach:link <code> <email>` prints, without the public URL.
 * The command line cannot run beside the server (PGlite allows one process per data folder); it
 * is tested in apps/server/src/admin-cli.test.ts. Answers the path ('/icoach/<code>/<token>').
 */
export async function icoachSignInLink(accessCode: string, email: string): Promise<string> {
  const query = new URLSearchParams({ code: accessCode, email });
  const res = await fetch(`http://127.0.0.1:${MAIL_PORT}/icoach-link?${query}`, {
    method: 'POST',
  });
  const answer = (await res.json()) as { path?: string; error?: string };
  if (!res.ok || !answer.path) throw new Error(answer.error ?? `HTTP ${res.status}`);
  return answer.path;
}

/** The iCoach user id of the course dashboard the page is on (/icoach/{id}/dashboard). */
export async function dashboardIcoachUserId(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/icoach\/\d+\/dashboard$/);
  return Number(/\/icoach\/(\d+)\/dashboard$/.exec(new URL(page.url()).pathname)?.[1]);
}

// ---------------------------------------------------------------------------------------------
// The API, for the skills a journey is not about.

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The course's public record (its id), as the welcome page reads it. */
export async function courseByCode(
  request: APIRequestContext,
  accessCode: string,
): Promise<IcoachCourseResponse> {
  return ok(await request.get(`/api/public/icoach/access-code/${accessCode}/`));
}

/** Gets or creates the account's iCoach user in a course, as the welcome page's Start does. */
export async function beginByApi(
  request: APIRequestContext,
  token: string,
  accessCode: string,
): Promise<{ icoachUserId: number; courseId: number }> {
  const course = await courseByCode(request, accessCode);
  const body = { icoachId: course.id, accessCode };
  const user = await ok<{ id: number }>(
    await request.post('/api/icoach/user/create/', { headers: auth(token), data: body }),
  );
  return { icoachUserId: user.id, courseId: course.id };
}

/** The course dashboard's skills, all three categories, in the English names. */
export async function dashboardSkills(
  request: APIRequestContext,
  token: string,
  courseId: number,
  icoachUserId: number,
) {
  const board = await ok<IcoachDashboardResponse>(
    await request.get(`/api/icoach/dashboard/${courseId}/${icoachUserId}`, {
      headers: auth(token),
    }),
  );
  return [...board['1'], ...board['2'], ...board['3']];
}

/**
 * Takes a skill's test once (the first option of every question: the score is not the point)
 * through POST /icoach/score/create/, as the test step's Submit does.
 */
export async function takeTestByApi(
  request: APIRequestContext,
  token: string,
  icoachUserId: number,
  skillId: number,
): Promise<void> {
  const questions = await ok<{ id: number; icoachSkillQuestionOptions: { id: number }[] }[]>(
    await request.get(`/api/icoach/question/${skillId}`, { headers: auth(token) }),
  );
  const answers = Object.fromEntries(
    questions.map((q) => [String(q.id), q.icoachSkillQuestionOptions[0]!.id]),
  );
  await ok(
    await request.post('/api/icoach/score/create/', {
      headers: auth(token),
      data: { answers, skillId, icoachUserId },
    }),
  );
}

/** Finishes a skill (its test taken once first), as the last step's 'Finish skill' does. */
export async function completeSkillByApi(
  request: APIRequestContext,
  token: string,
  icoachUserId: number,
  skillId: number,
): Promise<{ courseCompleted: boolean }> {
  await takeTestByApi(request, token, icoachUserId, skillId);
  return ok(
    await request.post('/api/icoach/skill/complete/', {
      headers: auth(token),
      data: { icoachUserId, skillId },
    }),
  );
}
