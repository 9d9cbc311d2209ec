import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@portal/shared/client';

/** A fresh account the journeys make for themselves, so no test depends on another. */
export interface TestAccount {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  fullName: string;
  token: string;
}

/** An address no other test (or earlier run on the same server) has used. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@e2e.example`.toLowerCase();
}

/** Nationality and industry as the English lists name them (demo lookups). */
export const LOOKUPS = {
  nationality: 'France',
  industry: 'Education',
  otherNationality: 'Japan',
  otherIndustry: 'Consulting',
} as const;

async function lookupId(
  request: APIRequestContext,
  path: string,
  field: string,
  label: string,
): Promise<number> {
  const res = await request.get(`/api/public/${path}`);
  expect(res.ok()).toBe(true);
  const list = (await res.json()) as Record<string, string | number>[];
  const row = list.find((r) => r[field] === label);
  if (!row) throw new Error(`No ${path} named ${label}`);
  return Number(row.id);
}

/**
 * Registers through the API (POST /api/public/registration), for journeys that are not about the
 * registration form, and answers the account with its token.
 */
export async function registerByApi(
  request: APIRequestContext,
  label: string,
  overrides: Partial<Pick<TestAccount, 'firstName' | 'lastName' | 'password'>> & {
    /** The profile's language (en_GB unless given). */
    locale?: string;
  } = {},
): Promise<TestAccount> {
  const firstName = overrides.firstName ?? 'Api';
  const lastName = overrides.lastName ?? `User ${label}`;
  const password = overrides.password ?? 'First-secret-2026';
  const email = uniqueEmail(label);
  const [nationality, industry] = await Promise.all([
    lookupId(request, 'nationalities', 'nationality', LOOKUPS.nationality),
    lookupId(request, 'industries', 'industryName', LOOKUPS.industry),
  ]);
  const res = await request.post('/api/public/registration', {
    data: {
      registrationForm: {
        email,
        firstName,
        lastName,
        gender: 2,
        dob: '1990-05-17T00:00:00.000Z',
        dobIsAccurate: true,
        nationality,
        industry,
        locale: overrides.locale ?? 'en_GB',
        password,
        confirmPassword: password,
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.ok()).toBe(true);
  const { id } = (await me.json()) as { id: number };
  return { id, email, password, firstName, lastName, fullName: `${firstName} ${lastName}`, token };
}

/**
 * Starts the page signed in with a token, as if the user had signed in before: the token is put
 * in localStorage before the app's first script runs. Only once per tab (a sessionStorage
 * marker), so a later sign-out in the journey is not undone by the next navigation.
 */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (window.sessionStorage.getItem('e2e-signed-in')) return;
      window.sessionStorage.setItem('e2e-signed-in', '1');
      window.localStorage.setItem(key, value);
    },
    [STORAGE_KEYS.token, token] as const,
  );
}

/** The header's user menu button, named after the signed-in user. */
export function userMenu(page: Page, fullName: string) {
  return page.getByRole('banner').getByRole('button', { name: `Menu of ${fullName}` });
}

/** Signs out through the header menu and waits for the signed-out home page. */
export async function signOut(page: Page, fullName: string): Promise<void> {
  await userMenu(page, fullName).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
}

/**
 * Registers through the Register tab of a welcome page (a survey's, a package's, a course's) with
 * the fields the server asks for, and waits for the server's 201. Answers the address and password.
 */
export async function registerOnWelcomePage(
  page: Page,
  firstName: string,
  lastName: string,
  label = 'welcome',
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(label);
  const password = 'Welcome-secret-2026';
  const form = page.getByRole('form', { name: 'Registration' });
  await form.getByLabel('First Name').fill(firstName);
  await form.getByLabel('Last Name').fill(lastName);
  await form.getByLabel('Email Address').fill(email);
  const dob = form.getByRole('group', { name: 'Date of birth' });
  await dob.getByLabel('Day').fill('03');
  await dob.getByLabel('Month').fill('11');
  await dob.getByLabel('Year').fill('1985');
  await form.getByLabel('Gender').selectOption({ label: 'Male' });
  await form.getByLabel('Nationality').selectOption({ label: LOOKUPS.nationality });
  await form.getByLabel('Industry').selectOption({ label: LOOKUPS.industry });
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByLabel('Confirm Password').fill(password);
  const registered = page.waitForResponse(
    (r) => r.url().endsWith('/api/public/registration') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Register' }).click();
  expect((await registered).status()).toBe(201);
  return { email, password };
}

/** Signs in through the Sign in tab of the home page. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('tab', { name: 'Sign in' }).click();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email Address').fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** The session token the app keeps in localStorage, or null when signed out. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.token);
}

/**
 * Starts timing, in the page, how long a text is on screen: a MutationObserver notes when it
 * first appears and when it is gone again, so the measure does not depend on how often the test
 * polls. Read the result with the returned function once the text is gone.
 */
export async function timeTextOnScreen(
  page: Page,
  scope: string,
  text: string,
): Promise<() => Promise<number>> {
  await page.evaluate(
    ([selector, wanted]) => {
      const record: { shown?: number; hidden?: number } = {};
      (window as unknown as { __onScreen: typeof record }).__onScreen = record;
      const check = () => {
        const present = document.querySelector(selector)?.textContent?.includes(wanted) ?? false;
        if (present && record.shown === undefined) record.shown = performance.now();
        if (!present && record.shown !== undefined && record.hidden === undefined) {
          record.hidden = performance.now();
          observer.disconnect();
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    [scope, text] as const,
  );
  return async () => {
    const record = await page.evaluate(
      () => (window as unknown as { __onScreen: { shown?: number; hidden?: number } }).__onScreen,
    );
    if (record.shown === undefined || record.hidden === undefined)
      throw new Error(`"${text}" was not both shown and hidden`);
    return record.hidden - record.shown;
  };
}
