import { STORAGE_KEYS } from '@portal/shared/client';
import { LOCALE_STORAGE_KEY, VISITOR_LOCALE_STORAGE_KEY } from '@portal/shared/locales';
import {
  PRERENDER_GUARD_SCRIPT,
  PRERENDERED_QUERIES_ID,
  SURVEY_LANGUAGE_ATTRIBUTE,
} from '@portal/shared/prerendered-page';
import { afterEach, describe, expect, it } from 'vitest';
import { prerenderedPage, restorePrerenderedQueries } from './prerendered-page';
import { queryClient } from './query-client';

/*
 * Decisions 040 and 041: the <head> guard decides whether the rendered page may show; main.tsx
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
  for (const name of ['data-prerendered', 'data-prerendered-page', SURVEY_LANGUAGE_ATTRIBUTE]) {
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
});

describe('prerenderedPage', () => {
  it('names the page and its language, or empties a stale one for the app', () => {
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
  });
});
