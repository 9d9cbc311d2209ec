import type { CourseFile } from '@portal/shared/icoach-course-file';
import type { App } from '../app.ts';
import { importCourse } from '../features/icoach/course-import.service.ts';
import type { SignedInUser } from './accounts.factory.ts';
import { call } from './surveys.factory.ts';

let codes = 0;
/** A fresh 50-character access code per course. */
export function courseCode(): string {
  codes += 1;
  return `TestCourse${process.pid}x${codes}y`.padEnd(50, '0');
}

const en = (text: string) => ({ en_GB: text });

/**
 * A small course: "Listening" (soft skills) with two steps and a two-question test, and
 * "Planning" (essential business skills) with one step and no test.
 */
export function courseFile(overrides: Partial<CourseFile> = {}): CourseFile {
  return {
    accessCode: courseCode(),
    defaultLanguage: 'en_GB',
    title: { en_GB: 'Test course', fr: 'Cours de test' },
    welcomeMessage: en('<p>Welcome</p>'),
    logos: [],
    validFrom: null,
    validTo: null,
    isPublished: true,
    requiresGrant: false,
    skills: [
      {
        key: 'listening',
        category: 1,
        name: { en_GB: 'Listening', fr: 'Écoute' },
        steps: [
          { title: en('Why listen'), content: en('<p>Step one</p>') },
          { title: en('How to listen'), content: en('<p>Step two</p>') },
          {
            title: en('Check'),
            content: en('<p>Test</p>'),
            test: {
              questions: [
                {
                  text: en('Q1'),
                  options: [
                    { text: en('Right'), correct: true },
                    { text: en('Wrong'), correct: false },
                  ],
                },
                {
                  text: en('Q2'),
                  options: [
                    { text: en('Wrong'), correct: false },
                    { text: en('Right'), correct: true },
                  ],
                },
              ],
            },
          },
        ],
      },
      {
        key: 'planning',
        category: 2,
        name: en('Planning'),
        steps: [{ title: en('Plan'), content: en('<p>Plan your week</p>') }],
      },
    ],
    ...overrides,
  };
}

export async function makeCourse(app: App, overrides: Partial<CourseFile> = {}) {
  const file = courseFile(overrides);
  const outcome = await importCourse(app.db, file);
  return { id: outcome.courseId, accessCode: file.accessCode };
}

export interface Learning {
  courseId: number;
  accessCode: string;
  icoachUserId: number;
}

/** Begins the course as the web does: get (404), then create. */
export async function beginCourse(
  app: App,
  user: SignedInUser,
  course: { id: number; accessCode: string },
): Promise<Learning> {
  const body = { icoachId: course.id, accessCode: course.accessCode };
  const res = await call(app, user, 'POST', '/icoach/user/create/', body);
  if (res.status !== 200)
    throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { courseId: course.id, accessCode: course.accessCode, icoachUserId: Number(res.body?.id) };
}

/** The course's skills by key order: [listening, planning] for courseFile(). */
export async function skillsOf(app: App, user: SignedInUser, learning: Learning) {
  const res = await call(
    app,
    user,
    'GET',
    `/icoach/dashboard/${learning.courseId}/${learning.icoachUserId}`,
  );
  const body = res.body as unknown as Record<string, { id: number; name: string }[]>;
  return [...(body['1'] ?? []), ...(body['2'] ?? []), ...(body['3'] ?? [])];
}
