import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@portal/shared/locales';
import { LOCALE_COOKIE } from '@portal/shared/prerendered-page';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  clearedPageSessionCookie,
  isSecureOrigin,
  pageSessionOf,
} from '../features/accounts/page-session-cookie.ts';
import { createRankingSectionPages } from '../features/surveys/ranking-section-page.ts';
import { createWelcomePages } from '../features/surveys/welcome-page.ts';
import { cookieReader } from '../lib/cookies.ts';
import { redactUrlsIn } from '../lib/log-redaction.ts';
import { createPageRenderer, serverBundleOf } from '../lib/pages/page-renderer.ts';
import {
  acceptedEncodingOf,
  compressedOnce,
  type RenderedDocument,
} from '../lib/pages/rendered-document.ts';

const DEFAULT_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/dist',
);

/**
 * Whether a request is for a page of the single-page app: a GET outside /api that no route
 * matched, which the not-found handler below answers with index.html (or a file of dist). These
 * are not logged one by one (issue 9); the API calls the page then makes are.
 */
export function isWebAppPageRequest(request: FastifyRequest): boolean {
  if (!request.is404 || request.method !== 'GET') return false;
  const url = request.url.split('?')[0] ?? '/';
  return !url.startsWith('/api/') && url !== '/api';
}

const localeInCookie = cookieReader(LOCALE_COOKIE);

/** The language the browser last used (its cookie, web app locale.ts); en_GB for a first visit. */
export function localeOfCookie(cookie: string | undefined): Locale {
  const value = localeInCookie(cookie);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * The visitor's home page rendered at build time, by language (decision 040; none when the web
 * app was built without them). Sent for `/` with no query, in the cookie's language: a query
 * brings a notice or an impersonation link, which only the app renders. The page's own script
 * hides it from someone signed in, and the app then renders theirs.
 */
function prerenderedHomes(dist: string): Map<Locale, string> {
  const homes = new Map<Locale, string>();
  for (const locale of LOCALES) {
    const file = path.join('prerendered', 'home', `${locale}.html`);
    if (fs.existsSync(path.join(dist, file))) homes.set(locale, file);
  }
  return homes;
}

/** The web app's server bundle and what it renders into (built by apps/web/scripts/prerender.mjs). */
const SSR_DIR = 'ssr';
const WELCOME_TEMPLATE = path.join(SSR_DIR, 'survey-welcome.html');
const SECTION_TEMPLATE = path.join(SSR_DIR, 'ranking-section.html');

/**
 * The pages the server renders, when the build has the bundle and the page's template: a
 * survey's welcome page (decision 041) and a signed-in person's ranking section (decision 042),
 * on one renderer.
 */
function renderedPagesOf(app: FastifyInstance, dist: string) {
  const bundle = serverBundleOf(dist);
  if (!bundle) return null;
  const templateOf = (file: string) =>
    fs.existsSync(path.join(dist, file)) ? fs.readFileSync(path.join(dist, file), 'utf8') : null;
  const welcome = templateOf(WELCOME_TEMPLATE);
  const section = templateOf(SECTION_TEMPLATE);
  const renderer = createPageRenderer(bundle, {
    dist,
    timeoutMs: 5_000,
    // A render's error names the addresses it asked for: redacted as any logged URL is.
    onError: (message) => app.log.warn(redactUrlsIn(message)),
  });
  app.addHook('onClose', () => renderer.close());
  return {
    welcome: welcome === null ? null : createWelcomePages(app.db, renderer, welcome),
    section: section === null ? null : createRankingSectionPages(app, renderer, section),
  };
}

/** Sends a rendered page in the best encoding the browser takes. */
function sendRendered(reply: FastifyReply, request: FastifyRequest, page: RenderedDocument) {
  const encoding = acceptedOf(request);
  reply.type('text/html; charset=utf-8');
  // The page differs by the language cookie and by encoding: a cache keeps one per each.
  reply.header('vary', 'cookie, accept-encoding');
  const body = encoding === 'identity' ? page.html : page[encoding];
  if (!body) return reply.send(page.html);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body);
}

const acceptedOf = (request: FastifyRequest) =>
  acceptedEncodingOf(String(request.headers['accept-encoding'] ?? ''));

/** The web app's own files are logged only when something goes wrong (issue 9). */
const QUIET = 'warn';

/**
 * Serves the built single-page app, with index.html for every client route; unknown /api paths
 * answer a JSON 404 instead.
 */
export const webAppPlugin = fp(async (app) => {
  const dist = app.config.webDist ?? DEFAULT_DIST;
  const hasWeb = fs.existsSync(path.join(dist, 'index.html'));
  const homes = prerenderedHomes(dist);
  const rendered = hasWeb ? renderedPagesOf(app, dist) : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file (apps/web/scripts/compress-dist.mjs):
      // sent to a browser that accepts them, a fourth of the bytes (issue 14).
      preCompressed: true,
      logLevel: QUIET,
      // The server's own bundle and templates are not the browser's.
      allowedPath: (pathName) => !pathName.startsWith(`/${SSR_DIR}/`),
      setHeaders(res, file) {
        // Vite puts a content hash in every asset name: cache those for a year.
        if (file.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
    app.get('/assets/*', { schema: { hide: true }, logLevel: QUIET }, (request, reply) => {
      const rest = (request.params as { '*': string })['*'];
      return reply.sendFile(path.join('assets', rest));
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || !hasWeb || request.method !== 'GET') {
      return reply.code(404).send({ message: request.t('errors.not_found') });
    }
    const file = url.slice(1);
    if (
      file &&
      !file.includes('..') &&
      !file.startsWith(`${SSR_DIR}/`) &&
      fs.existsSync(path.join(dist, file)) &&
      fs.statSync(path.join(dist, file)).isFile()
    ) {
      return reply.sendFile(file);
    }
    reply.header('cache-control', 'no-cache');
    const cookieLocale = localeOfCookie(request.headers.cookie);
    const plain = !request.url.includes('?');
    const welcome = plain ? await rendered?.welcome?.render(url, cookieLocale) : null;
    if (welcome) return sendRendered(reply, request, welcome);
    const token = pageSessionOf(request.headers.cookie);
    const section = plain ? await rendered?.section?.render(url, token, cookieLocale) : null;
    if (section === 'ended') {
      reply.header('set-cookie', clearedPageSessionCookie(isSecureOrigin(app.config.publicUrl)));
    } else if (section) {
      // One person's page: no cache keeps it, not even this browser's for the Back button
      // after a logout (the guard would hide it, but its source would still hold their data).
      reply.header('cache-control', 'private, no-store');
      return sendRendered(reply, request, await compressedOnce(section.html, acceptedOf(request)));
    }
    const home = request.url === '/' ? homes.get(cookieLocale) : undefined;
    // The home page differs by the language cookie: a cache must keep one per cookie.
    if (home) reply.header('vary', 'cookie');
    // Without cacheControl: false, @fastify/static replaces the header with 'public, max-age=0'.
    return reply.sendFile(home ?? 'index.html', { cacheControl: false });
  });
});
