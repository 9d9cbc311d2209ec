import { createRequire } from 'node:module';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/*
 * Helpers for the questionnaire journeys (platform spec §2, §4): the demo surveys, the API calls
 * a journey uses to get to the step it is about, the interface's words per locale, and the
 * gestures of the ranking lists.
 */

/** apps/server/src/features/surveys/demo-surveys.seed.ts: the name padded with '0' to 50. */
export const demoCode = (name: string) => name.padEnd(50, '0');

export const DEMO = {
  eq: { code: demoCode('DemoEq'), title: 'Emotional Intelligence Questionnaire' },
  values: { code: demoCode('DemoValues'), title: 'Values Questionnaire' },
  behaviours: { code: demoCode('DemoBehaviours'), title: 'Behaviours Questionnaire' },
  ipulse: { code: demoCode('DemoIpulse'), title: 'Team Pulse' },
  dp: { code: demoCode('DemoDiscoveryProcess'), title: 'Discovery Process' },
  eqNotYetActive: { code: demoCode('DemoEqNotYetActive'), title: 'E.Q. Next Year' },
  eqExpired: { code: demoCode('DemoEqExpired'), title: 'E.Q. 2020 Cohort' },
  eqPaid: { code: demoCode('DemoEqPaid'), title: 'E.Q. Professional' },
  eqSoftTouch: { code: demoCode('DemoEqSoftTouch'), title: 'E.Q. Soft Touch' },
} as const;

/** The English section titles of the demo questionnaires (data/*-questionnaire.ts). */
export const SECTION_TITLES = {
  eq: ['World view', 'At work', 'With other people'],
  values: ['What matters to me', 'What I look for in work'],
  behaviours: ['How I work', 'Under pressure'],
  ipulse: ['My work', 'My team', 'My future'],
} as const;

export type RankingProduct = 'eq' | 'values' | 'behaviours';
export type ApiProduct = RankingProduct | 'ipulse' | 'dp';

// ---------------------------------------------------------------------------------------------
// The interface's words, from the same files the web app translates from.

const require = createRequire(import.meta.url);
type Tree = { [key: string]: string | Tree };

