import { LOCALE_BCP47, type Locale } from '@portal/shared/locales';
import {
  PRERENDER_BOOT_SCRIPT,
  PRERENDER_GUARD_SCRIPT,
  PRERENDER_GUARD_STYLE,
  PRERENDERED_QUERIES_ID,
  PRERENDERED_USER_ATTRIBUTE,
  type PrerenderedPage,
  SURVEY_LANGUAGE_ATTRIBUTE,
} from '@portal/shared/prerendered-page';
import { directionOf } from '../lib/locale';
import type { RenderedPage } from './render-page';

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** JSON inside a <script>: no "<" at all, so no text in it can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** Replaces exactly one occurrence, so a changed index.html fails the build instead of
 * shipping a page without its content. */
function replaceOnce(document: string, find: RegExp, replacement: string): string {
  const found = document.match(new RegExp(find, 'g'))?.length ?? 0;
  if (found !== 1) throw new Error(`index.html: expected one ${find}, found ${found}`);
  return document.replace(find, () => replacement);
}

/** index.html's entry and its preloads, which a prerendered page asks for after its first paint. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin(?:="")? href="([^"]+)">\s*/g;

export interface PrerenderedDocumentOptions {
  page: PrerenderedPage;
  /** The page is in its survey's default language (prerendered-page.ts says what follows). */
  surveyLanguage?: boolean;
  /** The signed-in person the page was rendered for (decision 042); none for a visitor's page. */
  userId?: number;
}

/**
 * The built index.html with a page rendered into it (decisions 040 and 041): the language,
 * direction and colour scheme on <html>, with the language the page was rendered in for the
 * guard script (prerendered-page.ts) and which page it is, the page's title, the answers it was
 * rendered from, and the markup in #root.
 */
export function prerenderedDocument(
  template: string,
  locale: Locale,
  rendered: RenderedPage,
  options: PrerenderedDocumentOptions = { page: 'home' },
): string {
  const surveyLanguage = options.surveyLanguage ? ` ${SURVEY_LANGUAGE_ATTRIBUTE}` : '';
  const user =
    options.userId === undefined ? '' : ` ${PRERENDERED_USER_ATTRIBUTE}="${options.userId}"`;
  let document = replaceOnce(
    template,
    /<html[^>]*>/,
    // Mantine's styles for the light scheme apply from this attribute, which its provider
    // otherwise sets only once the app runs: without it the page would paint unstyled.
    `<html lang="${LOCALE_BCP47[locale]}" dir="${directionOf(locale)}" data-mantine-color-scheme="light" data-prerendered="${locale}" data-prerendered-page="${options.page}"${surveyLanguage}${user}>`,
  );
  const queries = rendered.queries
    ? `\n    <script type="application/json" id="${PRERENDERED_QUERIES_ID}">${scriptJson(rendered.queries)}</script>`
    : '';
  document = replaceOnce(
    document,
    /<title>[^<]*<\/title>/,
    `<title>${escapeText(rendered.title)}</title>\n    <style>${PRERENDER_GUARD_STYLE}</style>\n    <script>${PRERENDER_GUARD_SCRIPT}</script>${queries}`,
  );
  if (rendered.noscript) {
    document = replaceOnce(
      document,
      /<noscript>[^<]*<\/noscript>/,
      `<noscript>${escapeText(rendered.noscript)}</noscript>`,
    );
  }
  // The app's files are asked for once the page has painted (PRERENDER_BOOT_SCRIPT).
  const entry = document.match(ENTRY_SCRIPT)?.[1] ?? '';
  const preloads = [...document.matchAll(MODULE_PRELOAD)].map((found) => found[1]);
  document = replaceOnce(
    document.replaceAll(MODULE_PRELOAD, ''),
    ENTRY_SCRIPT,
    `<script type="module" data-entry="${entry}" data-preload="${preloads.join(' ')}">${PRERENDER_BOOT_SCRIPT}</script>`,
  );
  return replaceOnce(document, /<div id="root"><\/div>/, `<div id="root">${rendered.html}</div>`);
}
