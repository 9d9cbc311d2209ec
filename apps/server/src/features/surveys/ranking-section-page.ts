import type { Locale } from '@portal/shared/locales';
import { parsePathId } from '@portal/shared/rules/path-params';
import { RANKING_PRODUCTS, type RankingProduct } from '@portal/shared/survey-products';
import type { FastifyInstance } from 'fastify';
import type { PageApiAnswer, PageApiCall, PageRenderer } from '../../lib/pages/page-renderer.ts';
import { findActiveSession } from '../accounts/sessions.queries.ts';

/*
 * A signed-in person's ranking section, /{eq|values|behaviours}/{surveyUserId}/part/{n},
 * rendered on the server (decision 042), so a phone paints the section's instructions from the
 * HTML. The page is the person's own: the browser's page-session cookie names the session
 * (accounts/page-session-cookie.ts), and the app's render asks for its answers through the API
 * routes themselves, in-process, as that session. Nothing is kept: each rendering is one
 * person's, sent once.
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

/** The API path of a render's call, normalised as the router will see it, or null. */
function apiPathOf(url: string): string | null {
  // A dot segment, escaped or not, could climb out of /api once the URL is normalised.
  if (/%2e|%2f|%5c|\\/i.test(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://render.invalid');
  } catch {
    return null;
  }
  if (parsed.origin !== 'http://render.invalid' || !parsed.pathname.startsWith('/api/'))
    return null;
  return parsed.pathname + parsed.search;
}

/**
 * Answers the render's calls from the app's routes, as the person's own calls: GETs under /api
 * only, with a bearer token of the cookie's session made for the render (it never leaves the
 * process), whatever the call says. A GET may still tidy up what it reads (progress finishes a
 * taking whose every section is answered), as when the browser asks.
 */
export function answerAs(app: FastifyInstance, bearer: string) {
  return async (call: PageApiCall): Promise<PageApiAnswer> => {
    const url = call.method === 'GET' ? apiPathOf(call.url) : null;
    if (!url) throw new Error(`a page render may only read the API (${call.method})`);
    const headers: Record<string, string> = { authorization: `Bearer ${bearer}` };
    for (const name of FORWARDED) {
      const value = call.headers[name];
      if (value) headers[name] = value;
    }
    const res = await app.inject({ method: 'GET', url, headers });
    const type = res.headers['content-type'];
    return { status: res.statusCode, contentType: type ? String(type) : undefined, body: res.body };
  };
}

/**
 * The section rendered for the cookie's session; `ended` when the cookie names a session that is
 * no longer live (the caller removes it); null otherwise: not a section address, no page token,
 * an impersonation, not theirs, not the section the taking is at, or no renderer free. The app
 * then renders the page itself, as before.
 */
export type RenderedSection = { html: string } | 'ended' | null;

export interface RankingSectionPages {
  render(path: string, pageToken: string | null, locale: Locale): Promise<RenderedSection>;
}

export function createRankingSectionPages(
  app: FastifyInstance,
  renderer: PageRenderer,
  template: string,
): RankingSectionPages {
  return {
    async render(path, pageToken, locale) {
      const section = rankingSectionOf(path);
      if (!section || !pageToken) return null;
      // Checked before a thread is taken: the page token, then its session, as a call's are.
      const claims = app.pageTokens.verify(pageToken);
      if (!claims || claims.imp !== undefined) return null;
      const { sid, sub } = claims;
      const live = await app.sessionCache.lookup(sid, sub, () =>
        findActiveSession(app.db, sid, sub),
      );
      if (!live) return 'ended';
      const html = await renderer.render({
        locale,
        // The app reads whose page it is from the token it is given (its `sub`); its calls are
        // made with the bearer token below, never with this one.
        data: { path, token: pageToken, ...section },
        template,
        options: { page: 'ranking-section', userId: sub },
        api: answerAs(app, app.sessionTokens.sign({ sub, sid }, 1)),
      });
      return html === null ? null : { html };
    },
  };
}
