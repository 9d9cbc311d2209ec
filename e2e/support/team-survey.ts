import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { MAIL_PORT } from '../playwright.config.ts';
import type { SentMail } from './mail.ts';

/*
 * Helpers for the 360 journeys (issue 11; team-survey spec): the demo survey and its manager as
 * the README and apps/server/src/features/team-survey/demo-team-survey.seed.ts make them, the
 * interface's and the mails' words per locale, the set-up calls for the steps a journey is not
 * about, and the invitation links in the mails.
 */

/** demo-team-survey.seed.ts: 'DemoTeamSurvey' padded with '0' to 50. */
export const DEMO_TS_CODE = 'DemoTeamSurvey'.padEnd(50, '0');
export const DEMO_TS_TITLE = { en_GB: '360 Leadership Review', ar: 'مراجعة القيادة 360' } as const;

/** README "Demo accounts": the 360 manager. */
export const DEMO_MANAGER = {
  email: 'manager@demo.example',
  password: 'Manager-demo-2026',
  fullName: 'Maya Manager',
} as const;

/** `ns:key` in a locale, en_GB where it lacks it, {{name}}s filled (support/surveys.ts `text`). */
export { text as words } from './surveys.ts';

// ---------------------------------------------------------------------------------------------
// The API, for set-up a journey is not about.

const auth = (token: string, locale = 'en_GB') => ({
  authorization: `Bearer ${token}`,
  // The server writes an invitation in the language of the person who names someone.
  'accept-language': locale,
});

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** Signs in through the API (POST /api/login_check) and answers the session token. */
export async function signInByApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const { token } = await ok<{ token: string }>(
    await request.post('/api/login_check', { data: { email, password } }),
  );
  return token;
}

/** The demo survey's id, and the manager's team-survey user id (M) that keys the set-up calls. */
export async function demoSurvey(
  request: APIRequestContext,
  managerToken: string,
): Promise<{ tsSurveyId: number; managerId: number }> {
  const { id: tsSurveyId } = await ok<{ id: number }>(
    await request.get(`/api/public/360/survey/access-code/${DEMO_TS_CODE}/`),
  );
  const me = await ok<{ id: number }>(
    await request.get('/api/me', { headers: auth(managerToken) }),
  );
  const roles = await ok<{ users: { id: number; role: string }[] }>(
    await request.get(`/api/user/${me.id}/ts/${tsSurveyId}/info/`, { headers: auth(managerToken) }),
  );
  const managerId = roles.users.find((u) => u.role === 'manager')?.id;
  if (!managerId) throw new Error('The demo manager is no manager of the demo survey');
  return { tsSurveyId, managerId };
}

export interface Person {
  email: string;
  fullName: string;
}

/**
 * A new ratee with its support team and skills, through the set-up calls (team-survey spec §7),
 * in the manager's language; published when asked. Answers the ratee's id and the skills' names.
 */
export async function setUpRateeByApi(
  request: APIRequestContext,
  managerToken: string,
  place: { tsSurveyId: number; managerId: number },
  people: { ratee: Person; raters: Person[]; skillsPerCategory: number; locale: string },
): Promise<{ rateeId: number; skills: string[] }> {
  const headers = auth(managerToken, people.locale);
  const ratee = await ok<{ id: number }>(
    await request.post(`/api/ts/${place.tsSurveyId}/${place.managerId}/ratees/add/`, {
      headers,
      data: people.ratee,
    }),
  );
  for (const rater of people.raters) {
    await ok(
      await request.post(`/api/ts/${place.managerId}/${ratee.id}/raters/add/`, {
        headers,
        data: rater,
      }),
    );
  }
  const skills: string[] = [];
  for (const category of [1, 2, 3] as const) {
    const available = await ok<{ id: number; name: string }[]>(
      await request.get(`/api/ts/${ratee.id}/skills/available/${category}/`, { headers }),
    );
    for (const skill of available.slice(0, people.skillsPerCategory)) {
      await ok(
        await request.post(`/api/ts/${place.managerId}/${ratee.id}/skills/add/`, {
          headers,
          data: { category, skillId: skill.id },
        }),
      );
      skills.push(skill.name);
    }
  }
  return { rateeId: ratee.id, skills };
}

// ---------------------------------------------------------------------------------------------
// Mail.

/** Every message to an address at the test SMTP sink, oldest first. */
async function mailsTo(to: string): Promise<SentMail[]> {
  const res = await fetch(`http://127.0.0.1:${MAIL_PORT}/messages?to=${encodeURIComponent(to)}`);
  return (await res.json()) as SentMail[];
}

/** Waits until an address has `count` messages (the job queue sends within a few seconds). */
export async function waitForMails(to: string, count: number, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const list = await mailsTo(to);
    if (list.length >= count) return list;
    if (Date.now() > until) {
      throw new Error(`${list.length} of ${count} mails to ${to} within ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The path of the one-time invitation link in a mail's text (`/invitation/{43 characters}`). */
export function invitationPath(mail: SentMail): string {
  const link = mail.text.match(/https?:\/\/\S+\/invitation\/[A-Za-z0-9_-]{43}\b/)?.[0];
  expect(link, `no invitation link in: ${mail.text}`).toBeTruthy();
  return new URL(link ?? '').pathname;
}

// ---------------------------------------------------------------------------------------------
// Pages.

/** A ratee's card on the dashboard or a set-up page (an article named by the person). */
export function rateeCard(page: Page, fullName: string): Locator {
  return page.getByRole('article', { name: fullName });
}

/** The score slider's thumb of a rating form. */
export function scoreThumb(page: Page): Locator {
  return page.getByRole('main').getByRole('slider');
}