function namespace(locale: string, ns: string): Tree {
  try {
    return require(`@portal/shared/locales/${locale}/${ns}.json`) as Tree;
  } catch {
    return {};
  }
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The text the app shows for `ns:key` in a locale, falling back to en_GB key by key as the app's
 * i18n does (apps/web/src/lib/i18n.ts), with {{name}} filled in. So a journey in Arabic asserts
 * the Arabic words where they exist and keeps passing as the translations grow.
 */
export function text(
  locale: string,
  ns:
    | 'surveys'
    | 'dashboard'
    | 'common'
    | 'icoach'
    | 'accounts'
    | 'validation'
    | 'errors'
    | 'team-survey'
    | 'mail'
    | 'admin'
    | 'payments',
  key: string,
  values: Record<string, string | number> = {},
): string {
  const found = lookup(namespace(locale, ns), key) ?? lookup(namespace('en_GB', ns), key);
  if (found === undefined) throw new Error(`No ${ns}:${key} in en_GB`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The English wording, for the journeys in English. */
export const en = (key: string, values?: Record<string, string | number>) =>
  text('en_GB', 'surveys', key, values);

// ---------------------------------------------------------------------------------------------
// The API, for the steps a journey is not about.

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

interface SurveyUser {
  surveyUserId: number;
  surveyId: number;
}

/** Gets or creates the account's taking of a demo survey, as the welcome page's Accept does. */
export async function startByApi(
  request: APIRequestContext,
  token: string,
  product: ApiProduct,
  code: string,
): Promise<SurveyUser> {
  const info = await ok<{ survey: { id: number } }>(
    await request.get(`/api/public/${product}/survey/access-code/${code}/`),
  );
  const body = { surveyId: info.survey.id, accessCode: code };
  const found = await request.post(`/api/${product}/survey/user/get/`, {
    headers: auth(token),
    data: body,
  });
  const user = found.ok()
    ? ((await found.json()) as { surveyUserId: number })
    : await ok<{ surveyUserId: number }>(
        await request.post(`/api/${product}/survey/user/create/`, {
          headers: auth(token),
          data: body,
        }),
      );
  return { surveyUserId: user.surveyUserId, surveyId: info.survey.id };
}

/**
 * Answers the next `count` sections (all that are left by default) of a ranking survey, every
 * statement in the server's order, as the account would from another device. Answers how many
 * sections it answered.
 */
export async function answerRankingByApi(
  request: APIRequestContext,
  token: string,
  product: RankingProduct,
  user: Pick<SurveyUser, 'surveyUserId'>,
  count = Number.POSITIVE_INFINITY,
): Promise<number> {
  const { surveyUserId } = user;
  let answered = 0;
  let { nextSection } = await ok<{ nextSection: number | null }>(
    await request.get(`/api/${product}/survey/user/${surveyUserId}/progress/`, {
      headers: auth(token),
    }),
  );
  while (nextSection !== null && answered < count) {
    const statements = await ok<{ id: number }[]>(
      await request.get(`/api/${product}/section/id/${nextSection}/statements/`, {
        headers: auth(token),
      }),
    );
    ({ nextSection } = await ok<{ nextSection: number | null }>(
      await request.patch(`/api/${product}/survey/user/${surveyUserId}/submit/`, {
        headers: auth(token),
        data: { statements: statements.map((s) => ({ statementId: s.id })) },
      }),
    ));
    answered++;
  }
  return answered;
}

// ---------------------------------------------------------------------------------------------
// Pages.

/** The title band's heading of a questionnaire page (the section's title, or the page's). */
export function bandHeading(page: Page): Locator {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

/** Opens a survey's welcome page signed in and presses Accept. */
export async function acceptOnWelcome(
  page: Page,
  route: string,
  code: string,
  title: string,
): Promise<void> {
  await page.goto(`/${route}/${code}`);
  await expect(bandHeading(page)).toHaveText(title);
  await page.getByRole('button', { name: en('welcome.accept') }).click();
}

/** The ranking list of a section (ordered in drag mode, tap mode keeps the server's order). */
export function rankingList(page: Page, locale = 'en_GB'): Locator {
  return page.getByRole('list', { name: text(locale, 'surveys', 'ranking.list_label') });
}

/** The statements' texts, top first, as the list shows them now. */
export function statementTexts(list: Locator): Promise<string[]> {
  return list
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((b) => b.querySelector('span + span')?.textContent?.trim() ?? ''),
    );
}

/** A statement's handle (the whole pill is the handle), by its text. */
export function statementHandle(list: Locator, statement: string): Locator {
  return list.getByRole('button').filter({ hasText: statement });
}

/**
 * Drags one statement onto another's place (or onto the ranking's end slot) with real mouse
 * moves: pressed, a first small move past dnd-kit's 4 px activation distance, then in steps to
 * the target's centre, then released.
 */
export async function dragStatement(page: Page, from: Locator, to: Locator): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('A statement to drag is not on screen');
  const x = start.x + start.width / 2;
  const y = start.y + start.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + (end.y > start.y ? 10 : -10), { steps: 3 });
  // Past the target's centre, so closestCenter picks it and not its neighbour; across to the
  // other column when the target is in it (the pool of issue 9).
  const targetX = end.x + end.width / 2;
  const targetY = end.y + end.height / 2 + (end.y > start.y ? 4 : -4);
  await page.mouse.move(targetX, targetY, { steps: 12 });
  await page.mouse.up();
  // dnd-kit swallows every click for 50 ms after a drop (its pointer sensor's detach), so a drop
  // does not click what it lands on. A person never clicks that fast; a test's next click
  // (Confirm) did, and was lost. Wait out the guard, as any hand would.
  await page.waitForTimeout(100);
}

/** Values and behaviours on a wide screen (issue 9): the statements still to place. */
export function poolList(page: Page, locale = 'en_GB'): Locator {
  return page.getByRole('list', { name: text(locale, 'surveys', 'ranking.pool_heading') });
}

/** The slot under the ranking: a statement dropped there is placed last. */
export function rankingEndSlot(page: Page): Locator {
  return page.locator('[data-end-slot]');
}

/**
 * dnd-kit's keyboard sensor listens for the arrow keys from the task after the pick-up, which may
 * come after the pick-up is announced on a busy machine; a person is never that fast.
 */
export function afterPickUp(page: Page): Promise<void> {
  return page.waitForTimeout(150);
}

/**
 * Places a pool statement by keyboard: space picks it up, the arrow key towards the ranking
 * (right, or left in a right-to-left language) moves it over the ranking's nearest place, space
 * drops it there.
 */
export async function placeByKeyboard(page: Page, handle: Locator, towards = 'ArrowRight') {
  const live = dndLiveRegion(page);
  const statement = (await handle.locator('span + span').textContent())?.trim() ?? '';
  const pickedUp = en('ranking.announce.picked_up_unranked', { statement });
  await handle.focus();
  // Each key once the one before is announced, as a person listening would.
  await page.keyboard.press('Space');
  await expect(live).toHaveText(pickedUp);
  await afterPickUp(page);
  await page.keyboard.press(towards);
  await expect(live).not.toHaveText(pickedUp);
  await page.keyboard.press('Space');
  await expect(live).toContainText(`${statement} dropped at position`);
}

/** Places every statement left in the pool (each lands on top; the order is not the point). */
export async function placeAllByKeyboard(page: Page): Promise<void> {
  const pool = poolList(page);
  const count = await pool.getByRole('button').count();
  for (let left = count; left > 0; left--) {
    await placeByKeyboard(page, pool.getByRole('button').first());
    await expect(pool.getByRole('button')).toHaveCount(left - 1);
  }
}

/** The dialog of platform spec §4's confirmations. */
export function confirmDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: en('confirm.title') });
}

/** dnd-kit's live region (role status, aria-live assertive) that announces every move. */
export function dndLiveRegion(page: Page): Locator {
  return page.locator('[id^="DndLiveRegion"]');
}

/** The complete page for a title (platform spec §2 "Survey complete"). */
export async function expectCompletePage(
  page: Page,
  title: string,
  message = en('complete.thanks'),
): Promise<void> {
  await expect(page).toHaveURL(/\/complete\?/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
}
