import { LOCALE_BCP47, type Locale } from '@portal/shared/locales';
import { PRERENDER_GUARD_SCRIPT, PRERENDER_GUARD_STYLE } from '@portal/shared/prerendered-home';
import { directionOf } from '../lib/locale';

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Replaces exactly one occurrence, so a changed index.html fails the build instead of
 * shipping a page without its content. */
function replaceOnce(document: string, find: RegExp, replacement: string): string {
  const found = document.match(new RegExp(find, 'g'))?.length ?? 0;
  if (found !== 1) throw new Error(`index.html: expected one ${find}, found ${found}`);
  return document.replace(find, () => replacement);
}

/**
 * The built index.html with a page rendered into it (decision 040): the language, direction and
 * colour scheme on <html>, with the language the page was rendered in for the guard script
 * (prerendered-home.ts), the page's title, and the markup in #root.
 */
export function prerenderedDocument(
  template: string,
  locale: Locale,
  page: { html: string; title: string },
): string {
  let document = replaceOnce(
    template,
    /<html[^>]*>/,
    // Mantine's styles for the light scheme apply from this attribute, which its provider
    // otherwise sets only once the app runs: without it the page would paint unstyled.
    `<html lang="${LOCALE_BCP47[locale]}" dir="${directionOf(locale)}" data-mantine-color-scheme="light" data-prerendered="${locale}">`,
  );
  document = replaceOnce(
    document,
    /<title>[^<]*<\/title>/,
    `<title>${escapeText(page.title)}</title>\n    <style>${PRERENDER_GUARD_STYLE}</style>\n    <script>${PRERENDER_GUARD_SCRIPT}</script>`,
  );
  return replaceOnce(document, /<div id="root"><\/div>/, `<div id="root">${page.html}</div>`);
}
