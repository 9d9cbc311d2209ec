import { STORAGE_KEYS } from '@portal/shared/client';
import { LOCALE_STORAGE_KEY, VISITOR_LOCALE_STORAGE_KEY } from '@portal/shared/locales';
import {
  PRERENDER_GUARD_SCRIPT,
  PRERENDERED_QUERIES_ID,
  PRERENDERED_USER_ATTRIBUTE,
  SURVEY_LANGUAGE_ATTRIBUTE,
} from '@portal/shared/prerendered-page';
import { afterEach, describe, expect, it } from 'vitest';
import { prerenderedPage, restorePrerenderedQueries } from './prerendered-page';
import { queryClient } from './query-client';

/*
 * Decisions 040, 041 and 042: the <head> guard decides whether the rendered page may show; main.tsx
 * then takes it over in its language, with the answers it was rendered from.
 */
const html = document.documentElement;

function renderedAs(locale: string, attributes: Record<string, string> = {}) {
  html.setAttribute('data-prerendered', locale);
  for (const [name, value] of Object.entries(attributes)) html.setAttribute(name, value);
  new Function(PRERENDER_GUARD_SCRIPT)();
  return html.getAttribute('data-prerendered');
}

afterEach(() => {
  for (const name of [
    'data-prerendered',
    'data-prerendered-page',
    SURVEY_LANGUAGE_ATTRIBUTE,
    PRERENDERED_USER_ATTRIBUTE,
  ]) {
    html.removeAttribute(name);
  }
  window.localStorage.clear();
  queryClient.clear();
  document.body.replaceChildren();
});

describe('the guard script', () => {
  it('lets the home show in the stored language (en_GB when none), to a visitor only', () => {
    expect(renderedAs('en_GB')).toBe('en_GB');
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
    expect(renderedAs('en_GB')).toBe('stale');
    expect(renderedAs('ar')).toBe('ar');
    window.localStorage.setItem(STORAGE_KEYS.token, 'a.b.c');
    expect(renderedAs('ar')).toBe('stale');
  });

  it("lets a page in its survey's language show whatever was stored, unless picked by hand", () => {
    const survey = { [SURVEY_LANGUAGE_ATTRIBUTE]: '' };
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    expect(renderedAs('ar', survey)).toBe('ar');
    window.localStorage.setItem(VISITOR_LOCALE_STORAGE_KEY, 'fr');
    expect(renderedAs('ar', survey)).toBe('stale');
    expect(renderedAs('fr', survey)).toBe('fr');
  });

  it("lets a person's page show to them alone, in their language, never impersonated", () => {
    const forUser12 = { [PRERENDERED_USER_ATTRIBUTE]: '12' };
    expect(renderedAs('en_GB', forUser12)).toBe('stale');
    window.localStorage.setItem(STORAGE_KEYS.token, tokenFor(12));
    expect(renderedAs('en_GB', forUser12)).toBe('en_GB');
    expect(renderedAs('en_GB', { [PRERENDERED_USER_ATTRIBUTE]: '1' })).toBe('stale');
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
    expect(renderedAs('en_GB', forUser12)).toBe('stale');
    expect(renderedAs('ar', forUser12)).toBe('ar');
    window.localStorage.setItem(STORAGE_KEYS.impersonated, 'true');
    expect(renderedAs('ar', forUser12)).toBe('stale');
  });

  it("hides a person's page when the stored token cannot be read", () => {
    const forUser12 = { [PRERENDERED_USER_ATTRIBUTE]: '12' };
    window.localStorage.setItem(STORAGE_KEYS.token, 'not-a-token');
    expect(renderedAs('en_GB', forUser12)).toBe('stale');
    window.localStorage.setItem(STORAGE_KEYS.token, 'a.e30.c');
    expect(renderedAs('en_GB', forUser12)).toBe('stale');
  });
});

/** A token as the server signs them (decision 003), for user `sub`; the guard reads `sub` only. */
function tokenFor(sub: number): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  // A name with characters base64url writes as - and _, as a real token's claims may.
  return `${part({ alg: 'HS256' })}.${part({ sub, sid: 'a?>~b', exp: 9e9 })}.sig`;
}

describe('prerenderedPage', () => {
  it('names the page and its language, or empties a stale one for the app', () => {
    const queries = document.createElement('script');
    queries.id = PRERENDERED_QUERIES_ID;
    document.body.append(queries);
    const root = document.createElement('div');
    root.innerHTML = '<h1>Welcome</h1>';
    html.setAttribute('data-prerendered', 'ar');
    html.setAttribute('data-prerendered-page', 'survey-welcome');
    expect(prerenderedPage(root)).toEqual({ page: 'survey-welcome', locale: 'ar' });
    expect(root.innerHTML).toBe('<h1>Welcome</h1>');

    html.setAttribute('data-prerendered', 'stale');
    expect(prerenderedPage(root)).toBeNull();
    expect(root.innerHTML).toBe('');
    expect(html.hasAttribute('data-prerendered')).toBe(false);
    // The answers it was rendered from (someone else's, perhaps) go too.
    expect(document.getElementById(PRERENDERED_QUERIES_ID)).toBeNull();
  });

  it('finds no page in the plain index.html', () => {
    expect(prerenderedPage(document.createElement('div'))).toBeNull();
  });
});

describe('restorePrerenderedQueries', () => {
  it('puts the answers the page was rendered from into the query cache', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = PRERENDERED_QUERIES_ID;
    script.textContent = JSON.stringify({
      mutations: [],
      queries: [
        {
          queryKey: ['surveys', 'info-by-code', 'eq', 'CODE', 'ar'],
          queryHash: '["surveys","info-by-code","eq","CODE","ar"]',
          state: { data: { title: 'x' }, status: 'success', dataUpdatedAt: Date.now() },
        },
      ],
    });
    document.body.append(script);
    restorePrerenderedQueries();
    expect(queryClient.getQueryData(['surveys', 'info-by-code', 'eq', 'CODE', 'ar'])).toEqual({
      title: 'x',
    });
    expect(document.getElementById(PRERENDERED_QUERIES_ID)).toBeNull();
  });
});
