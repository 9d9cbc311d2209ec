import { isLocale, type Locale } from '@portal/shared/locales';
import {
  PRERENDERED_PAGES,
  PRERENDERED_QUERIES_ID,
  type PrerenderedPage,
  STALE_PRERENDER,
} from '@portal/shared/prerendered-page';
import { hydrate } from '@tanstack/react-query';
import { queryClient } from './query-client';

/*
 * What main.tsx needs to take over a page that came rendered in the HTML (decisions 040, 041).
 */

export interface Prerendered {
  page: PrerenderedPage;
  /** The language it was rendered in: the app starts in it. */
  locale: Locale;
}

/**
 * The page in #root, unless the <head> guard script marked it stale (someone signed in, or
 * another language due) and hid it: then it is emptied for the app to render afresh.
 */
export function prerenderedPage(root: HTMLElement): Prerendered | null {
  const html = document.documentElement;
  const rendered = html.dataset.prerendered;
  const page = html.dataset.prerenderedPage;
  if (!rendered) return null;
  if (rendered !== STALE_PRERENDER && isLocale(rendered)) {
    const known = (PRERENDERED_PAGES as readonly (string | undefined)[]).includes(page);
    return { page: known ? (page as PrerenderedPage) : 'home', locale: rendered };
  }
  root.replaceChildren();
  // A page rendered for someone else carries their answers too: they go with it.
  document.getElementById(PRERENDERED_QUERIES_ID)?.remove();
  delete html.dataset.prerendered;
  return null;
}

/** The answers the page was rendered from go into the query cache, so nothing is asked again. */
export function restorePrerenderedQueries(): void {
  const script = document.getElementById(PRERENDERED_QUERIES_ID);
  if (!script?.textContent) return;
  hydrate(queryClient, JSON.parse(script.textContent));
  // In the cache now; the page keeps no second copy of a person's answers.
  script.remove();
}
