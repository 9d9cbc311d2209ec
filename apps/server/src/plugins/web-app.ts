import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@portal/shared/locales';
import { LOCALE_COOKIE } from '@portal/shared/prerendered-home';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

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

const LOCALE_IN_COOKIE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`);

/** The language the browser last used (its cookie, web app locale.ts); en_GB for a first visit. */
export function localeOfCookie(cookie: string | undefined): Locale {
  const value = cookie?.match(LOCALE_IN_COOKIE)?.[1];
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
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file (apps/web/scripts/compress-dist.mjs):
      // sent to a browser that accepts them, a fourth of the bytes (issue 14).
      preCompressed: true,
      logLevel: QUIET,
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
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || !hasWeb || request.method !== 'GET') {
      return reply.code(404).send({ message: request.t('errors.not_found') });
    }
    const file = url.slice(1);
    if (
      file &&
      !file.includes('..') &&
      fs.existsSync(path.join(dist, file)) &&
      fs.statSync(path.join(dist, file)).isFile()
    ) {
      return reply.sendFile(file);
    }
    reply.header('cache-control', 'no-cache');
    const home =
      request.url === '/' ? homes.get(localeOfCookie(request.headers.cookie)) : undefined;
    // The home page differs by the language cookie: a cache must keep one per cookie.
    if (home) reply.header('vary', 'cookie');
    // Without cacheControl: false, @fastify/static replaces the header with 'public, max-age=0'.
    return reply.sendFile(home ?? 'index.html', { cacheControl: false });
  });
});
