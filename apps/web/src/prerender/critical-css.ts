import { APP_STYLESHEET_ATTRIBUTE } from '@portal/shared/prerendered-page';
import Beasties, { type Options } from 'beasties';

/*
 * The entry's stylesheet (all of Mantine's, 245 KB) held back a prerendered page's first paint
 * until it had arrived and been parsed. The rules the page uses go inline instead (Beasties:
 * about 32 KB), and the stylesheet is named on the boot script (PRERENDER_BOOT_SCRIPT), which
 * links it once the page has painted and starts the app when it is in, so nothing the app
 * renders shows unstyled. Without JS, <noscript> links it. The page's own inline styles (the
 * guard's among them) stay whole.
 */

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*>/g;

/** The document with its critical CSS inline and the entry's stylesheet left to the boot script. */
export async function withCriticalCss(document: string, dist: string): Promise<string> {
  const beasties = new Beasties({
    path: dist,
    publicPath: '/',
    // false leaves the link as it is (Beasties: `if (preloadMode === false) return`), for the
    // change below; its types do not list false.
    preload: false as unknown as Options['preload'],
    pruneSource: false,
    reduceInlineStyles: false,
    inlineFonts: false,
    logLevel: 'warn',
  });
  const inlined = await beasties.process(document);
  const links = inlined.match(STYLESHEET_LINK) ?? [];
  if (links.length !== 1) {
    throw new Error(`prerender: expected one stylesheet link, found ${links.length}`);
  }
  const [link] = links as [string];
  const href = link.match(/href="([^"]+)"/)?.[1] ?? '';
  return inlined
    .replace(link, () => `<noscript>${link}</noscript>`)
    .replace(
      '<script type="module" data-entry=',
      () => `<script type="module" ${APP_STYLESHEET_ATTRIBUTE}="${href}" data-entry=`,
    );
}
