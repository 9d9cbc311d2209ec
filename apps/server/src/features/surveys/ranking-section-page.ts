import type { Locale } from '@portal/shared/locales';
import { parsePathId } from '@portal/shared/rules/path-params';
import { RANKING_PRODUCTS, type RankingProduct } from '@portal/shared/survey-products';
import type { FastifyInstance } from 'fastify';
import type { PageApiAnswer, PageApiCall, PageRenderer } from '../../lib/pages/page-renderer.ts';
import { type RenderedDocument, toRenderedDocument } from '../../lib/pages/rendered-document.ts';

/*
 * A signed-in person's ranking section, /{eq|values|behaviours}/{surveyUserId}/part/{n},
 * rendered on the server (decision 042), so a phone paints the section's instructions from the
 * HTML. The page is the person's own: the browser's page-session cookie names the session
 * (accounts/page-session-cookie.ts), and the app's render asks for its answers through the API
 * routes themselves, in-process, with that session as its bearer token. Nothing is kept: each
 * rendering is one person's, sent once.
 */

const SECTION_PATH = /^\/([a-z]+)\/([^/]+)\/part\/([^/]+)\/?$/;

export interface RankingSectionAddress {
  product: RankingProduct;
  surveyUserId: number;
  sectionNumber: number;
}

/** The ranking section an address names, or null. */
export function rankingSectionOf(path: string): RankingSectionAddress | null {
  const [, product, surveyUserId, sectionNumber] = path.match(SECTION_PATH) ?? [];
  if (!(RANKING_PRODUCTS as readonly (string | undefined)[]).includes(product)) return null;
  const takingId = parsePathId(surveyUserId);
  const number = parsePathId(sectionNumber);
  if (takingId === null || number === null) return null;
  return { product: product as RankingProduct, surveyUserId: takingId, sectionNumber: number };
}

/** The request headers of the app's call that the route may read; never a cookie or a token. */
const FORWARDED = ['accept', 'accept-language', 'x-auth-token'];

/**
 * Answers the render's calls from the app's routes, as the person's own calls: GETs under /api
 * only (a render never writes), with the cookie's session as the bearer token whatever the call
 * says.
 */
export function answerAs(app: FastifyInstance, token: string) {
  return async (call: PageApiCall): Promise<PageApiAnswer> => {
    if (call.method !== 'GET' || !call.url.startsWith('/api/')) {
      throw new Error(`a page render may only read the API (${call.method} ${call.url})`);
    }
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    for (const name of FORWARDED) {
      const value = call.headers[name];
      if (value) headers[name] = value;
    }
    const res = await app.inject({ method: 'GET', url: call.url, headers });
    const type = res.headers['content-type'];
    return { status: res.statusCode, contentType: type ? String(type) : undefined, body: res.body };
  };
}

export interface RankingSectionPages {
  /**
   * The section rendered for the cookie's session, or null: not a section address, no live
   * session, not theirs, not the section the taking is at, or no renderer free. The app then
   * renders the page itself, as before.
   */
  render(path: string, token: string | null, locale: Locale): Promise<RenderedDocument | null>;
}

export function createRankingSectionPages(
  app: FastifyInstance,
  renderer: PageRenderer,
  template: string,
): RankingSectionPages {
  return {
    async render(path, token, locale) {
      const section = rankingSectionOf(path);
      if (!section || !token) return null;
      // Its signature and expiry, before a thread is taken; the routes then check its session.
      const claims = app.sessionTokens.verify(token);
      if (!claims) return null;
      const html = await renderer.render({
        locale,
        data: { path, token, ...section },
        template,
        options: { page: 'ranking-section', userId: claims.sub },
        api: answerAs(app, token),
      });
      return html === null ? null : toRenderedDocument(html, 'once');
    },
  };
}
